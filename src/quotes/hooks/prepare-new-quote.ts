import { APIError, type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import type { Quote, Request } from '../../payload-types'
import { isSiteLocale } from '../../shared/locales'
import { priceUnitFor } from '../options'
import { quoteReference, takeQuoteNumber } from '../reference'
import { defaultValidUntil } from '../validity'
import { quoteDefaults } from '../quote-defaults'

type QuoteLine = NonNullable<Quote['lines']>[number]
type RequestLine = NonNullable<Request['lines']>[number]

/** What a new quote is made from: a request (the first quote), or a sent quote it revises (`req.context.revises`). */
export type QuoteContext = { revises?: Quote; quoteAction?: 'send' | 'accept' | 'supersede' | 'seed' }

const relationId = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number((value as { id: unknown }).id) : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined

/** A request's line as a quote's line: what was asked, priced in the matching unit, in the default currency; samples free to begin with. */
export function lineFromRequest(line: RequestLine, currency: string): QuoteLine {
  const samples = line.kind === 'samples'
  return {
    productName: line.productName,
    itemCodeText: line.itemCodeText ?? null,
    kind: line.kind,
    requestedQuantity: line.quantity,
    requestedUnit: line.unit,
    quantity: line.quantity,
    priceUnit: priceUnitFor(line.unit),
    currency: currency as QuoteLine['currency'],
    free: samples,
    unitPrice: null,
    leadTimeUnit: 'weeks',
    note: null,
  }
}

/**
 * A new quote is prepared, never typed from nothing: from the request it answers (its buyer, language
 * and lines, with the settings' default currency and terms), or, for a revision, from the quote it
 * revises (everything but the dates of sending and acceptance). Its number is taken here, in the
 * save's transaction under the year's lock: Q-2026-0042, or the same number with -R1 for a revision.
 */
export const prepareNewQuote: CollectionBeforeValidateHook<Quote> = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data) return data
  const context = req.context as QuoteContext
  const revises = context.revises
  if (revises) {
    const revision = await nextRevision(req, revises.number!)
    return {
      ...data,
      ...pick(revises),
      status: 'draft',
      number: revises.number,
      revision,
      reference: quoteReference(revises.number!, revision),
    }
  }
  const requestId = relationId(data.request)
  const request = requestId ? await req.payload.findByID({ collection: 'requests', id: requestId, depth: 0, req, disableErrors: true }) : null
  if (!request) throw new APIError('Choose the request this quote answers.', 400, null, true)
  const defaults = await quoteDefaults(req)
  const number = context.quoteAction === 'seed' && data.number ? data.number : await takeQuoteNumber(req)
  return {
    ...data,
    deliveryTerms: data.deliveryTerms ?? defaults.deliveryTerms,
    paymentTerms: data.paymentTerms ?? defaults.paymentTerms,
    validUntil: data.validUntil ?? defaultValidUntil(),
    request: request.id,
    company: request.company,
    name: request.name,
    email: request.email,
    locale: isSiteLocale(request.locale) ? request.locale : 'en',
    lines: data.lines?.length ? data.lines : (request.lines ?? []).map((line) => lineFromRequest(line, defaults.currency)),
    status: context.quoteAction === 'seed' && data.status ? data.status : 'draft',
    number,
    revision: 0,
    reference: number,
  }
}

/** The fields a revision starts from: the buyer, the lines and the terms, not the sending's record. */
function pick(quote: Quote): Partial<Quote> {
  const lines = (quote.lines ?? []).map(({ id: _id, amount: _amount, ...line }) => line)
  return {
    request: relationId(quote.request)!,
    company: quote.company,
    name: quote.name,
    email: quote.email,
    locale: quote.locale,
    lines,
    validUntil: defaultValidUntil(),
    deliveryTerms: quote.deliveryTerms,
    deliveryPlace: quote.deliveryPlace,
    paymentTerms: quote.paymentTerms,
    message: quote.message,
  }
}

/** One past the highest revision of the number (drafts included). */
async function nextRevision(req: PayloadRequest, number: string): Promise<number> {
  const latest = await req.payload.find({ collection: 'quotes', where: { number: { equals: number } }, sort: '-revision', limit: 1, depth: 0, pagination: false, select: { revision: true }, req })
  return (latest.docs[0]?.revision ?? 0) + 1
}
