import { describe, expect, it } from 'vitest'
import { currencyTotals, lineAmount, moneyText, totalsText } from './totals'

describe('quote totals', () => {
  it('multiplies quantity by unit price to the cent, and a free line is worth nothing', () => {
    expect(lineAmount({ quantity: 12, unitPrice: 38.5, currency: 'HKD' })).toBe(462)
    expect(lineAmount({ quantity: 3, unitPrice: 0.1, currency: 'USD' })).toBe(0.3)
    expect(lineAmount({ quantity: 1000, unitPrice: 0.0355, currency: 'EUR' })).toBe(35.5)
    expect(lineAmount({ quantity: 5, unitPrice: 99, free: true })).toBe(0)
    expect(lineAmount({ quantity: 5 })).toBeNull()
  })

  it('adds each currency apart, exactly, in the order the lines use them', () => {
    const totals = currencyTotals([
      { quantity: 3, unitPrice: 0.1, currency: 'USD' },
      { quantity: 10, unitPrice: 46, currency: 'HKD' },
      { quantity: 3, unitPrice: 0.2, currency: 'USD' },
      { quantity: 2, unitPrice: 80, currency: 'HKD', free: true },
      { quantity: 2, currency: 'CNY' },
    ])
    expect(totals).toEqual([
      { currency: 'USD', amount: 0.9 },
      { currency: 'HKD', amount: 460 },
    ])
    expect(totalsText(totals)).toBe('USD 0.90 + HKD 460.00')
  })

  it('writes money with grouped digits and at least two decimals', () => {
    expect(moneyText('HKD', 12345.5, 'en')).toBe('HKD 12,345.50')
    expect(moneyText('CNY', 0.0355, 'zh-Hans')).toBe('CNY 0.0355')
  })
})
