/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const source = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else {
        if (char === '\n') line += 1
        cell += char
      }
      continue
    }
    if (char === '"' && cell === '') quoted = true
    else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1
      cells.push(cell)
      if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells })
      cells = []
      cell = ''
      line += 1
      rowLine = line
    } else cell += char
  }
  cells.push(cell)
  if (cells.some((value) => value !== '')) rows.push({ line: rowLine, cells })
  return rows
}

function escape(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function toCsv(rows: string[][]): string {
  return `${rows.map((row) => row.map(escape).join(',')).join('\r\n')}\r\n`
}
