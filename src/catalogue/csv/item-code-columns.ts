import type { ItemCode } from '../../payload-types'

/**
 * How a column's cells are read and written: text as it is; the availability columns (issue 52.1)
 * each in their own form (availability-cells.ts): a choice by its value (`made-to-order`), weeks
 * and quantities as numbers, a day as YYYY-MM-DD, the replacement by its item code.
 */
type Kind = 'text' | 'availability' | 'weeks' | 'day' | 'code' | 'quantity' | 'unit'
type Column = { readonly column: string; readonly field: keyof ItemCode; readonly localized: boolean; readonly kind: Kind }

/**
 * The columns of the item-code CSV, in order: the file's header row uses these
 * names. A localized field has a second column for its Chinese text, named
 * with `_zh` (`composition_zh`), after the English ones.
 */
export const ITEM_CODE_COLUMNS = [
  { column: 'product_slug', field: 'product', localized: false, kind: 'text' },
  { column: 'item_code', field: 'itemCode', localized: false, kind: 'text' },
  { column: 'shade_hex', field: 'shadeHex', localized: false, kind: 'text' },
  { column: 'composition', field: 'composition', localized: true, kind: 'text' },
  { column: 'type', field: 'threadType', localized: true, kind: 'text' },
  { column: 'denier', field: 'denier', localized: true, kind: 'text' },
  { column: 'length', field: 'length', localized: true, kind: 'text' },
  { column: 'net_weight', field: 'netWeight', localized: true, kind: 'text' },
  { column: 'gross_weight', field: 'grossWeight', localized: true, kind: 'text' },
  { column: 'country_of_origin', field: 'countryOfOrigin', localized: true, kind: 'text' },
  { column: 'other_information', field: 'otherInformation', localized: true, kind: 'text' },
  { column: 'bleaching', field: 'bleaching', localized: true, kind: 'text' },
  { column: 'ironing', field: 'ironing', localized: true, kind: 'text' },
  { column: 'washing_temperature', field: 'washingTemperature', localized: true, kind: 'text' },
  { column: 'other_technical_info', field: 'otherTechnicalInfo', localized: true, kind: 'text' },
  { column: 'availability', field: 'availability', localized: false, kind: 'availability' },
  { column: 'lead_time_weeks', field: 'leadTimeWeeks', localized: false, kind: 'weeks' },
  { column: 'availability_note', field: 'availabilityNote', localized: true, kind: 'text' },
  { column: 'discontinued_on', field: 'discontinuedOn', localized: false, kind: 'day' },
  { column: 'replacement', field: 'replacement', localized: false, kind: 'code' },
  { column: 'minimum_order', field: 'minimumOrder', localized: false, kind: 'quantity' },
  { column: 'minimum_order_unit', field: 'minimumOrderUnit', localized: false, kind: 'unit' },
] as const satisfies readonly Column[]

export type ItemCodeColumn = (typeof ITEM_CODE_COLUMNS)[number]
/** The item-code fields whose text is kept per language. */
export type LocalizedItemCodeField = Extract<ItemCodeColumn, { localized: true }>['field']
/** The fields written as the text of their cell: every text column but the product, which the file names by slug. */
export type ItemCodeTextField = Exclude<Extract<ItemCodeColumn, { kind: 'text' }>['field'], 'product'>
/** The availability fields written from their cells' own forms (availability-cells.ts). */
export type AvailabilityField = Exclude<ItemCodeColumn['field'], ItemCodeTextField | 'product'>

export const LOCALIZED_COLUMNS = ITEM_CODE_COLUMNS.filter((entry): entry is Extract<ItemCodeColumn, { localized: true }> => entry.localized)
export const CHINESE_SUFFIX = '_zh'

/** The export's header: every column in English, then the Chinese columns. */
export const EXPORT_HEADER = [...ITEM_CODE_COLUMNS.map(({ column }) => column), ...LOCALIZED_COLUMNS.map(({ column }) => `${column}${CHINESE_SUFFIX}`)]

/** What a header cell stands for: a field, and the language of its text (null for the unlocalized ones). */
export type HeaderCell = { field: ItemCodeColumn['field']; locale: 'en' | 'zh-Hant' | null }

export function headerCell(name: string): HeaderCell | undefined {
  const plain = ITEM_CODE_COLUMNS.find(({ column }) => column === name)
  if (plain) return { field: plain.field, locale: plain.localized ? 'en' : null }
  const chinese = LOCALIZED_COLUMNS.find(({ column }) => `${column}${CHINESE_SUFFIX}` === name)
  return chinese ? { field: chinese.field, locale: 'zh-Hant' } : undefined
}
