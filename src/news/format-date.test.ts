import { describe, expect, it } from 'vitest'
import { formatNewsDate, isoDay } from './format-date'

describe('news dates', () => {
  it("formats like 'MMM dd, yyyy' in English", () => {
    expect(formatNewsDate('2026-11-22T00:00:00.000Z', 'en')).toBe('Nov 22, 2026')
    expect(formatNewsDate('2026-03-05T04:00:00.000Z', 'en')).toBe('Mar 05, 2026')
  })
  it('writes year, month and day in Chinese', () => {
    expect(formatNewsDate('2026-11-22T00:00:00.000Z', 'zh-Hant')).toBe('2026年11月22日')
    expect(formatNewsDate('2026-03-05T04:00:00.000Z', 'zh-Hant')).toBe('2026年3月5日')
  })
  it('takes the day in Hong Kong, where the company is', () => {
    // 20:00 UTC on 31 December is already 1 January in Hong Kong.
    expect(formatNewsDate('2025-12-31T20:00:00.000Z', 'en')).toBe('Jan 01, 2026')
    expect(isoDay('2025-12-31T20:00:00.000Z')).toBe('2026-01-01')
  })
  it('leaves an unreadable date empty', () => {
    expect(formatNewsDate('not a date', 'en')).toBe('')
    expect(formatNewsDate(null, 'zh-Hant')).toBe('')
    expect(isoDay(undefined)).toBeUndefined()
  })
})
