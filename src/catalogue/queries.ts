import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type Where } from 'payload'
import type { SiteLocale } from '../i18n/locales'
import type { Category as ProductCategory, ItemCode, Product } from '../payload-types'
import { cacheTags } from '../shared/cache/tags'

export const FEATURED_PRODUCT_COUNT = 3
export const RELATED_PRODUCT_LIMIT = 4
const ACTIVE: Where = { status: { equals: 'Active' } }
const CARD_FIELDS = { name: true, slug: true, description: true, image: true, categories: true } as const

/** Every read applies access (overrideAccess: false) and asks for Active rows explicitly as well. */
async function payload() {
  return getPayload({ config })
}

/** Up to 3 Active products, by display order then name, for the home page. */
export const getFeaturedProducts = unstable_cache(
  async (locale: SiteLocale): Promise<Product[]> => {
    const result = await (await payload()).find({
      collection: 'products',
      locale,
      depth: 1,
      limit: FEATURED_PRODUCT_COUNT,
      sort: ['displayOrder', 'name'],
      where: ACTIVE,
      overrideAccess: false,
      select: CARD_FIELDS,
    })
    return result.docs as Product[]
  },
  ['featured-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)

export const getProductCategories = unstable_cache(
  async (locale: SiteLocale): Promise<ProductCategory[]> => {
    const result = await (await payload()).find({ collection: 'categories', locale, depth: 0, limit: 200, sort: ['displayOrder', 'name'], overrideAccess: false })
    return result.docs
  },
  ['product-categories'],
  { tags: [cacheTags.categories] },
)

export const PRODUCTS_PER_PAGE = 24

/** A page of Active products in display order, optionally in one category and matching a case-insensitive text in name or description. */
export const listProducts = unstable_cache(
  async (locale: SiteLocale, categoryId: number | undefined, query: string, page: number): Promise<{ docs: Product[]; totalDocs: number; totalPages: number; page: number }> => {
    const and: Where[] = [ACTIVE]
    if (categoryId) and.push({ categories: { in: [categoryId] } })
    if (query) and.push({ or: [{ name: { like: query } }, { description: { like: query } }] })
    const result = await (await payload()).find({
      collection: 'products',
      locale,
      depth: 1,
      limit: PRODUCTS_PER_PAGE,
      page,
      sort: ['displayOrder', 'name'],
      where: { and },
      overrideAccess: false,
      select: CARD_FIELDS,
    })
    return { docs: result.docs as Product[], totalDocs: result.totalDocs, totalPages: result.totalPages, page: result.page ?? page }
  },
  ['list-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)

export const getProductBySlug = unstable_cache(
  async (locale: SiteLocale, slug: string): Promise<Product | null> => {
    const result = await (await payload()).find({
      collection: 'products',
      locale,
      depth: 1,
      limit: 1,
      pagination: false,
      where: { and: [ACTIVE, { slug: { equals: slug } }] },
      overrideAccess: false,
    })
    return result.docs[0] ?? null
  },
  ['product-by-slug'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)

/** The item codes of a product, ordered by code. */
export const getItemCodes = unstable_cache(
  async (locale: SiteLocale, productId: number): Promise<ItemCode[]> => {
    const result = await (await payload()).find({
      collection: 'item-codes',
      locale,
      depth: 1,
      limit: 500,
      pagination: false,
      sort: 'itemCode',
      where: { product: { equals: productId } },
      overrideAccess: false,
    })
    return result.docs
  },
  ['item-codes'],
  { tags: [cacheTags.itemCodes, cacheTags.media] },
)

/** Up to 4 other Active products sharing a category. */
export const getRelatedProducts = unstable_cache(
  async (locale: SiteLocale, productId: number, categoryIds: number[]): Promise<Product[]> => {
    if (categoryIds.length === 0) return []
    const result = await (await payload()).find({
      collection: 'products',
      locale,
      depth: 1,
      limit: RELATED_PRODUCT_LIMIT,
      pagination: false,
      sort: ['displayOrder', 'name'],
      where: { and: [ACTIVE, { categories: { in: categoryIds } }, { id: { not_equals: productId } }] },
      overrideAccess: false,
      select: CARD_FIELDS,
    })
    return result.docs as Product[]
  },
  ['related-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)
