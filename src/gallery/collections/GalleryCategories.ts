import type { CollectionConfig } from 'payload'
import { isStaff, readBySiteOrAdmin } from '../../shared/access'
import { adminGroups, label } from '../../shared/admin-label'
import { displayOrderField } from '../../shared/fields/display-order'
import { validateLocalizedWith } from '../../shared/validation/payload-validate'
import { galleryCategoryNameSchema } from '../schemas'
import { orderedCollection } from '../../shared/ordering/ordered-collection'
import { cacheTags } from '../../shared/cache/tags'

export const GalleryCategories: CollectionConfig = orderedCollection(
  {
    slug: 'gallery-categories',
    labels: { singular: label('Gallery category', '資源庫類別'), plural: label('Gallery categories', '資源庫類別') },
    admin: {
      group: adminGroups.gallery,
      useAsTitle: 'name',
      defaultColumns: ['name', 'displayOrder', 'updatedAt'],
    },
    access: { read: readBySiteOrAdmin(), create: isStaff, update: isStaff, delete: isStaff },
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
  },
  {
    cacheTags: [cacheTags.gallery],
    panel: { savedMessage: 'kinsen:categoryOrderUpdated', failedMessage: 'kinsen:categoryOrderFailed' },
  },
)
