import type { Field } from 'payload'
import { isStaffField, isStaffUser } from '../../shared/access'
import { quoteUrl } from '../printed'

/**
 * The buyer's private address of a sent quote, for the admin's "Open the buyer's page" and "Copy the
 * buyer's link" (issue 51.1): computed at each read (it is signed with the site's secret, never stored)
 * and given to staff only; a draft has none, since the buyer's page opens only what was sent.
 */
export const buyerLinkField: Field = {
  name: 'buyerLink',
  type: 'text',
  virtual: true,
  access: { read: isStaffField, create: () => false, update: () => false },
  admin: { hidden: true, disableListColumn: true, disableListFilter: true },
  hooks: {
    afterRead: [({ data, req }) => (data?.id && data.status && data.status !== 'draft' && isStaffUser(req.user) ? quoteUrl({ id: data.id, locale: data.locale }) : null)],
  },
}
