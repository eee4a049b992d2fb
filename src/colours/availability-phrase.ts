import { availabilityText, type AvailabilityWords } from '../shared/item-codes/availability-text'
import type { Availability } from '../shared/item-codes/availability'
import type { SiteLocale } from '../shared/locales'
import type { ShadeAvailability } from './reads'

/** A code of the shade index (or a colour match made from one) as availabilityText reads it, its limited note in the page's language. */
export function shadeAvailabilityText(shade: { availability: Availability; facts?: ShadeAvailability }, words: AvailabilityWords, locale: SiteLocale): string {
  const { facts } = shade
  return availabilityText({ availability: shade.availability, leadTimeWeeks: facts?.leadTimeWeeks, discontinuedOn: facts?.discontinuedOn, availabilityNote: facts?.notes?.[locale] }, words, locale)
}
