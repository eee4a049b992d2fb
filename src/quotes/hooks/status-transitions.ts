import type { CollectionBeforeChangeHook } from 'payload'
import type { Quote } from '../../payload-types'
import type { QuoteContext } from './prepare-new-quote'

/** Fields only the quote's actions write (send, accept, revise): a save of the form never changes them. */
const KEPT: (keyof Quote)[] = ['status', 'number', 'revision', 'reference', 'request', 'company', 'name', 'email', 'sentAt', 'acceptedAt', 'acceptedName', 'purchaseOrder', 'printed']

/**
 * A quote's status and record change only by its actions (`req.context.quoteAction`, set by the send
 * and revise endpoints and the buyer's acceptance): an edit of a draft through the admin or the REST
 * API keeps them as they were, whatever it sends.
 */
export const keepStatusTransitions: CollectionBeforeChangeHook<Quote> = ({ data, operation, originalDoc, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if ((req.context as QuoteContext).quoteAction) return data
  const kept = Object.fromEntries(KEPT.filter((field) => field in originalDoc).map((field) => [field, originalDoc[field]]))
  return { ...data, ...kept }
}
