import { describe, expect, it } from 'vitest'
import { referenceOf, referenceYear, sequenceOf } from './reference'

describe('request references', () => {
  it('reads as R-year-number, four digits at least', () => {
    expect(referenceOf(2026, 7)).toBe('R-2026-0007')
    expect(referenceOf(2026, 12345)).toBe('R-2026-12345')
  })

  it("reads a reference's number back for its own year only", () => {
    expect(sequenceOf('R-2026-0007', 2026)).toBe(7)
    expect(sequenceOf('R-2025-0099', 2026)).toBe(0)
    expect(sequenceOf(null, 2026)).toBe(0)
    expect(sequenceOf('R-2026-x', 2026)).toBe(0)
  })

  it("counts by Hong Kong's year: New Year's Eve at 17:00 UTC is already next year there", () => {
    expect(referenceYear(new Date('2026-12-31T15:59:00Z'))).toBe(2026)
    expect(referenceYear(new Date('2026-12-31T16:00:00Z'))).toBe(2027)
  })
})
