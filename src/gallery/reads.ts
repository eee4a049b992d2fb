import { ACTIVE } from '../shared/fields/status'
import type { Payload, Where } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { GalleryCategory, GalleryItem, Product } from '../payload-types'
import { MAX_SEARCH_LENGTH } from '../shared/lists/list-state'
import { readProjectShades, type ProjectShade } from './shades'
import { readActiveProductNames } from '../shared/reads/active-products'
import { inBothScripts } from '../shared/text/chinese-script'

/**
 * The public reads of the gallery, apart from any cache so they can be tested
 * on the Local API. Every read applies access (overrideAccess: false) and asks
 * for Active rows explicitly as well. queries.ts wraps them in Next's cache.
 */

const CARD_FIELDS = { name: true, slug: true, description: true, primaryImage: true, categories: true, isPdf: true, pdf: true } as const

export type GalleryPageRequest = { categoryId: number; query: string; page: number; size: number }
export type GalleryPage = { docs: GalleryItem[]; totalDocs: number; totalPages: number; page: number; size: number }
export type RelatedProduct = { id: Product['id']; name: string; slug: Product['slug'] }
export type GalleryProject = GalleryItem & { related: RelatedProduct[]; shadeList: ProjectShade[] }

/** Gallery categories by display order, then name. */
export async function readGalleryCategories(payload: Payload, locale: SiteLocale): Promise<GalleryCategory[]> {
  const result = await payload.find({
    collection: 'gallery-categories',
    ...readAs(locale),
    depth: 0,
    limit: 500,
    pagination: false,
    sort: ['displayOrder', 'name'],
    overrideAccess: false,
  })
  return result.docs
}

/**
 * A page of Active items by display order, then name: in one category (0 for
 * all) and matching a case-insensitive text in the name or the description of
 * the current language. A page past the end gives the last page.
 */
export async function readGalleryPage(payload: Payload, locale: SiteLocale, request: GalleryPageRequest): Promise<GalleryPage> {
  const and: Where[] = [ACTIVE]
  if (request.categoryId > 0) and.push({ categories: { in: [request.categoryId] } })
  const query = request.query.trim().slice(0, MAX_SEARCH_LENGTH)
  // A Chinese query in either script finds the (Traditional) text: inBothScripts.
  if (query) and.push({ or: inBothScripts(query).flatMap((variant): Where[] => [{ name: { like: variant } }, { description: { like: variant } }]) })
  const read = (page: number) =>
    payload.find({
      collection: 'gallery-items',
      ...readAs(locale),
      depth: 1,
      limit: request.size,
      page,
      sort: ['displayOrder', 'name'],
      where: { and },
      overrideAccess: false,
      select: CARD_FIELDS,
    })
  const asked = Math.max(1, request.page)
  let result = await read(asked)
  if (result.docs.length === 0 && asked > 1) {
    // Past the end, a sort on a localized field makes Payload report no documents at all; count them instead.
    const { totalDocs } = await payload.count({ collection: 'gallery-items', ...readAs(locale), where: { and }, overrideAccess: false })
    result = await read(Math.max(1, Math.ceil(totalDocs / request.size)))
  }
  return {
    docs: result.docs as GalleryItem[],
    totalDocs: result.totalDocs,
    totalPages: Math.max(1, result.totalPages),
    page: result.page ?? 1,
    size: request.size,
  }
}

/**
 * One Active project by slug, with its media and categories, and its related
 * products that are Active (id, name and slug only). A PDF item has no page of
 * its own, so it reads as missing, like an Inactive or unknown one.
 */
export async function readGalleryProject(payload: Payload, locale: SiteLocale, slug: string): Promise<GalleryProject | null> {
  if (!slug || slug.length > 200) return null
  const result = await payload.find({
    collection: 'gallery-items',
    ...readAs(locale),
    depth: 1,
    limit: 1,
    where: { and: [ACTIVE, { slug: { equals: slug } }] },
    overrideAccess: false,
  })
  const item = result.docs[0]
  if (!item || item.isPdf) return null
  return withRelatedProducts(payload, locale, item)
}

/**
 * A project with its related products that are Active (id, name and slug only) and the shades
 * it names (codes of Active products), both in the administrators' order.
 */
export async function withRelatedProducts(payload: Payload, locale: SiteLocale, item: GalleryItem): Promise<GalleryProject> {
  const productIds = (item.relatedProducts ?? []).map((entry) => (typeof entry === 'object' ? entry.id : entry))
  const byId = await readActiveProductNames(payload, locale, productIds)
  const related = productIds.map((id) => byId.get(id)).filter((entry): entry is RelatedProduct => Boolean(entry))
  return { ...item, relatedProducts: productIds, related, shadeList: await readProjectShades(payload, locale, item.shades) }
}

/** The slugs of every Active item that has a page (not the PDFs), for the sitemap. */
export async function readGalleryProjectSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const result = await payload.find({
    collection: 'gallery-items',
    depth: 0,
    limit: 0,
    pagination: false,
    where: ACTIVE,
    overrideAccess: false,
    select: { slug: true, isPdf: true, updatedAt: true },
  })
  return result.docs.filter((doc) => !doc.isPdf).map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
