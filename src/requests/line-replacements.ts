import type { Payload } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import type { Replacement, ReplacementsOf } from '../shared/item-codes/replacements'
import type { SiteLocale } from '../shared/locales'
import type { ItemRef } from './lines'
import type { ResolvedLine } from './reads'

/** A line shows its nearest few: the buyer compares them on the product page, where the whole ranking is. */
export const REPLACEMENTS_PER_LINE = 3

/** A replacement as the request list offers it: `item` (the ids its "Add … instead" puts on the line) where it is found in the catalogue. */
export type LineReplacement = Replacement & { item?: ItemRef }

/**
 * The replacements of each discontinued line of a list, by the line's index, ranked by the colours
 * domain (`replacementsOf`, which the route hands the page). A ranking names each code by its text
 * and its product's slug; the ids a line needs are read here, as a visitor reads the catalogue, in
 * one query per collection whatever the number of lines.
 */
export async function lineReplacements(payload: Payload, locale: SiteLocale, resolved: ResolvedLine[], replacementsOf: ReplacementsOf | undefined): Promise<Map<number, LineReplacement[]>> {
  const discontinued = resolved.flatMap((entry, index) => (entry.line.code && entry.availability?.availability === 'discontinued' ? [{ index, code: entry.line.code }] : []))
  if (!replacementsOf || discontinued.length === 0) return new Map()
  const ranked = await Promise.all(discontinued.map(async ({ index, code }) => [index, (await replacementsOf(locale, code)).slice(0, REPLACEMENTS_PER_LINE)] as const))
  const all = ranked.flatMap(([, replacements]) => replacements)
  const items = await itemsOf(payload, all)
  return new Map(ranked.map(([index, replacements]) => [index, replacements.map((replacement) => ({ ...replacement, item: items.get(itemKey(replacement.productSlug, replacement.itemCode)) }))]))
}

const itemKey = (slug: string, itemCode: string) => `${slug}\u0000${itemCode}`

/** The product and item-code ids of replacements named by slug and code (an item code is unique within its product only). */
async function itemsOf(payload: Payload, replacements: Replacement[]): Promise<Map<string, ItemRef>> {
  if (replacements.length === 0) return new Map()
  const slugs = [...new Set(replacements.map((entry) => entry.productSlug))]
  const products = await payload.find({ collection: 'products', where: { and: [ACTIVE, { slug: { in: slugs } }] }, select: { slug: true }, depth: 0, limit: 0, pagination: false, overrideAccess: false })
  const slugOf = new Map(products.docs.map((doc) => [doc.id, doc.slug]))
  if (slugOf.size === 0) return new Map()
  const codes = await payload.find({
    collection: 'item-codes',
    where: { and: [{ product: { in: [...slugOf.keys()] } }, { itemCode: { in: [...new Set(replacements.map((entry) => entry.itemCode))] } }] },
    select: { itemCode: true, product: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: false,
  })
  return new Map(
    codes.docs.flatMap((doc) => {
      const product = typeof doc.product === 'object' ? doc.product.id : doc.product
      const slug = slugOf.get(product)
      return slug ? [[itemKey(slug, doc.itemCode), { product, code: doc.id }] as const] : []
    }),
  )
}
