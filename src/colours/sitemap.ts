import type { Payload } from 'payload'

/**
 * The products whose colour card shows something: those with at least one item code that has a shade
 * (a card without shades says so and is not worth a search engine's visit). Visitors' access: only
 * the codes of Active products.
 */
export async function productsWithColourCards(payload: Payload): Promise<Set<number>> {
  const codes = await payload.find({
    collection: 'item-codes',
    where: { shadeHex: { exists: true } },
    overrideAccess: false,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { product: true },
  })
  return new Set(codes.docs.map((code) => (typeof code.product === 'object' && code.product ? code.product.id : code.product)).filter((id): id is number => typeof id === 'number'))
}
