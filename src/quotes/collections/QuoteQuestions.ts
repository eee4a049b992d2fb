import type { CollectionConfig } from 'payload'
import { isAdministrator, isStaff, nobody } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { readableLabelled } from '../../shared/fields/readable'
import { deliveryFields } from '../../platform/outbox/delivery-fields'

/**
 * A buyer's question on a quote, asked on the quote's private page (src/quotes/buyer): stored, then
 * mailed to the owner through the outbox with the buyer's address to reply to. Staff tick Answered
 * once they replied; the dashboard's "Waiting for me" counts the others.
 */
export const QuoteQuestions: CollectionConfig = {
  slug: 'quote-questions',
  labels: { singular: label('Question on a quote', '報價查詢問題'), plural: label('Questions on quotes', '報價查詢問題') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'quoteReference',
    defaultColumns: ['quoteReference', 'company', 'message', 'answered', 'deliveryStatus', 'createdAt'],
    listSearchableFields: ['quoteReference', 'company', 'email'],
  },
  defaultSort: '-createdAt',
  // Created only by the buyer's page; staff read them and mark them answered.
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdministrator },
  fields: [
    {
      name: 'answered',
      label: label('Answered', '已回覆'),
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: bilingual('Tick once you have replied to the buyer.', '回覆買家後請剔選。') },
    },
    { name: 'quote', label: label('Quote', '報價單'), type: 'relationship', relationTo: 'quotes', required: true, index: true, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'quoteReference', ...readableLabelled('Quote reference', '報價編號'), type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'company', ...readableLabelled('Company', '公司'), type: 'text' },
        { name: 'email', ...readableLabelled('E-mail', '電郵', { replySubjectField: 'quoteReference' }), type: 'email' },
      ],
    },
    { name: 'message', ...readableLabelled('Question', '問題'), type: 'textarea', required: true },
    { name: 'locale', ...readableLabelled('Site language', '網站語言', {}, 'sidebar'), type: 'text' },
    { name: 'recipient', ...readableLabelled('Sent to', '收件人', {}, 'sidebar'), type: 'email' },
    ...deliveryFields(),
  ],
}
