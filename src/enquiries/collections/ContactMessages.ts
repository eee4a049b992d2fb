import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { deliveryFields } from '../../platform/outbox/delivery-fields'
import { readableLabelled } from '../../shared/fields/readable'
import { validateWith } from '../../shared/validation/payload-validate'
import { contactEndpoint } from '../endpoints/contact'
import { resendEndpoint } from '../endpoints/resend'
import { contactSchema } from '../schemas'

/**
 * Every message from the contact form, stored before any delivery is tried so
 * that nothing is lost when mail fails. Delivery status and attempts are kept
 * by the sending job; an administrator reads and may delete, never forge.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: label('Contact message', '聯絡訊息'), plural: label('Contact messages', '聯絡訊息') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'deliveryStatus', 'nextAttemptAt', 'createdAt'],
    listSearchableFields: ['subject', 'name', 'email'],
    // Nothing here is edited by hand; delivery changes through Resend.
    components: { edit: { SaveButton: '/enquiries/admin/NoSaveButton#NoSaveButton' } },
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  endpoints: [contactEndpoint, resendEndpoint],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', ...readableLabelled('Name', '姓名'), type: 'text', required: true, validate: validateWith(contactSchema.shape.name) },
        { name: 'email', ...readableLabelled('E-mail', '電郵', { replySubjectField: 'subject' }), type: 'email', required: true, validate: validateWith(contactSchema.shape.email) },
      ],
    },
    { name: 'subject', ...readableLabelled('Subject', '主題'), type: 'text', required: true, validate: validateWith(contactSchema.shape.subject) },
    { name: 'message', ...readableLabelled('Message', '訊息'), type: 'textarea', required: true, validate: validateWith(contactSchema.shape.message) },
    {
      name: 'locale',
      type: 'text',
      // The language in words, in the administrator's language.
      ...readableLabelled('Site language', '網站語言', { words: { en: bilingual('English', '英文'), 'zh-Hant': bilingual('Traditional Chinese', '繁體中文'), 'zh-Hans': bilingual('Simplified Chinese', '簡體中文') } }, 'sidebar'),
    },
    { name: 'recipient', ...readableLabelled('Sent to', '收件人', {}, 'sidebar'), type: 'email' },
    ...deliveryFields([{ name: 'resend', type: 'ui', admin: { position: 'sidebar', components: { Field: '/enquiries/admin/ResendButton#ResendButton' } } }]),
  ],
}
