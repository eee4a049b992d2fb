import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'
import { imageUpload, imageUploads, pdfUpload } from '../../media/fields'
import { activeOnly, readBySiteOrAdmin, isStaff, isStaffField } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { displayOrderField } from '../../shared/fields/display-order'
import { previewAt, previewLinksField } from '../../shared/preview/admin-preview'
import { slugField } from '../../shared/fields/slug'
import { statusField } from '../../shared/fields/status'
import { searchTextField } from '../../shared/fields/search-text'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { catalogueMessages, productNameSchema } from '../schemas'
import { orderedCollection } from '../../shared/ordering/ordered-collection'
import { cacheTags } from '../../shared/cache/tags'
import { refreshMediaAfterChange, refreshMediaAfterDelete } from '../../media/usage-hooks'
import { PRODUCT_DELETING, productCodeDetails } from '../search-details'

/**
 * A product's item codes have no meaning without it: they go in the same
 * transaction, under the item codes' own delete access for the person
 * deleting (a system delete, with no user, is not checked).
 */
const deleteItemCodes: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'item-codes', where: { product: { equals: id } }, req, overrideAccess: !req.user, context: { [PRODUCT_DELETING]: true } })
}

export const Products: CollectionConfig = orderedCollection(
  {
    slug: 'products',
    labels: { singular: label('Product', '產品'), plural: label('Products', '產品') },
    admin: {
      group: adminGroups.catalogue,
      useAsTitle: 'name',
      defaultColumns: ['name', 'status', 'categories', 'displayOrder', 'updatedAt'],
      listSearchableFields: ['name', 'slug'],
      preview: previewAt('products'),
    },
    access: { read: readBySiteOrAdmin(activeOnly), create: isStaff, update: isStaff, delete: isStaff },
    hooks: {
      afterChange: [refreshMediaAfterChange],
      afterDelete: [refreshMediaAfterDelete],
      beforeDelete: [deleteItemCodes],
    },
    fields: [
      {
        name: 'name',
        label: label('Name', '名稱'),
        type: 'text',
        localized: true,
        validate: validateLocalizedWith(productNameSchema),
      },
      slugField({
        requiredMessage: catalogueMessages.productNameAndSlugRequired,
        generateFrom: { field: 'name', fallbackPrefix: 'product', word: { en: 'name', zh: '名稱' } },
        duplicateMessage: { en: 'This slug is already used by another product', zh: '此網址代稱已被另一個產品使用' },
      }),
      statusField(),
      searchTextField(['name', 'description'], productCodeDetails),
      previewLinksField,
      displayOrderField(),
      {
        name: 'description',
        label: label('Short description', '簡介'),
        type: 'textarea',
        localized: true,
        admin: { description: bilingual('Shown on product cards and at the top of the product page.', '顯示於產品卡片及產品頁頂部。') },
      },
      {
        name: 'detailedDescription',
        label: label('Detailed description', '詳細描述'),
        type: 'textarea',
        localized: true,
        admin: { rows: 8 },
      },
      {
        name: 'categories',
        label: label('Categories', '類別'),
        type: 'relationship',
        relationTo: 'categories',
        hasMany: true,
        index: true,
      },
      {
        // The product's item codes, listed in its form; "Add new" opens the item-code form in a drawer
        // with this product already chosen. Virtual (no column): the item code holds the relationship.
        name: 'itemCodes',
        label: label('Item codes', '貨品編號'),
        type: 'join',
        collection: 'item-codes',
        on: 'product',
        defaultSort: 'itemCode',
        defaultLimit: 50,
        maxDepth: 1,
        // Only the admin form needs it; public reads list item codes themselves.
        access: { read: isStaffField },
        admin: {
          defaultColumns: ['itemCode', 'composition', 'threadType', 'shadeHex'],
          description: bilingual('Add or edit this product\'s item codes here.', '可在此新增或編輯此產品的貨品編號。'),
        },
      },
      imageUpload({ name: 'image', label: label('Main image', '主圖片') }),
      imageUploads({ name: 'images', label: label('More images', '其他圖片') }),
      pdfUpload({
        name: 'cataloguePdf',
        label: label('Catalogue PDF', '產品目錄 PDF'),
        admin: { description: bilingual('A PDF file only.', '只接受 PDF 檔案。') },
      }),
    ],
  },
  {
    cacheTags: [cacheTags.products, cacheTags.itemCodes],
    reorderExpires: [cacheTags.products],
    panel: { savedMessage: 'kinsen:productOrderUpdated', failedMessage: 'kinsen:productOrderFailed' },
  },
)
