import type { PayloadRequest } from 'payload'
import { inTransaction } from '../../platform/database/in-transaction'
import type { Quote } from '../../payload-types'
import type { QuoteContext } from '../hooks/prepare-new-quote'
import { quoteAcceptedMail } from '../jobs/quote-mails'
import { holdQuoteLock, prepareQuoteLock } from '../quote-lock'
import { isExpired } from '../validity'
import type { AcceptInput } from './schemas'

/**
 * What became of an acceptance: done now, done before (a second click, another tab: the page
 * shows it accepted, no error), past its validity, or no longer open (replaced by a revision).
 */
export type AcceptOutcome = { kind: 'accepted' | 'already' | 'refused' | 'gone' } | { kind: 'expired'; validUntil: string }

const requestIdOf = (quote: Quote) => (typeof quote.request === 'object' ? quote.request.id : quote.request)

/** Read past access: the buyer's signed key, checked by the caller, is the authority here. */
const read = (req: PayloadRequest, id: number) => req.payload.findByID({ collection: 'quotes', id, depth: 0, req, disableErrors: true, overrideAccess: true })

/**
 * The buyer accepts a sent quote (issue 51.3): under its number's lock, in one transaction, the quote
 * read again (a revision sent or another click a moment ago wins), then Accepted with who accepted it
 * and their purchase order, its request Accepted too, and the owner's and the buyer's mails queued
 * with them, so that an acceptance is never stored without its mails, nor mailed without being stored.
 */
export async function acceptQuote(req: PayloadRequest, id: number, input: AcceptInput, now = new Date()): Promise<AcceptOutcome> {
  const first = await read(req, id)
  if (!first?.number) return { kind: 'gone' }
  await prepareQuoteLock(req, first.number)
  return inTransaction(req, async () => {
    await holdQuoteLock(req, first.number!)
    const quote = await read(req, id)
    if (!quote) return { kind: 'gone' }
    if (quote.status === 'accepted') return { kind: 'already' }
    if (quote.status !== 'sent') return { kind: 'refused' }
    if (isExpired(quote.validUntil, now)) return { kind: 'expired', validUntil: quote.validUntil }
    // Only an action may change a quote's status (hooks/status-transitions.ts).
    req.context = { ...req.context, quoteAction: 'accept' } satisfies QuoteContext
    await req.payload.update({
      collection: 'quotes',
      id,
      data: { status: 'accepted', acceptedAt: now.toISOString(), acceptedName: input.name, purchaseOrder: input.purchaseOrder || null },
      req,
      overrideAccess: true,
      depth: 0,
    })
    // By a query, not by id: a request an administrator deleted meanwhile leaves nothing to mark, and that is no error.
    await req.payload.update({ collection: 'requests', where: { id: { equals: requestIdOf(quote) } }, data: { status: 'accepted' }, req, overrideAccess: true, depth: 0 })
    await quoteAcceptedMail.queue(req, { quoteId: id, to: 'owner' })
    await quoteAcceptedMail.queue(req, { quoteId: id, to: 'buyer' })
    return { kind: 'accepted' }
  })
}
