import type { Access, CollectionConfig, Field, RowField, Validate } from 'payload'
import { duplicateMessage, isTakenByAnother } from '../../shared/fields/duplicate-check'
import { imageUpload } from '../../media/fields'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { localizedText as spec, localizedTextarea as specNote } from '../../shared/fields/localized-text'
import { validateOptionalWith, validateWith } from '../../shared/validation/payload-validate'
import { exportItemCodesEndpoint, importItemCodesEndpoint } from '../csv/item-code-csv-endpoints'
import { itemCodeProductSchema, itemCodeValueSchema, shadeHexSchema } from '../schemas'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { cacheTags } from '../../shared/cache/tags'
import { refreshMediaAfterChange, refreshMediaAfterDelete } from '../../media/usage-hooks'
import { refreshProductAfterCodeChange, refreshProductAfterCodeDelete } from '../search-details'
import { deleteCodeKeysAfterDelete, writeCodeKeysAfterChange } from '../code-keys'
import { availabilityFields, dropWhatAvailabilityExcludes } from './item-code-availability'

/** Visitors see the codes of Active products only. */
const ofActiveProducts: Access = () => ({ 'product.status': { equals: 'Active' } })

/** Specifications side by side in the form. */
const row = (...fields: Field[]): RowField => ({ type: 'row', fields })

const revalidation = revalidateCollection([cacheTags.itemCodes, cacheTags.itemCodeAvailability])

const relationId = (value: unknown): number | string | undefined => {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: number | string }).id
  return typeof value === 'number' || typeof value === 'string' ? value : undefined
}

/**
 * An item code is unique within its product: said in words before the
 * database's (product, itemCode) index would refuse it by a column name.
 */
const validateItemCode: Validate = async (value, { req, id, siblingData }) => {
  const invalid = validateWith(itemCodeValueSchema)(value)
  const product = relationId((siblingData as { product?: unknown } | undefined)?.product)
  if (invalid !== true || product === undefined || product === '') return invalid
  const code = String(value).trim()
  if (!(await isTakenByAnother(req, 'item-codes', { and: [{ product: { equals: product } }, { itemCode: { equals: String(value) } }] }, id))) return true
  return duplicateMessage(req, { en: `Item code ${code} already exists for this product`, zh: `此產品已有貨品編號 ${code}` })
}

export const ItemCodes: CollectionConfig = {
  slug: 'item-codes',
  labels: { singular: label('Item code', '貨品編號'), plural: label('Item codes', '貨品編號') },
  admin: {
    components: { beforeListTable: [{ path: '/admin/CsvToolbar#CsvToolbar', clientProps: { collection: 'item-codes' } }] },
    group: adminGroups.catalogue,
    useAsTitle: 'itemCode',
    defaultColumns: ['itemCode', 'product', 'availability', 'composition', 'denier', 'updatedAt'],
    listSearchableFields: ['itemCode'],
    // The list's own Edit on selected rows sets availability for many codes at once: said where it is used.
    description: bilingual(
      'Technical specifications and availability of each product variant. To change many at once, select them and choose Edit (with Lead time or Discontinued on when they need it).',
      '每個產品型號的技術規格及供應情況。如要一次修改多個，請選取後按「編輯」（按需要一併選擇交貨期或停產日期）。',
    ),
  },
  defaultSort: 'itemCode',
  access: { read: readBySiteOrAdmin(ofActiveProducts), create: isStaff, update: isStaff, delete: isStaff },
  indexes: [{ fields: ['product', 'itemCode'], unique: true }],
  endpoints: [exportItemCodesEndpoint, importItemCodesEndpoint],
  hooks: {
    beforeChange: [dropWhatAvailabilityExcludes],
    afterChange: [refreshMediaAfterChange, refreshProductAfterCodeChange, writeCodeKeysAfterChange, revalidation.afterChange],
    afterDelete: [refreshMediaAfterDelete, refreshProductAfterCodeDelete, deleteCodeKeysAfterDelete, revalidation.afterDelete],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          label: label('Product', '產品'),
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          validate: validateWith(itemCodeProductSchema),
        },
        {
          name: 'itemCode',
          label: label('Item code', '貨品編號'),
          type: 'text',
          required: true,
          index: true,
          validate: validateItemCode,
        },
        {
          name: 'shadeHex',
          label: label('Shade colour', '色調'),
          type: 'text',
          validate: validateOptionalWith(shadeHexSchema),
          admin: {
            description: bilingual('Optional, like #C9A227: shown as a swatch; the colour finder derives its family from it.', '選填，例如 #C9A227，會顯示為色板；顏色搜尋會據此判斷色系。'),
            components: { Cell: '/admin/ColourSwatchCell#ColourSwatchCell', afterInput: ['/colours/admin/ShadeSwatch#ShadeSwatch'] },
          },
        },
      ],
    },
    availabilityFields,
    imageUpload({ name: 'image', label: label('Image', '圖片') }),
    {
      type: 'collapsible',
      label: label('Product information', '產品資料'),
      fields: [
        row(spec('composition', 'Composition', '成分'), spec('threadType', 'Type', '類型'), spec('denier', 'Denier', '丹尼數')),
        row(spec('length', 'Length', '長度'), spec('netWeight', 'Net weight', '淨重'), spec('grossWeight', 'Gross weight', '毛重')),
        spec('countryOfOrigin', 'Country of origin', '原產地'),
        specNote('otherInformation', 'Other information', '其他資料'),
      ],
    },
    {
      type: 'collapsible',
      label: label('Technical details', '技術細節'),
      fields: [
        row(spec('bleaching', 'Bleaching', '漂白'), spec('ironing', 'Ironing', '熨燙'), spec('washingTemperature', 'Washing temperature', '洗滌溫度')),
        specNote('otherTechnicalInfo', 'Additional technical notes', '其他技術說明'),
      ],
    },
  ],
}
