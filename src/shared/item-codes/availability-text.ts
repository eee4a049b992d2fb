import { fill } from '../text/fill'
import { longDate } from '../text/long-date'
import type { SiteLocale } from '../locales'
import { isAvailability, isMinimumOrderUnit, noteApplies, type Availability, type MinimumOrderUnit, DEFAULT_AVAILABILITY } from './availability'

/** What an item code record says of its availability (the fields of issue 52.1), as any reader gets them. */
export type AvailabilityFacts = {
  availability?: string | null
  leadTimeWeeks?: number | null
  availabilityNote?: string | null
  discontinuedOn?: string | null
  minimumOrder?: number | null
  minimumOrderUnit?: string | null
}

/** The buyer's words for availability: the site messages' `availability` section (src/i18n), handed in since shared reads no messages. */
export type AvailabilityWords = Record<Availability, string> & {
  madeToOrderWeeks: string
  discontinuedOn: string
  minimumOrder: string
  units: Record<MinimumOrderUnit, string>
}

/** The code's availability; a record from before issue 52 (or a partial read) is in stock. */
export const availabilityOf = (facts: AvailabilityFacts | null | undefined): Availability => (isAvailability(facts?.availability) ? facts.availability : DEFAULT_AVAILABILITY)

/** Whether the code can still be ordered at all. */
export const isOrderable = (facts: AvailabilityFacts | null | undefined) => availabilityOf(facts) !== 'discontinued'
/** Whether the code ships from stock: the colour card's "Available now". */
export const isAvailableNow = (facts: AvailabilityFacts | null | undefined) => ['in-stock', 'limited'].includes(availabilityOf(facts))

/** schema.org's ItemAvailability for an offer of the code. */
export const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  'in-stock': 'https://schema.org/InStock',
  'made-to-order': 'https://schema.org/MadeToOrder',
  limited: 'https://schema.org/LimitedAvailability',
  discontinued: 'https://schema.org/Discontinued',
}

/**
 * The availability in one short phrase: "In stock", "Made to order: 6 weeks", "Limited stock — last
 * 40 cones", "Discontinued on 1 March 2026". The note is read only under Limited, whatever an
 * older record still holds.
 */
export function availabilityText(facts: AvailabilityFacts | null | undefined, words: AvailabilityWords, locale: SiteLocale): string {
  const availability = availabilityOf(facts)
  if (availability === 'made-to-order' && facts?.leadTimeWeeks) return fill(words.madeToOrderWeeks, { weeks: facts.leadTimeWeeks })
  if (availability === 'limited' && noteApplies(availability) && facts?.availabilityNote?.trim()) return `${words.limited} — ${facts.availabilityNote.trim()}`
  if (availability === 'discontinued' && facts?.discontinuedOn) return fill(words.discontinuedOn, { date: longDate(locale, facts.discontinuedOn) })
  return words[availability]
}

/** "20 cones", "2.5 kg", or undefined when the code has no minimum order. */
export function minimumOrderText(facts: AvailabilityFacts | null | undefined, words: AvailabilityWords, locale: SiteLocale): string | undefined {
  const quantity = facts?.minimumOrder
  if (!quantity || !isMinimumOrderUnit(facts?.minimumOrderUnit)) return undefined
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, { maximumFractionDigits: 3 }).format(quantity)
  return `${number} ${words.units[facts.minimumOrderUnit]}`
}
