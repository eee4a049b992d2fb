import type { Field } from 'payload'
import { label, labelledOptions } from '../../shared/admin-label'
import { QUOTE_STATUSES } from '../options'
import { isExpired } from '../validity'

/** What the list and the dashboard show: the stored status, or Expired for a sent quote past its validity (read at each read, never stored). */
export const QUOTE_STATES = [...QUOTE_STATUSES, { value: 'expired', en: 'Expired', zh: '已過期' }] as const

export const quoteStateField: Field = {
  name: 'state',
  label: label('Status', '狀態'),
  type: 'select',
  virtual: true,
  options: labelledOptions(QUOTE_STATES),
  // Shown in the sidebar and the list; the list filters by the stored status (Quotes.ts).
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
  hooks: {
    afterRead: [({ siblingData }) => (siblingData?.status === 'sent' && isExpired(siblingData.validUntil) ? 'expired' : siblingData?.status)],
  },
}
