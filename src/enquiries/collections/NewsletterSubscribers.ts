import type { CollectionConfig } from 'payload'
import { isStaff } from '../../shared/access'
import { adminGroups, label } from '../../shared/admin-label'
import { validateWith } from '../../shared/validation/payload-validate'
import { subscribeEndpoint } from '../endpoints/subscribe'
import { newsletterSchema, normaliseEmail } from '../schemas'

/** Visitors subscribe through the public subscribe endpoint, never through this collection's API. */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: label('Newsletter subscriber', '電子報訂閱者'), plural: label('Newsletter subscribers', '電子報訂閱者') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'email',
    defaultColumns: ['email', 'active', 'createdAt'],
    listSearchableFields: ['email'],
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  endpoints: [subscribeEndpoint],
  fields: [
    // A new subscriber's title in place of Payload's '[Untitled]' (issue 50.15).
    { name: 'newRecordTitle', type: 'ui', admin: { disableListColumn: true, components: { Field: { path: '/admin/FormHeading#NewRecordTitle', clientProps: { create: { en: 'Add a subscriber', zh: '新增訂閱者' } } } } } },
    {
      name: 'email',
      label: label('E-mail', '電郵'),
      type: 'email',
      required: true,
      unique: true,
      index: true,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseEmail(value) : value)] },
      validate: validateWith(newsletterSchema.shape.email),
    },
    {
      name: 'active',
      label: label('Active', '啟用'),
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', components: { Cell: '/admin/ActiveCell#ActiveCell' } },
    },
  ],
}
