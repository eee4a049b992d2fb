import type { CollectionConfig } from 'payload'
import { isStaff, nobody } from '../../shared/access'
import { adminGroups, bilingual, label } from '../../shared/admin-label'
import { validateWith } from '../../shared/validation/payload-validate'
import { deliveryFields } from '../../platform/outbox/delivery-fields'
import { readableLabelled } from '../../shared/fields/readable'
import { en } from '../../i18n/messages/en'
import { exportRequestsEndpoint } from '../endpoints/export'
import { submitRequestEndpoint } from '../endpoints/submit'
import { REQUEST_STATUSES } from '../request-status'
import { AVAILABILITIES } from '../../shared/item-codes/availability'
import { requestSchema } from '../schemas'
import { keepQuotedRequests } from '../hooks/keep-quoted-requests'

const schema = requestSchema(en.requests.errors)

/**
 * Sample and quote requests from the request list (/request): stored with
 * their lines as they were when sent (product, item code and specification
 * copied, so a later edit of the catalogue does not change what was asked),
 * then mailed by the contact queue. An administrator follows them up by status.
 */
export const Requests: CollectionConfig = {
  slug: 'requests',
  labels: { singular: label('Request', '樣本及報價查詢'), plural: label('Requests', '樣本及報價查詢') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'subject',
    defaultColumns: ['reference', 'subject', 'company', 'email', 'status', 'deliveryStatus', 'createdAt'],
    listSearchableFields: ['reference', 'subject', 'name', 'company', 'email'],
    components: {
      beforeListTable: ['/requests/admin/RequestsToolbar#RequestsToolbar'],
      // Prepare quote (issue 51.1), beside Save; the quotes already prepared are listed above the form (requestQuotes).
      edit: { beforeDocumentControls: ['/requests/admin/PrepareQuoteButton#PrepareQuoteButton'] },
    },
  },
  defaultSort: '-createdAt',
  // Created only through the request form's endpoints; an administrator reads, sets the status, deletes.
  access: { read: isStaff, create: nobody, update: isStaff, delete: isStaff },
  endpoints: [submitRequestEndpoint, exportRequestsEndpoint],
  hooks: { beforeDelete: [keepQuotedRequests] },
  fields: [
    { name: 'requestQuotes', type: 'ui', admin: { disableListColumn: true, components: { Field: '/requests/admin/RequestQuotes#RequestQuotes' } } },
    {
      name: 'status',
      label: label('Status', '狀態'),
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: REQUEST_STATUSES.map(({ value, en: english, zh }) => ({ value, label: label(english, zh) })),
    },
    {
      // R-2026-0007: given when the request arrives (../reference.ts), never given again.
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      // Always set when a request is stored (and on older ones by the migration): sorts as it is.
      custom: { neverEmpty: true },
      ...readableLabelled('Reference', '查詢編號', {}, 'sidebar'),
    },
    { name: 'subject', ...readableLabelled('Subject', '主題'), type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'name', ...readableLabelled('Name', '姓名'), type: 'text', required: true, validate: validateWith(schema.shape.name) },
        { name: 'company', ...readableLabelled('Company', '公司'), type: 'text', required: true, validate: validateWith(schema.shape.company) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', ...readableLabelled('E-mail', '電郵', { replySubjectField: 'subject' }), type: 'email', required: true, validate: validateWith(schema.shape.email) },
        { name: 'phone', ...readableLabelled('Phone', '電話'), type: 'text' },
        { name: 'country', ...readableLabelled('Country', '國家／地區'), type: 'text', required: true },
      ],
    },
    { name: 'message', ...readableLabelled('Message', '訊息'), type: 'textarea', required: true, validate: validateWith(schema.shape.message) },
    {
      name: 'lines',
      label: label('Lines', '查詢項目'),
      type: 'array',
      required: true,
      minRows: 1,
      admin: { readOnly: true, components: { Field: '/requests/admin/RequestLinesField#RequestLinesField' } },
      fields: [
        { name: 'product', label: label('Product', '產品'), type: 'relationship', relationTo: 'products' },
        { name: 'itemCode', label: label('Item code', '貨品編號'), type: 'relationship', relationTo: 'item-codes' },
        // Copied when the request arrived: the names and specification as the buyer saw them.
        { name: 'productName', label: label('Product name', '產品名稱'), type: 'text', required: true },
        { name: 'itemCodeText', label: label('Item code as sent', '發送時的貨品編號'), type: 'text' },
        { name: 'specification', label: label('Specification', '規格'), type: 'textarea' },
        {
          name: 'kind',
          label: label('Request', '查詢類別'),
          type: 'select',
          required: true,
          options: [
            { value: 'samples', label: label('Samples', '樣本') },
            { value: 'quote', label: label('Quote', '報價') },
          ],
        },
        { name: 'quantity', label: label('Quantity', '數量'), type: 'number', required: true, min: 1 },
        {
          name: 'unit',
          label: label('Unit', '單位'),
          type: 'select',
          required: true,
          options: [
            { value: 'cones', label: label('cones', '筒') },
            { value: 'metres', label: label('metres', '米') },
          ],
        },
        { name: 'note', label: label('Note', '備註'), type: 'text' },
        // The item code's availability when the request was sent (issue 52), which the mails and the buyer's
        // summary say; what it is now is the item code's own. None for a line in any shade, or sent before.
        {
          name: 'availability',
          label: label('Availability when sent', '發送時的供應情況'),
          type: 'select',
          options: AVAILABILITIES.map(({ value, en: english, zh }) => ({ value, label: label(english, zh) })),
        },
        { name: 'leadTimeWeeks', label: label('Lead time when sent (weeks)', '發送時的交貨期（星期）'), type: 'number' },
        { name: 'availabilityNote', label: label('Availability note when sent', '發送時的供應備註'), type: 'text' },
        { name: 'discontinuedOn', label: label('Discontinued on', '停產日期'), type: 'date' },
      ],
    },
    {
      name: 'locale',
      type: 'text',
      ...readableLabelled('Site language', '網站語言', { words: { en: bilingual('English', '英文'), 'zh-Hant': bilingual('Traditional Chinese', '繁體中文'), 'zh-Hans': bilingual('Simplified Chinese', '簡體中文') } }, 'sidebar'),
    },
    { name: 'recipient', ...readableLabelled('Sent to', '收件人', {}, 'sidebar'), type: 'email' },
    // Whether the buyer's copy was queued, which the buyer's summary page says (src/requests/receipt.ts).
    { name: 'copyQueued', type: 'checkbox', defaultValue: false, access: { update: () => false }, admin: { hidden: true } },
    // The form's own random key: the same form sent again (a timeout, a second click) is the same request (issue 50.17).
    { name: 'submissionKey', type: 'text', unique: true, access: { read: () => false, update: () => false }, admin: { hidden: true } },
    ...deliveryFields(),
  ],
}
