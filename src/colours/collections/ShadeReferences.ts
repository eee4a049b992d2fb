import type { CollectionConfig } from 'payload'
import { anyone, isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { cacheTags } from '../../shared/cache/tags'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { shadeReferenceMessages } from '../references/messages'
import { exportShadeReferencesEndpoint, importShadeReferencesEndpoint, REFERENCE_COLUMNS } from '../references/csv-endpoints'

const HEX = /^#[0-9a-fA-F]{6}$/
const expireReferences = revalidateCollection([cacheTags.shadeReferences])

/**
 * Other brands' shades (issue 30.1): the reference table a buyer's "Madeira 4006" or "Pantone 871 C"
 * is looked up in, each with its colour, so the site answers with the nearest KINSEN item codes;
 * an administrator may pin a hand-picked equivalent, shown first. Public to the site's own reads
 * (the conversion page, the search, the colour finder), written by staff; CSV in and out above the list.
 */
export const ShadeReferences: CollectionConfig = {
  slug: 'shade-references',
  labels: { singular: label('Other brand shade', '其他品牌色號'), plural: label('Shade conversion', '色號對照') },
  admin: {
    group: adminGroups.catalogue,
    useAsTitle: 'code',
    defaultColumns: ['brand', 'line', 'code', 'name', 'hex', 'equivalent'],
    listSearchableFields: ['brand', 'line', 'code'],
    description: bilingual(
      "Other brands' shade numbers a buyer may arrive with. The site shows each one's nearest KINSEN item codes by colour, or the pinned equivalent first. Import or export them as CSV above the list.",
      '買家可能提及的其他品牌色號。網站會按顏色顯示最接近的金泉貨品編號，如已指定對應色號則優先顯示。可於列表上方以 CSV 匯入或匯出。',
    ),
    components: { beforeListTable: [{ path: '/admin/CsvToolbar#CsvToolbar', clientProps: { collection: 'shade-references', hintKey: 'kinsen:shadeReferencesCsvHint', columns: [...REFERENCE_COLUMNS] } }] },
  },
  // The conversion chart's order in the admin's list too.
  defaultSort: 'brand',
  access: { read: readBySiteOrAdmin(anyone), create: isStaff, update: isStaff, delete: isStaff },
  hooks: { afterChange: [expireReferences.afterChange], afterDelete: [expireReferences.afterDelete] },
  endpoints: [exportShadeReferencesEndpoint, importShadeReferencesEndpoint],
  fields: [
    // A new record's title ('Add a document') in place of Payload's '[Untitled]' (issue 50.15).
    { name: 'newRecordTitle', type: 'ui', admin: { disableListColumn: true, components: { Field: { path: '/admin/FormHeading#NewRecordTitle', clientProps: { create: { en: 'Add another brand\'s shade', zh: '新增其他品牌色號' } } } } } },
    {
      type: 'row',
      fields: [
        { name: 'brand', label: label('Brand', '品牌'), type: 'text', required: true, index: true, maxLength: 60 },
        { name: 'line', label: label('Line', '系列'), type: 'text', maxLength: 80 },
        { name: 'code', label: label('Shade code', '色號'), type: 'text', required: true, index: true, maxLength: 40 },
      ],
    },
    { name: 'name', label: label('Shade name', '顏色名稱'), type: 'text', localized: true, maxLength: 80 },
    {
      name: 'hex',
      label: label('Colour (hex)', '顏色（十六進位）'),
      type: 'text',
      required: true,
      admin: {
        placeholder: '#C9A227',
        components: { Cell: '/admin/ColourSwatchCell#ColourSwatchCell', afterInput: [{ path: '/colours/admin/ShadeSwatch#ShadeSwatch', clientProps: { field: 'hex' } }] },
      },
      validate: (value: unknown) => (typeof value === 'string' && HEX.test(value.trim()) ? true : shadeReferenceMessages.hexFormat),
    },
    {
      name: 'equivalent',
      label: label('Pinned KINSEN equivalent', '指定的金泉對應色號'),
      type: 'relationship',
      relationTo: 'item-codes',
      admin: {
        description: bilingual('Shown first, before the nearest codes by colour. Leave empty to show the nearest by colour only.', '會優先顯示於按顏色計算的最接近色號之前。留空則只按顏色顯示。'),
      },
    },
    {
      name: 'demo',
      label: label('Demo reference (example data, not a published chart)', '示範資料（範例，並非正式對照表）'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
  ],
}
