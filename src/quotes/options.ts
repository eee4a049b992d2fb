import { CURRENCIES, DELIVERY_TERMS, PAYMENT_TERMS, type Currency } from '../site-settings/quote-defaults'

export { CURRENCIES, DELIVERY_TERMS, PAYMENT_TERMS, type Currency }

/**
 * The fixed choices of a quote, each with its value (stored) and the words the admin shows
 * (English and Traditional Chinese). The buyer's words for them, in three languages, are in the
 * site's messages (`quotes.currencies`, `quotes.priceUnits`, …), keyed by the same values.
 */

/** A quote's life: prepared, sent (never changed again), accepted by the buyer, or replaced by a revision. Expiry is read from the validity date, never stored. */
export const QUOTE_STATUSES = [
  { value: 'draft', en: 'Draft', zh: '草稿' },
  { value: 'sent', en: 'Sent', zh: '已發送' },
  { value: 'accepted', en: 'Accepted', zh: '已接受' },
  { value: 'superseded', en: 'Replaced by a revision', zh: '已由修訂版取代' },
] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]['value']

/** What a unit price is for; the quoted quantity is counted in the same unit. */
export const PRICE_UNITS = [
  { value: 'cone', en: 'per cone', zh: '每筒' },
  { value: 'spool', en: 'per spool', zh: '每軸' },
  { value: 'kg', en: 'per kg', zh: '每公斤' },
  { value: 'metre', en: 'per metre', zh: '每米' },
] as const
export type PriceUnit = (typeof PRICE_UNITS)[number]['value']

/** The price unit that matches the unit a request's line asked in. */
export const priceUnitFor = (requestUnit: string | null | undefined): PriceUnit => (requestUnit === 'metres' ? 'metre' : 'cone')

export const LEAD_TIME_UNITS = [
  { value: 'days', en: 'days', zh: '天' },
  { value: 'weeks', en: 'weeks', zh: '星期' },
] as const

/** Terms whose price includes carriage to a place the buyer names. */
export const NAMES_A_PLACE: readonly string[] = ['CFR', 'CIF', 'DAP', 'DDP']

/** How long a quote holds unless the owner sets another date. */
export const DEFAULT_VALIDITY_DAYS = 30
/** How long after its validity the buyer's link still opens the quote (to read it, not to accept it). */
export const LINK_DAYS_AFTER_EXPIRY = 30
