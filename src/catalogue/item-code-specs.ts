import type { Messages } from '../i18n/messages'
import type { ItemCode } from '../payload-types'
import type { SpecRow } from './components/SpecTabs'

const shown = (value: string | null | undefined, na: string) => (value && value.trim() ? value : na)

/** The rows of the two tabs for one item code; an empty value reads 'N/A' (spec §2.5). */
export function itemCodeSpecs(code: ItemCode | undefined, t: Messages['products']) {
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
