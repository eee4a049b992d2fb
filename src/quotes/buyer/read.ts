import type { Payload } from 'payload'
import type { Quote } from '../../payload-types'
import { quoteIdOfKey } from '../link'
import { linkOpen } from '../validity'

/**
 * The quote a buyer's key names, read past the collection's access rules (staff only): the signed
 * key is the buyer's right to it. Nothing when the key is not this site's, the quote is gone or
 * still a draft, or its link closed (30 days after its validity): the buyer's page, its forms and
 * its PDF then answer as an address that names nothing, telling nothing of the quote.
 */
export async function quoteOfKey(payload: Payload, key: string, now = new Date()): Promise<Quote | undefined> {
  const id = quoteIdOfKey(key)
  if (!id) return undefined
  const quote = await payload.findByID({ collection: 'quotes', id, depth: 0, disableErrors: true, overrideAccess: true })
  if (!quote || quote.status === 'draft' || !linkOpen(quote.validUntil, now)) return undefined
  return quote
}

/** The revision a replaced quote's buyer should read now: the newest of its number that was sent (or accepted). */
export async function latestRevision(payload: Payload, quote: Quote): Promise<Quote | undefined> {
  if (!quote.number) return undefined
  const found = await payload.find({
    collection: 'quotes',
    where: { and: [{ number: { equals: quote.number } }, { status: { in: ['sent', 'accepted'] } }, { id: { not_equals: quote.id } }] },
    sort: '-revision',
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs[0]
}
