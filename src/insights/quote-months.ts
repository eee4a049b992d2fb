import type { Where } from 'payload'

/** What the dashboard reads of a quote (the quotes collection's own fields, by slug: domains do not import each other). */
export type QuoteFigureSource = { sentAt?: string | null; acceptedAt?: string | null; totals?: readonly { currency: string; amount: number }[] | null }
export type Money = { currency: string; amount: number }
export type QuoteMonth = { month: string; sent: number; sentValue: Money[]; accepted: number; acceptedValue: Money[] }

export const QUOTE_MONTHS = 6

/** The month (YYYY-MM) a moment falls in, in Hong Kong, where the company keeps its books. */
export function hongKongMonth(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit' }).formatToParts(moment)
  return `${parts.find((part) => part.type === 'year')?.value}-${parts.find((part) => part.type === 'month')?.value}`
}

/** The last `count` months up to this one, oldest first. */
export function lastMonths(now: Date, count = QUOTE_MONTHS): string[] {
  const [year, month] = hongKongMonth(now).split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1))
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`
  })
}

/** The first moment of a month in Hong Kong (UTC+8, no summer time). */
export const monthStart = (month: string) => new Date(`${month}-01T00:00:00+08:00`)

/** The quotes sent or accepted since the first of those months: the read behind quoteMonths. */
export const quotesSince = (month: string): Where => ({ or: [{ sentAt: { greater_than_equal: monthStart(month).toISOString() } }, { acceptedAt: { greater_than_equal: monthStart(month).toISOString() } }] })

/** Sums per currency in cents (exact, where sums of dollars are not), in the order the currencies first appear. */
function addTo(sums: Map<string, number>, totals: QuoteFigureSource['totals']) {
  for (const total of totals ?? []) sums.set(total.currency, (sums.get(total.currency) ?? 0) + Math.round(total.amount * 100))
}
const asMoney = (sums: Map<string, number>): Money[] => [...sums].map(([currency, cents]) => ({ currency, amount: cents / 100 }))

/**
 * Per month: the quotes sent and their value, the quotes accepted and theirs, per currency (a quote's
 * totals are one per currency; currencies are never added together). A revision sent is a quote sent
 * of its own, as the buyer received it.
 */
export function quoteMonths(quotes: readonly QuoteFigureSource[], now: Date, count = QUOTE_MONTHS): QuoteMonth[] {
  const months = lastMonths(now, count)
  const tally = new Map(months.map((month) => [month, { sent: 0, sentValue: new Map<string, number>(), accepted: 0, acceptedValue: new Map<string, number>() }]))
  for (const quote of quotes) {
    const sent = quote.sentAt ? tally.get(hongKongMonth(new Date(quote.sentAt))) : undefined
    if (sent) {
      sent.sent += 1
      addTo(sent.sentValue, quote.totals)
    }
    const accepted = quote.acceptedAt ? tally.get(hongKongMonth(new Date(quote.acceptedAt))) : undefined
    if (accepted) {
      accepted.accepted += 1
      addTo(accepted.acceptedValue, quote.totals)
    }
  }
  return months.map((month) => {
    const entry = tally.get(month)!
    return { month, sent: entry.sent, sentValue: asMoney(entry.sentValue), accepted: entry.accepted, acceptedValue: asMoney(entry.acceptedValue) }
  })
}
