import type { Payload } from 'payload'
import { orderableCodes } from './orderable'

/**
 * The products whose colour card shows something a buyer can order: those with at least one item
 * code that has a shade and is not discontinued (a card without shades says so and is not worth a
 * search engine's visit; nor is one whose every code is discontinued, issue 52, though its address
 * still answers for whoever holds it). Visitors' access: only the codes of Active products.
 */
export async function productsWithColourCards(payload: Payload): Promise<Set<number>> {
  const codes = await payload.find({
    collection: 'item-codes',
    where: { and: [{ shadeHex: { exists: true } }, orderableCodes()] },
    overrideAccess: false,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { product: true },
  })
  return new Set(codes.docs.map((code) => (typeof code.product === 'object' && code.product ? code.product.id : code.product)).filter((id): id is number => typeof id === 'number'))
}
