import type { Currency } from './options'

/** What a line's amount is computed from. A free line (samples sent free of charge) amounts to nothing. */
export type PricedLine = { quantity?: number | null; unitPrice?: number | null; currency?: string | null; free?: boolean | null }
export type CurrencyTotal = { currency: Currency; amount: number }

/** Money in cents: sums of cents are exact where sums of dollars are not (0.1 + 0.2). */
const cents = (amount: number) => Math.round((amount + Number.EPSILON) * 100)

/** A line's amount, rounded to the cent; null while its quantity or price is missing. */
export function lineAmount(line: PricedLine): number | null {
  if (line.free) return 0
  if (typeof line.quantity !== 'number' || typeof line.unitPrice !== 'number') return null
  return cents(line.quantity * line.unitPrice) / 100
}

/** The quote's totals, one per currency its priced lines use, in the order they first appear; free lines add nothing. */
export function currencyTotals(lines: readonly PricedLine[]): CurrencyTotal[] {
  const totals = new Map<Currency, number>()
  for (const line of lines) {
    const amount = lineAmount(line)
    if (line.free || amount === null || !line.currency) continue
    const currency = line.currency as Currency
    totals.set(currency, (totals.get(currency) ?? 0) + cents(amount))
  }
  return [...totals].map(([currency, total]) => ({ currency, amount: total / 100 }))
}

/** An amount as the buyer reads it: "USD 1,234.50" in English, the same digits in Chinese (the codes are the trade's own). */
export function moneyText(currency: string, amount: number, locale: string): string {
  const digits = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'zh-HK', { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(amount)
  return `${currency} ${digits}`
}

/** Totals as one line of text ("HKD 2,400.00 + USD 310.00"): the list's column and the CSV's cell. */
export const totalsText = (totals: readonly CurrencyTotal[], locale = 'en') => totals.map((total) => moneyText(total.currency, total.amount, locale)).join(' + ')
