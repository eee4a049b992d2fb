import { describe, expect, it } from 'vitest'
import { parseCsv, toCsv } from './csv'

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
  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b')[0]?.cells).toEqual(['a', 'b'])
  })
})
