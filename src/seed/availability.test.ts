import { describe, expect, it } from 'vitest'
import { availabilityData, endOfMonthAgo } from './availability'

describe('demo availability as written', () => {
  it('dates a discontinued code at the end of a month some months back', () => {
    expect(endOfMonthAgo(new Date('2026-11-29T08:00:00Z'), 4)).toBe('2026-07-31T12:00:00.000Z')
    expect(endOfMonthAgo(new Date('2026-03-01T00:00:00Z'), 3)).toBe('2025-12-31T12:00:00.000Z')
  })

  it('writes each availability with what it needs, its replacement left for later', () => {
    const now = new Date('2026-11-29T08:00:00Z')
    expect(availabilityData({}, now)).toEqual({ availability: 'in-stock' })
    expect(availabilityData({ availability: { availability: 'made-to-order', leadTimeWeeks: 6 }, minimumOrder: { quantity: 12, unit: 'cones' } }, now)).toEqual({ availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' })
    expect(availabilityData({ availability: { availability: 'limited', note: { en: 'Last lot', zh: '最後一批' } } }, now)).toEqual({ availability: 'limited', availabilityNote: { en: 'Last lot', zh: '最後一批' } })
    expect(availabilityData({ availability: { availability: 'discontinued', monthsAgo: 7, replacement: 'KS-1' } }, now)).toEqual({ availability: 'discontinued', discontinuedOn: '2026-04-30T12:00:00.000Z' })
  })
})
