import { describe, expect, it } from 'vitest'
import { detailRows } from './project-details'

describe('detailRows', () => {
  it('reads "Label: value" lines in both languages', () => {
    expect(detailRows('Client: Kwa workshop\r\nYear: 2024\n\n')).toEqual([
      { label: 'Client', value: 'Kwa workshop' },
      { label: 'Year', value: '2024' },
    ])
    expect(detailRows('客戶：香港裙褂工場\n年份：2024')).toEqual([
      { label: '客戶', value: '香港裙褂工場' },
      { label: '年份', value: '2024' },
    ])
  })

  it('keeps other text as text', () => {
    expect(detailRows('Made over two years.\nYear: 2024')).toBeUndefined()
    expect(detailRows('')).toBeUndefined()
    expect(detailRows(null)).toBeUndefined()
  })
})
