import { describe, expect, it } from 'vitest'
import { quoteIdOfKey, quotePath } from './link'
import { isExpired, linkOpen } from './validity'

describe("a quote's private link", () => {
  it('names its quote, and no other key does', () => {
    const key = quotePath(42).replace('/quote/', '')
    expect(quoteIdOfKey(key)).toBe(42)
    expect(quoteIdOfKey(key.replace(/^42-/, '43-'))).toBeUndefined()
    expect(quoteIdOfKey(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`)).toBeUndefined()
    expect(quoteIdOfKey('42')).toBeUndefined()
    expect(quoteIdOfKey(`${key}x`)).toBeUndefined()
  })

  it('holds to the end of the validity day in Hong Kong, and the link 30 days more', () => {
    const validUntil = '2026-12-29T04:00:00.000Z'
    expect(isExpired(validUntil, new Date('2026-12-29T15:59:00Z'))).toBe(false)
    expect(isExpired(validUntil, new Date('2026-12-29T16:00:00Z'))).toBe(true)
    expect(linkOpen(validUntil, new Date('2027-01-28T04:00:00Z'))).toBe(true)
    expect(linkOpen(validUntil, new Date('2027-01-30T05:00:00Z'))).toBe(false)
  })
})
