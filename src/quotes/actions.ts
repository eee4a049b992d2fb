import type { PayloadRequest } from 'payload'
import { env } from '../config/env.server'
import { inTransaction } from '../platform/database/in-transaction'
import type { Quote } from '../payload-types'
import type { AdminWord } from './endpoints/admin-words'
import type { QuoteContext } from './hooks/prepare-new-quote'
import { quoteDelivery } from './jobs/quote-mails'
import { printQuote, quoteUrl } from './printed'
import { holdQuoteLock, prepareQuoteLock } from './quote-lock'
import { isExpired } from './validity'

export type ActionOutcome = { ok: true; quote: Quote; link: string; mailed: boolean } | { ok: false; status: number; word: AdminWord; values?: Record<string, string> }

const withAction = (req: PayloadRequest, quoteAction: QuoteContext['quoteAction']) => {
  req.context = { ...req.context, quoteAction }
  return req
}

/** The quote as this member of staff may read it, or undefined. */
const readable = (req: PayloadRequest, id: number) => req.payload.findByID({ collection: 'quotes', id, depth: 0, req, user: req.user, overrideAccess: false, disableErrors: true })

const requestIdOf = (quote: Quote) => (typeof quote.request === 'object' ? quote.request.id : quote.request)

/** Lines that are neither priced nor free, numbered from 1. */
const unpricedLines = (quote: Quote) =>
  (quote.lines ?? []).flatMap((line, index) => (!line.free && typeof line.unitPrice !== 'number' ? [String(index + 1)] : []))

/**
 * "Send quote" (issue 51.2): the draft becomes Sent, never to change again, with what it printed
 * frozen; an earlier sent revision of its number is replaced; the request is Quoted; the mail is
 * queued in the outbox. All in one transaction under the number's lock, after the user's own
 * update rule allowed it (a draft, a member of staff).
 */
export async function sendQuote(req: PayloadRequest, id: number): Promise<ActionOutcome> {
  const first = await readable(req, id)
  if (!first) return { ok: false, status: 404, word: 'notFound' }
  await prepareQuoteLock(req, first.number!)
  return inTransaction(req, async () => {
    await holdQuoteLock(req, first.number!)
    const quote = await readable(req, id)
    if (!quote) return { ok: false, status: 404, word: 'notFound' }
    if (quote.status !== 'draft') return { ok: false, status: 409, word: 'notDraft' }
    const unpriced = unpricedLines(quote)
    if (unpriced.length) return { ok: false, status: 400, word: 'missingPrices', values: { lines: unpriced.join(', ') } }
    if (!quote.email) return { ok: false, status: 400, word: 'noEmail' }
    if (isExpired(quote.validUntil)) return { ok: false, status: 400, word: 'pastValidity' }
    const now = new Date()
    const sent = await req.payload.update({
      collection: 'quotes',
      id,
      data: { status: 'sent', sentAt: now.toISOString(), printed: await printQuote(req, quote, now), deliveryStatus: 'pending', deliveryStartedAt: now.toISOString(), attempts: 0 },
      req: withAction(req, 'send'),
      user: req.user,
      overrideAccess: false,
      depth: 0,
    })
    await req.payload.update({
      collection: 'quotes',
      where: { and: [{ number: { equals: quote.number } }, { status: { equals: 'sent' } }, { id: { not_equals: id } }] },
      data: { status: 'superseded' },
      req: withAction(req, 'supersede'),
      depth: 0,
    })
    await req.payload.update({ collection: 'requests', id: requestIdOf(quote), data: { status: 'quoted' }, req, user: req.user, overrideAccess: false, depth: 0 })
    await quoteDelivery.queue(req, id)
    return { ok: true, quote: sent, link: quoteUrl(sent), mailed: Boolean(env().mail) }
  })
}

/**
 * "Revise" (issue 51.1): a sent or expired quote gets a draft revision with its lines and terms and a
 * new validity (Q-2026-0042-R1); the sent one stays as it is until the revision is sent. A draft
 * revision already open is returned instead of a second one.
 */
export async function reviseQuote(req: PayloadRequest, id: number): Promise<ActionOutcome> {
  const first = await readable(req, id)
  if (!first) return { ok: false, status: 404, word: 'notFound' }
  await prepareQuoteLock(req, first.number!)
  return inTransaction(req, async () => {
    await holdQuoteLock(req, first.number!)
    const quote = await readable(req, id)
    if (!quote) return { ok: false, status: 404, word: 'notFound' }
    if (quote.status !== 'sent') return { ok: false, status: 409, word: 'notSent' }
    const open = await req.payload.find({ collection: 'quotes', where: { and: [{ number: { equals: quote.number } }, { status: { equals: 'draft' } }] }, limit: 1, depth: 0, req })
    const draft =
      open.docs[0] ??
      (await req.payload.create({
        collection: 'quotes',
        data: { request: requestIdOf(quote) } as Quote,
        req: Object.assign(req, { context: { ...req.context, revises: quote } }),
        user: req.user,
        overrideAccess: false,
        depth: 0,
      }))
    return { ok: true, quote: draft, link: quoteUrl(draft), mailed: false }
  })
}
