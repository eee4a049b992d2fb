import type { CollectionConfig } from 'payload'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { displayOrderField } from '../../shared/fields/display-order'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { productCategorySchema } from '../schemas'
import { orderedCollection } from '../../shared/ordering/ordered-collection'
import { cacheTags } from '../../shared/cache/tags'

export const ProductCategories: CollectionConfig = orderedCollection(
  {
    slug: 'categories',
    labels: { singular: label('Category', '類別'), plural: label('Product categories', '產品類別') },
    admin: {
      group: adminGroups.catalogue,
      useAsTitle: 'name',
      defaultColumns: ['name', 'displayOrder', 'updatedAt'],
      description: bilingual(
        'Deleting a category removes it from the products assigned to it; the products themselves are kept.',
        '刪除類別會將其從已分配的產品中移除，產品本身會保留。',
      ),
    },
    access: { read: readBySiteOrAdmin(), create: isStaff, update: isStaff, delete: isStaff },
    fields: [
      {
        name: 'name',
        label: label('Name', '名稱'),
        type: 'text',
        localized: true,
        validate: validateLocalizedWith(productCategorySchema.shape.name),
      },
      { name: 'description', label: label('Description', '描述'), type: 'textarea', localized: true },
      displayOrderField(),
    ],
  },
  {
    cacheTags: [cacheTags.categories, cacheTags.products],
    panel: { savedMessage: 'kinsen:categoryOrderUpdated', failedMessage: 'kinsen:categoryOrderFailed' },
  },
)
