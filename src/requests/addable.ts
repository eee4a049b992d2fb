import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { isOrderable } from '../shared/item-codes/availability-text'
import type { RequestLine } from './lines'

/** Why a line cannot join a request list: its item code, discontinued, and where its replacements are shown. */
export type Unaddable = { itemCode: string; productSlug?: string }

/**
 * Whether a line may be added to a request list (issue 52): not when it names an item code now
 * discontinued, which the product page no longer offers either. Read as a visitor reads the
 * catalogue; a code the visitor cannot see is not refused here (the list shows the line as no
 * longer available, as before). On the Local API without a request, as the site's pages read: the
 * catalogue is not open to anonymous REST reads (shared/access readBySiteOrAdmin).
 */
export async function unaddable(payload: Payload, line: RequestLine): Promise<Unaddable | undefined> {
  if (!line.code) return undefined
  const found = await payload.find({
    collection: 'item-codes',
    where: { and: [{ id: { equals: line.code } }, { product: { equals: line.product } }] },
    select: { itemCode: true, availability: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const code = found.docs[0]
  if (!code || isOrderable(code)) return undefined
  const product = await payload.find({ collection: 'products', where: { and: [ACTIVE, { id: { equals: line.product } }] }, select: { slug: true }, depth: 0, limit: 1, pagination: false, overrideAccess: false })
  return { itemCode: code.itemCode, productSlug: product.docs[0]?.slug ?? undefined }
}
