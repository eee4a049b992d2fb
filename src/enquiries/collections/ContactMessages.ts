import type { CollectionConfig } from 'payload'
import { isAdmin, nobody } from '../../shared/access'
import { adminGroups, bilingual, label, plainLabel, type AdminLabel } from '../../shared/admin-label'
import { validateWith } from '../../shared/validation/payload-validate'
import { contactEndpoint } from '../endpoints/contact'
import { resendEndpoint } from '../endpoints/resend'
import { contactSchema } from '../schemas'

/**
 * Shown as readable text (see admin/ReadableField). The component writes the
 * label itself, in the administrator's language, from its two texts: Payload
 * caches a form's field map per collection, not per interface language, and
 * the field's own label stays a function so that list columns read a name.
 */
const readable = (fieldLabel: AdminLabel, clientProps: Record<string, unknown> = {}) => ({
  readOnly: true,
  custom: { labelInComponent: true },
  components: { Field: { path: '/enquiries/admin/ReadableField#ReadableField', clientProps: { labels: plainLabel(fieldLabel), ...clientProps } } },
})

/** A readable field: its label, and its admin settings from readable(). */
const readableLabelled = (en: string, zhTW: string, clientProps?: Record<string, unknown>, position?: 'sidebar') => {
  const fieldLabel = label(en, zhTW)
  return { label: fieldLabel, admin: { ...readable(fieldLabel, clientProps), ...(position ? { position } : {}) } }
}

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
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
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
      ...readableLabelled('Site language', '網站語言', { words: { en: bilingual('English', '英文'), 'zh-Hant': bilingual('Traditional Chinese', '繁體中文') } }, 'sidebar'),
    },
    { name: 'recipient', ...readableLabelled('Sent to', '收件人', {}, 'sidebar'), type: 'email' },
    {
      name: 'deliveryStatus',
      label: label('Delivery', '傳送狀態'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: label('Waiting to send', '等待傳送') },
        { value: 'retrying', label: label('Retrying: not sent yet, see next try', '重試中：尚未傳送，見下次嘗試時間') },
        { value: 'sent', label: label('Sent', '已傳送') },
        { value: 'failed', label: label('Failed: gave up after retrying for days', '傳送失敗：多日重試後放棄') },
        { value: 'not-configured', label: label('Not sent: no mail server configured', '未傳送：未設定郵件伺服器') },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'resend',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/enquiries/admin/ResendButton#ResendButton' } },
    },
    {
      name: 'nextAttemptAt',
      label: label('Next try at', '下次嘗試時間'),
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, condition: (data) => data?.deliveryStatus === 'retrying' },
    },
    { name: 'attempts', label: label('Attempts', '嘗試次數'), type: 'number', defaultValue: 0, min: 0, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lastAttemptAt', label: label('Last try at', '最後嘗試時間'), type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastError', label: label('Last error', '最後錯誤'), type: 'textarea', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'deliveredAt', label: label('Delivered at', '傳送時間'), type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'deliveryStartedAt',
      label: label('Sending since', '開始傳送時間'),
      type: 'date',
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: bilingual('When sending began. If the message still cannot be sent 3 days later, retries stop and it is marked Failed.', '開始傳送的時間。如三天後仍未能傳送，系統會停止重試並標示為傳送失敗。'),
      },
    },
  ],
}
