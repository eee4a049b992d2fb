import type { ItemCode } from '../../payload-types'

type Column = { readonly column: string; readonly field: keyof ItemCode; readonly localized: boolean }

/**
 * The columns of the item-code CSV, in order: the file's header row uses these
 * names. A localized field has a second column for its Chinese text, named
 * with `_zh` (`composition_zh`), after the English ones.
 */
export const ITEM_CODE_COLUMNS = [
  { column: 'product_slug', field: 'product', localized: false },
  { column: 'item_code', field: 'itemCode', localized: false },
  { column: 'shade_hex', field: 'shadeHex', localized: false },
  { column: 'composition', field: 'composition', localized: true },
  { column: 'type', field: 'threadType', localized: true },
  { column: 'denier', field: 'denier', localized: true },
  { column: 'length', field: 'length', localized: true },
  { column: 'net_weight', field: 'netWeight', localized: true },
  { column: 'gross_weight', field: 'grossWeight', localized: true },
  { column: 'country_of_origin', field: 'countryOfOrigin', localized: true },
  { column: 'other_information', field: 'otherInformation', localized: true },
  { column: 'bleaching', field: 'bleaching', localized: true },
  { column: 'ironing', field: 'ironing', localized: true },
  { column: 'washing_temperature', field: 'washingTemperature', localized: true },
  { column: 'other_technical_info', field: 'otherTechnicalInfo', localized: true },
] as const satisfies readonly Column[]

export type ItemCodeColumn = (typeof ITEM_CODE_COLUMNS)[number]
/** The item-code fields whose text is kept per language. */
export type LocalizedItemCodeField = Extract<ItemCodeColumn, { localized: true }>['field']
/** Every field of the CSV but the product, which the file names by slug. */
export type ItemCodeTextField = Exclude<ItemCodeColumn['field'], 'product'>

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
