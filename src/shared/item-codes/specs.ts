import type { ItemCode } from '../../payload-types'
import type { SiteLocale } from '../locales'
import { availabilityText, minimumOrderText, type AvailabilityWords } from './availability-text'

/** One labelled value of an item code's specification. */
export type SpecRow = { label: string; value: string }

/** The words of the specification (the site's messages, `products`, in the page's language). */
type SpecWords = Record<
  'na' | 'itemCode' | 'composition' | 'type' | 'denier' | 'length' | 'netWeight' | 'grossWeight' | 'origin' | 'otherInfo' | 'bleaching' | 'ironing' | 'washing' | 'notes',
  string
>

const shown = (value: string | null | undefined, na: string) => (value && value.trim() ? value : na)

/**
 * The availability's words and the page's language: given, the information tab gives the minimum
 * order, and with `withStatus` whether and how the code can be ordered (issue 52.2); the product
 * page shows that above the tabs instead.
 */
type AvailabilityRows = { words: AvailabilityWords & { label: string }; locale: SiteLocale; withStatus?: boolean }

/** The rows of the two tabs for one item code; an empty value reads 'N/A' (spec §2.5). */
export function itemCodeSpecs(code: ItemCode | undefined, t: SpecWords, availability?: AvailabilityRows) {
  const row = (label: string, value?: string | null): SpecRow => ({ label, value: shown(value, t.na) })
  const minimum = availability && minimumOrderText(code, availability.words, availability.locale)
  return {
    info: [
      row(t.itemCode, code?.itemCode),
      ...(availability?.withStatus ? [row(availability.words.label, availabilityText(code, availability.words, availability.locale))] : []),
      ...(availability && minimum ? [row(availability.words.minimumOrder, minimum)] : []),
      row(t.composition, code?.composition),
      row(t.type, code?.threadType),
      row(t.denier, code?.denier),
      row(t.length, code?.length),
      row(t.netWeight, code?.netWeight),
      row(t.grossWeight, code?.grossWeight),
      row(t.origin, code?.countryOfOrigin),
      row(t.otherInfo, code?.otherInformation),
    ],
    technical: [row(t.bleaching, code?.bleaching), row(t.ironing, code?.ironing), row(t.washing, code?.washingTemperature)],
    notes: code?.otherTechnicalInfo?.trim() ? { label: t.notes, value: code.otherTechnicalInfo } : undefined,
  }
}
