import type { Payload } from 'payload'
import { ACTIVE } from '../fields/status'
import { readAs, type SiteLocale } from '../locales'

export type ActiveProductName = { id: number; name: string; slug: string }

/**
 * The Active products among `ids`, by id, with their name (or slug) and slug in this language: what a
 * page needs to link to a product it mentions. Access applies as for any visitor, and Active is asked
 * for explicitly as well.
 */
export async function readActiveProductNames(payload: Payload, locale: SiteLocale, ids: readonly number[]): Promise<Map<number, ActiveProductName>> {
  if (ids.length === 0) return new Map()
  const products = await payload.find({
    collection: 'products',
    ...readAs(locale),
    depth: 0,
    pagination: false,
    where: { and: [ACTIVE, { id: { in: [...ids] } }] },
    overrideAccess: false,
    select: { name: true, slug: true },
  })
  return new Map(products.docs.map((product) => [product.id, { id: product.id, name: product.name ?? product.slug, slug: product.slug }]))
}
