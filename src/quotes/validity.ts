import { DEFAULT_VALIDITY_DAYS, LINK_DAYS_AFTER_EXPIRY } from './options'

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar day in Hong Kong, where the company dates its quotes ("2026-12-29"). */
export const hongKongDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** The validity a new quote starts with: 30 days from today, at noon (a day picker's time). */
export function defaultValidUntil(now = new Date()): string {
  return `${hongKongDay(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS))}T04:00:00.000Z`
}

/** A quote holds to the end of its "valid until" day in Hong Kong. */
export const isExpired = (validUntil: string | null | undefined, now = new Date()) => Boolean(validUntil) && hongKongDay(now) > hongKongDay(new Date(validUntil!))

/** The buyer's link opens the quote until 30 days after it expired (to read it; accepting ends with the validity). */
export const linkOpen = (validUntil: string | null | undefined, now = new Date()) =>
  Boolean(validUntil) && now.getTime() <= new Date(validUntil!).getTime() + (LINK_DAYS_AFTER_EXPIRY + 1) * DAY_MS
