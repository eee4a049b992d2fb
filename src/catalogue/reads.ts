import { ACTIVE } from '../shared/fields/status'
import type { Payload, Where } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { Product } from '../payload-types'
import { inBothScripts } from '../shared/text/chinese-script'
import { notRetired } from '../shared/reads/retired-products'

/**
 * The public reads of product lists, apart from any cache so they can be
 * tested on the Local API. Every read applies access (overrideAccess: false)
 * and asks for Active rows explicitly as well. queries.ts wraps them in Next's
 * cache.
 *
 * Each list is read in two steps: the ids of the page (sorted and counted on
 * the products table and its indexes alone), then those rows with their
 * images and categories. In one step, the database joins every candidate
 * row's translations, relations and media before applying the limit, so a
 * page would cost more as the catalogue grew.
 */

export const CARD_FIELDS = { name: true, slug: true, description: true, image: true, categories: true } as const
export const PRODUCTS_PER_PAGE = 24
const RELATED_PRODUCT_LIMIT = 4

export type ProductPage = { docs: Product[]; totalDocs: number; totalPages: number; page: number }

/** The cards of these products, in the order of `ids`. */
async function cardsInOrder(payload: Payload, locale: SiteLocale, ids: Product['id'][]): Promise<Product[]> {
  if (ids.length === 0) return []
  const rows = await payload.find({
    collection: 'products',
    ...readAs(locale),
    depth: 1,
    limit: ids.length,
    pagination: false,
    where: { and: [ACTIVE, { id: { in: ids } }] },
    overrideAccess: false,
    select: CARD_FIELDS,
  })
  const byId = new Map((rows.docs as Product[]).map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * A page of Active products by display order, then name; optionally in one category and matching a case-insensitive text in name or description.
 * `retired`: the products whose every code is discontinued (shared/reads/retired-products.ts), which keep their page but leave the list (issue 52.3).
 */
export async function readProductPage(payload: Payload, locale: SiteLocale, categoryId: number | undefined, query: string, page: number, retired: readonly number[] = []): Promise<ProductPage> {
  const and: Where[] = [ACTIVE, ...notRetired(retired)]
  if (categoryId) and.push({ categories: { in: [categoryId] } })
  // A Chinese query in either script finds the (Traditional) text: inBothScripts.
  if (query) and.push({ or: inBothScripts(query).flatMap((variant): Where[] => [{ name: { like: variant } }, { description: { like: variant } }]) })
  const ids = await payload.find({
    collection: 'products',
    ...readAs(locale),
    depth: 0,
    limit: PRODUCTS_PER_PAGE,
    page,
    sort: ['displayOrder', 'name'],
    where: { and },
    overrideAccess: false,
    select: {},
  })
  const docs = await cardsInOrder(payload, locale, ids.docs.map((doc) => doc.id))
  return { docs, totalDocs: ids.totalDocs, totalPages: ids.totalPages, page: ids.page ?? page }
}

/**
 * The product page's "Related Products": the other Active products sharing a
 * category, in display order, filled up to the grid's 4 with the catalogue's
 * other Active products, so the grid never shows a gap (nor is empty for a
 * product without categories).
 */
export async function readRelatedProducts(payload: Payload, locale: SiteLocale, productId: Product['id'], categoryIds: number[], retiredIds: readonly number[] = []): Promise<Product[]> {
  const retired = notRetired(retiredIds)
  const ids = async (where: Where[], limit: number) =>
    (
      await payload.find({ collection: 'products', ...readAs(locale), depth: 0, limit, pagination: false, sort: ['displayOrder', 'id'], where: { and: [ACTIVE, ...retired, ...where] }, overrideAccess: false, select: {} })
    ).docs.map((doc) => doc.id)
  const sameCategories = categoryIds.length > 0 ? await ids([{ categories: { in: categoryIds } }, { id: { not_equals: productId } }], RELATED_PRODUCT_LIMIT) : []
  const missing = RELATED_PRODUCT_LIMIT - sameCategories.length
  const others = missing > 0 ? await ids([{ id: { not_in: [productId, ...sameCategories] } }], missing) : []
  return cardsInOrder(payload, locale, [...sameCategories, ...others])
}
