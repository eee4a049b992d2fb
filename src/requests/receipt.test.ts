import { describe, expect, it } from 'vitest'
import { RECEIPT_DAYS, receiptPath, receiptRequestId } from './receipt'

const keyOf = (path: string) => path.replace('/request/sent/', '')

describe('a sent request\'s summary address', () => {
  it('names the request it was made for, and nothing the buyer typed', () => {
    const path = receiptPath(42, Date.UTC(2026, 10, 29))
    expect(path).toMatch(/^\/request\/sent\/42-[0-9a-z]+-[A-Za-z0-9_-]{32}$/)
    expect(receiptRequestId(keyOf(path), Date.UTC(2026, 10, 29, 12))).toBe(42)
  })

  it('refuses another request\'s number under the same signature, a changed date and a forged signature', () => {
    const key = keyOf(receiptPath(42, Date.UTC(2026, 10, 29)))
    const [, issued, signed] = key.split('-')
    const now = Date.UTC(2026, 10, 30)
    expect(receiptRequestId(`43-${issued}-${signed}`, now)).toBeUndefined()
    expect(receiptRequestId(`42-${(parseInt(issued!, 36) + 1).toString(36)}-${signed}`, now)).toBeUndefined()
    expect(receiptRequestId(`42-${issued}-${'A'.repeat(32)}`, now)).toBeUndefined()
    expect(receiptRequestId('42', now)).toBeUndefined()
    expect(receiptRequestId(`0-${issued}-${signed}`, now)).toBeUndefined()
  })

  it(`stops working ${RECEIPT_DAYS} days after it was made`, () => {
    const made = Date.UTC(2026, 10, 29)
    const key = keyOf(receiptPath(7, made))
    expect(receiptRequestId(key, made + (RECEIPT_DAYS - 1) * 86_400_000)).toBe(7)
    expect(receiptRequestId(key, made + (RECEIPT_DAYS + 1) * 86_400_000)).toBeUndefined()
  })
})
