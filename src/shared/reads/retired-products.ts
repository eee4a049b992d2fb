import type { Payload, Where } from 'payload'

const productOf = (doc: { product?: unknown }) => (typeof doc.product === 'object' && doc.product !== null ? (doc.product as { id: number }).id : (doc.product as number))

/**
 * The products whose every item code is discontinued (issue 52.3): they keep their address, with a
 * notice and the replacements, but leave the product lists and the sitemap. A product without item
 * codes is not retired: it has nothing discontinued to say. Two small reads: the products of the
 * discontinued codes (few), then which of those still have a code that can be ordered.
 */
export async function readRetiredProductIds(payload: Payload): Promise<number[]> {
  const discontinued: Where = { availability: { equals: 'discontinued' } }
  const gone = await payload.find({ collection: 'item-codes', depth: 0, pagination: false, where: discontinued, overrideAccess: false, select: { product: true } })
  const candidates = [...new Set(gone.docs.map(productOf))]
  if (candidates.length === 0) return []
  const orderable = await payload.find({
    collection: 'item-codes',
    depth: 0,
    pagination: false,
    // A code saved before availability existed holds none, and counts as in stock.
    where: { and: [{ product: { in: candidates } }, { or: [{ availability: { not_equals: 'discontinued' } }, { availability: { exists: false } }] }] },
    overrideAccess: false,
    select: { product: true },
  })
  const stillSold = new Set(orderable.docs.map(productOf))
  return candidates.filter((id) => !stillSold.has(id)).sort((a, b) => a - b)
}

/** A where-term that leaves the retired products out of a product list (none when there are none). */
export const notRetired = (retired: readonly number[]): Where[] => (retired.length > 0 ? [{ id: { not_in: [...retired] } }] : [])
