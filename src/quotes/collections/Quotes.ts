import type { CollectionConfig, Field } from 'payload'
import { isStaff, isStaffUser } from '../../shared/access'
import { adminGroups, bilingual, label, labelledOptions } from '../../shared/admin-label'
import { readableLabelled } from '../../shared/fields/readable'
import { deliveryFields } from '../../platform/outbox/delivery-fields'
import { CURRENCIES, DELIVERY_TERMS, LEAD_TIME_UNITS, PAYMENT_TERMS, PRICE_UNITS, QUOTE_STATUSES } from '../options'
import { keepStatusTransitions } from '../hooks/status-transitions'
import { computeTotals } from '../hooks/compute-totals'
import { prepareNewQuote } from '../hooks/prepare-new-quote'
import { quoteStateField } from '../hooks/quote-state'
import { settingsDefault } from '../quote-defaults'
import { defaultValidUntil } from '../validity'
import { buyerLinkField } from '../hooks/buyer-link'
import { quotePdfEndpoint } from '../endpoints/pdf'
import { reviseQuoteEndpoint } from '../endpoints/revise'
import { sendQuoteEndpoint } from '../endpoints/send'


/** Only a draft is edited or deleted: a sent quote is history, and a revision replaces it (issue 51.1). */
const draftsOfStaff = ({ req }: { req: { user?: unknown } }) => (isStaffUser(req.user) ? { status: { equals: 'draft' } } : false)

const lineFields: Field[] = [
  // Copied from the request's line when the quote is prepared: what the buyer asked for.
  {
    type: 'row',
    fields: [
      { name: 'productName', ...readableLabelled('Product', '產品'), type: 'text', required: true },
      { name: 'itemCodeText', ...readableLabelled('Item code', '貨品編號'), type: 'text' },
      {
        name: 'kind',
        ...readableLabelled('Asked for', '查詢類別', { words: { samples: bilingual('Samples', '樣本'), quote: bilingual('Quote', '報價') } }),
        type: 'select',
        options: [{ value: 'samples', label: label('Samples', '樣本') }, { value: 'quote', label: label('Quote', '報價') }],
      },
      { name: 'requestedQuantity', ...readableLabelled('Quantity asked', '查詢數量'), type: 'number' },
      {
        name: 'requestedUnit',
        ...readableLabelled('Unit asked', '查詢單位', { words: { cones: bilingual('cones', '筒'), metres: bilingual('metres', '米') } }),
        type: 'select',
        options: [{ value: 'cones', label: label('cones', '筒') }, { value: 'metres', label: label('metres', '米') }],
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'quantity', label: label('Quantity quoted', '報價數量'), type: 'number', required: true, min: 0.001, admin: { width: '18%', step: 1 } },
      { name: 'priceUnit', label: label('Price unit', '價格單位'), type: 'select', required: true, defaultValue: 'cone', options: labelledOptions(PRICE_UNITS), admin: { width: '18%' } },
      { name: 'unitPrice', label: label('Unit price', '單價'), type: 'number', min: 0, admin: { width: '18%', step: 0.01, condition: (_, line) => !line?.free } },
      { name: 'currency', label: label('Currency', '貨幣'), type: 'select', required: true, defaultValue: settingsDefault('currency'), options: labelledOptions(CURRENCIES), admin: { width: '22%' } },
      {
        name: 'free',
        label: label('Free of charge', '免費'),
        type: 'checkbox',
        defaultValue: false,
        admin: { width: '18%', description: bilingual('Samples sent free: no price, not in the totals.', '免費寄出的樣本：不計價，不計入總額。') },
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'minimumOrder', label: label('Minimum order (in the price unit)', '最低訂購量（以價格單位計）'), type: 'number', min: 0, admin: { width: '30%' } },
      { name: 'leadTime', label: label('Lead time', '交貨期'), type: 'number', min: 0, admin: { width: '20%' } },
      { name: 'leadTimeUnit', label: label('Lead time in', '交貨期單位'), type: 'select', defaultValue: 'weeks', options: labelledOptions(LEAD_TIME_UNITS), admin: { width: '20%' } },
      { name: 'amount', ...readableLabelled('Amount (computed)', '金額（自動計算）'), type: 'number' },
    ],
  },
  { name: 'note', label: label('Note to the buyer', '給買家的備註'), type: 'text' },
]

/**
 * Quotes priced from a buyer's request (issue 51): prepared as a draft by staff (editors and
 * administrators), sent as a PDF in the buyer's language through the outbox, then never changed;
 * a revision (Q-2026-0042-R1) replaces a sent one. The buyer accepts or asks a question on the
 * quote's private page (src/quotes/link.ts). Totals per currency are computed, never typed.
 */
export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: label('Quote', '報價單'), plural: label('Quotes', '報價單') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'company', 'state', 'totalsText', 'validUntil', 'deliveryStatus', 'updatedAt'],
    listSearchableFields: ['reference', 'company', 'email'],
    components: { edit: { beforeDocumentControls: ['/quotes/admin/QuoteActionsServer#QuoteActionsServer'] } },
  },
  defaultSort: '-updatedAt',
  // A quote is prepared from a request or revised, never copied: Payload's Duplicate of a sent quote made
  // a draft with a new number that still carried the first one's sending (sent at, the frozen letterhead).
  disableDuplicate: true,
  access: { read: isStaff, create: isStaff, update: draftsOfStaff, delete: draftsOfStaff },
  endpoints: [sendQuoteEndpoint, reviseQuoteEndpoint, quotePdfEndpoint],
  hooks: {
    beforeChange: [prepareNewQuote, keepStatusTransitions, computeTotals],
  },
  fields: [
    // Above the form: on a sent quote when it was sent, that it cannot change, the buyer's page and acceptance; on a new one, what to do first.
    { name: 'quoteBanner', type: 'ui', admin: { disableListColumn: true, components: { Field: '/quotes/admin/QuoteBanner#QuoteBanner' } } },
    quoteStateField,
    {
      name: 'status',
      label: label('Status', '狀態'),
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: labelledOptions(QUOTE_STATUSES),
      // Filtered by in the list; shown as the state above (Expired read from the validity).
      admin: { readOnly: true, disableListColumn: true, condition: () => false },
    },
    { name: 'reference', ...readableLabelled('Quote reference', '報價編號', {}, 'sidebar'), type: 'text', unique: true, index: true },
    { name: 'number', type: 'text', index: true, admin: { hidden: true } },
    { name: 'revision', type: 'number', defaultValue: 0, admin: { hidden: true } },
    {
      name: 'request',
      label: label('Request', '查詢'),
      type: 'relationship',
      relationTo: 'requests',
      required: true,
      index: true,
      admin: { position: 'sidebar', allowCreate: false, allowEdit: false, description: bilingual('The request this quote answers; its lines are copied into the quote.', '此報價回覆的查詢；查詢項目會複製到報價單。') },
    },
    {
      type: 'row',
      fields: [
        { name: 'company', ...readableLabelled('Company', '公司'), type: 'text' },
        { name: 'name', ...readableLabelled('Buyer', '買家'), type: 'text' },
        { name: 'email', ...readableLabelled('E-mail', '電郵'), type: 'email' },
      ],
    },
    {
      name: 'locale',
      label: label("Buyer's language", '買家語言'),
      type: 'select',
      required: true,
      defaultValue: 'en',
      options: [
        { value: 'en', label: label('English', '英文') },
        { value: 'zh-Hant', label: label('Traditional Chinese', '繁體中文') },
        { value: 'zh-Hans', label: label('Simplified Chinese', '簡體中文') },
      ],
      admin: { description: bilingual('The language of the PDF, the mail and the buyer’s page: the one the request was sent in.', 'PDF、電郵及買家頁面的語言：即查詢所用的語言。') },
    },
    {
      name: 'lines',
      label: label('Lines', '報價項目'),
      // Each row is titled by these ('Line 01', '項目 01'); without them Payload makes an English word of the field's name.
      labels: { singular: label('Line', '項目'), plural: label('Lines', '報價項目') },
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: false },
      fields: lineFields,
    },
    {
      name: 'totals',
      label: label('Totals (computed)', '總額（自動計算）'),
      type: 'array',
      admin: { readOnly: true, components: { Field: '/quotes/admin/QuoteTotalsField#QuoteTotalsField' } },
      fields: [
        { name: 'currency', type: 'text', required: true },
        { name: 'amount', type: 'number', required: true },
      ],
    },
    { name: 'totalsText', label: label('Totals', '總額'), type: 'text', admin: { hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'validUntil', label: label('Valid until', '有效期至'), type: 'date', required: true, defaultValue: () => defaultValidUntil(), admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, width: '25%' } },
        { name: 'deliveryTerms', label: label('Delivery terms', '交貨條款'), type: 'select', required: true, defaultValue: settingsDefault('deliveryTerms'), options: labelledOptions(DELIVERY_TERMS), admin: { width: '40%' } },
        {
          name: 'deliveryPlace',
          label: label('Named port or place', '指定港口或地點'),
          type: 'text',
          admin: { width: '35%', condition: (data) => ['CFR', 'CIF', 'DAP', 'DDP'].includes(data?.deliveryTerms) },
        },
      ],
    },
    { name: 'paymentTerms', label: label('Payment terms', '付款條款'), type: 'select', required: true, defaultValue: settingsDefault('paymentTerms'), options: labelledOptions(PAYMENT_TERMS) },
    {
      name: 'message',
      label: label('Message to the buyer', '給買家的訊息'),
      type: 'textarea',
      admin: { description: bilingual('Printed above the lines, in the buyer’s language as you write it.', '印在報價項目之上，請以買家的語言撰寫。') },
    },
    // Set by the actions, never typed (hooks/status-transitions.ts).
    { name: 'sentAt', ...readableLabelled('Sent at', '發送時間', { format: 'date-time' }, 'sidebar'), type: 'date' },
    { name: 'acceptedAt', ...readableLabelled('Accepted at', '接受時間', { format: 'date-time' }, 'sidebar'), type: 'date' },
    { name: 'acceptedName', ...readableLabelled('Accepted by', '接受人', {}, 'sidebar'), type: 'text' },
    { name: 'purchaseOrder', ...readableLabelled('Purchase order', '採購單編號', {}, 'sidebar'), type: 'text' },
    // The letterhead and the words as they were when the quote was sent: the PDF is drawn again from it, the same.
    { name: 'printed', type: 'json', admin: { hidden: true } },
    buyerLinkField,
    // Idle while a draft: the outbox sends a quote only once Send made it Waiting (actions.ts).
    ...deliveryFields([], { startsIdle: true }),
  ],
}
