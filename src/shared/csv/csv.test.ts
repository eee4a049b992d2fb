import { describe, expect, it } from 'vitest'
import { parseCsv } from '../../../tests/helpers/csv'
import { readCsv, toCsv, UTF8_BOM } from './csv'

describe('CSV', () => {
  it('reads quoted commas, quotes and line breaks, and numbers rows by their first line', () => {
    const rows = parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\n\nlast,,\n')
    expect(rows).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['last', '', ''] },
    ])
  })
  it('round-trips what it writes, Chinese included', () => {
    const data = [['item_code', 'composition'], ['KS-1', '70% 聚酯纖維, 30% "film"'], ['KS-2', 'line\nbreak']]
    expect(parseCsv(toCsv(data)).map((row) => row.cells)).toEqual(data)
  })
  it('quotes exactly the values that hold a comma, a quote or a line break', () => {
    expect(toCsv([['plain', 'a,b', 'say "hi"', 'two\nlines', '30°C', '']])).toBe('plain,"a,b","say ""hi""","two\nlines",30°C,\r\n')
  })
  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b')[0]?.cells).toEqual(['a', 'b'])
  })
  it('round-trips a file that starts with a byte-order mark, as the export writes it', () => {
    const data = [['washing_temperature', 'composition_zh'], ['30°C', '金屬絲, "薄膜"\n第二行']]
    const file = UTF8_BOM + toCsv(data)
    expect(new TextEncoder().encode(file).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(parseCsv(file).map((row) => row.cells)).toEqual(data)
    expect(parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new TextEncoder().encode(file)))[0]?.cells[0]).toBe('washing_temperature')
  })
  it('reads \\r\\n, \\n and \\r line ends mixed in one file', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h').map((row) => [row.line, ...row.cells])).toEqual([
      [1, 'a', 'b'],
      [2, 'c', 'd'],
      [3, 'e', 'f'],
      [4, 'g', 'h'],
    ])
  })
  it('leaves out rows of empty cells and counts their lines', () => {
    expect(parseCsv('a,b\n,,\n\nc,d').map((row) => row.line)).toEqual([1, 4])
  })
  it('names the line of a quoted value that is never closed', () => {
    const { rows, quoteProblems } = readCsv('a,b\nc,d\n"open,e\nf,g\n')
    expect(rows.map((row) => row.line)).toEqual([1, 2])
    expect(quoteProblems).toEqual([{ line: 3 }])
  })
  it('writes every value a spreadsheet would run as a formula after an apostrophe, and reads it back exactly (issue 50.19)', () => {
    const row = [['=HYPERLINK("http://evil.example","x")', '+852 1234', '-1', '@SUM(A1)', '\tTAB', "'=already", "''-2", "'plain", 'plain', '金線']]
    const file = toCsv(row)
    expect(file).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")","'+852 1234","'-1","'@SUM(A1)","'\tTAB","''=already","'''-2",'plain,plain,金線\r\n`)
    expect(parseCsv(file)[0]?.cells).toEqual(row[0])
  })
})
