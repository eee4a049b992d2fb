import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '../../shared/access'
import { reorderPanel } from '../../admin/reorder-panel-config'
import { label } from '../../shared/admin-label'
import { displayOrderField, placeNewRowLast } from '../../shared/fields/display-order'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { galleryCategoryNameSchema } from '../schemas'
import { revalidateCollection } from '../../shared/cache/revalidate'
import { reorderEndpoint } from '../../shared/ordering/reorder-endpoint'
import { cacheTags } from '../../shared/cache/tags'

const revalidation = revalidateCollection([cacheTags.gallery])

export const GalleryCategories: CollectionConfig = {
  slug: 'gallery-categories',
  labels: { singular: label('Gallery category', '資源庫類別'), plural: label('Gallery categories', '資源庫類別') },
  admin: {
    components: { beforeListTable: [reorderPanel({ collection: 'gallery-categories', titleField: 'name', savedMessage: 'Category order updated', failedMessage: 'Failed to update category order' })] },
    group: label('Gallery', '資源庫'),
    useAsTitle: 'name',
    defaultColumns: ['name', 'displayOrder', 'updatedAt'],
  },
  defaultSort: 'displayOrder',
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [reorderEndpoint('gallery-categories', [cacheTags.gallery])],
  hooks: {
    afterChange: [revalidation.afterChange],
    afterDelete: [revalidation.afterDelete],
    beforeChange: [placeNewRowLast],
  },
  fields: [
    {
      name: 'name',
      label: label('Name', '名稱'),
      type: 'text',
      localized: true,
      validate: validateLocalizedWith(galleryCategoryNameSchema),
    },
    displayOrderField(),
  ],
}
