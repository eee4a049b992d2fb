import type { ItemCode } from '../../payload-types'

/** One labelled value of an item code's specification. */
export type SpecRow = { label: string; value: string }

/** The words of the specification (the site's messages, `products`, in the page's language). */
type SpecWords = Record<
  'na' | 'itemCode' | 'composition' | 'type' | 'denier' | 'length' | 'netWeight' | 'grossWeight' | 'origin' | 'otherInfo' | 'bleaching' | 'ironing' | 'washing' | 'notes',
  string
>

const shown = (value: string | null | undefined, na: string) => (value && value.trim() ? value : na)

/** The rows of the two tabs for one item code; an empty value reads 'N/A' (spec §2.5). */
export function itemCodeSpecs(code: ItemCode | undefined, t: SpecWords) {
  const row = (label: string, value?: string | null): SpecRow => ({ label, value: shown(value, t.na) })
  return {
    info: [
      row(t.itemCode, code?.itemCode),
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
