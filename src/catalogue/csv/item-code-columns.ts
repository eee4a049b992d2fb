/** The columns of the item-code CSV, in order: the file's header row uses these names. */
export const ITEM_CODE_COLUMNS = [
  ['product_slug', 'product'],
  ['item_code', 'itemCode'],
  ['shade_hex', 'shadeHex'],
  ['composition', 'composition'],
  ['type', 'threadType'],
  ['denier', 'denier'],
  ['length', 'length'],
  ['net_weight', 'netWeight'],
  ['gross_weight', 'grossWeight'],
  ['country_of_origin', 'countryOfOrigin'],
  ['other_information', 'otherInformation'],
  ['bleaching', 'bleaching'],
  ['ironing', 'ironing'],
  ['washing_temperature', 'washingTemperature'],
  ['other_technical_info', 'otherTechnicalInfo'],
] as const

export type ItemCodeField = (typeof ITEM_CODE_COLUMNS)[number][1]
