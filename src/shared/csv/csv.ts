import Papa from 'papaparse'

/** Written first in an export so that Excel reads the file as UTF-8 ("30°C", Chinese). */
export const UTF8_BOM = '\uFEFF'

export type CsvRow = { line: number; cells: string[] }
/** A line whose quotes do not pair up (an unclosed quoted value, or a stray quote after one). */
export type CsvQuoteProblem = { line: number }

/**
 * Reads RFC 4180 CSV with papaparse: quoted fields may hold commas, quotes ("")
 * and line breaks; a byte-order mark is ignored, and \r\n, \n and \r may be
 * mixed (a spreadsheet's export and a text editor's edit). Each row carries the
 * number of the line it starts on, so that errors can name it; rows with only
 * empty cells (blank lines, Excel's trailing ",,,") are left out. A formula's
 * guard apostrophe (toCsv) is taken off.
 */
export function readCsv(text: string): { rows: CsvRow[]; quoteProblems: CsvQuoteProblem[] } {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  const rows: CsvRow[] = []
  const quoteProblems: CsvQuoteProblem[] = []
  let start = 0
  let line = 1
  Papa.parse<string[]>(source, {
    delimiter: ',',
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    step: ({ data, errors, meta }) => {
      if (errors.some((error) => error.type === 'Quotes')) quoteProblems.push({ line })
      else if (data.some((cell) => cell !== '')) rows.push({ line, cells: data.map(unguard) })
      for (let index = start; index < meta.cursor; index += 1) if (source[index] === '\n') line += 1
      start = meta.cursor
    },
  })
  return { rows, quoteProblems }
}

/**
 * A value a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return), or
 * such a value already guarded by apostrophes: every export writes it after one more apostrophe, so a
 * spreadsheet shows it as text (what staff type can be a formula too, issue 50.19), and readCsv takes
 * that apostrophe off again, so a file exported, edited and imported keeps every value exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/
const unguard = (cell: string) => (cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell)

/** CSV with \r\n line ends; a value is quoted only when it holds a comma, a quote or a line break; formulae guarded. */
export function toCsv(rows: string[][]): string {
  return `${Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START })}\r\n`
}
