import { ACTIVE } from '../shared/fields/status'
import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { Category as ProductCategory, ItemCode, Product } from '../payload-types'
import { cacheTags } from '../shared/cache/tags'
import { notRetired, readRetiredProductIds } from '../shared/reads/retired-products'
import { CARD_FIELDS, readProductPage, readRelatedProducts, type ProductPage } from './reads'

const FEATURED_PRODUCT_COUNT = 3

/** Every read applies access (overrideAccess: false) and asks for Active rows explicitly as well. */
async function payload() {
  return getPayload({ config })
}

/**
 * The products whose every code is discontinued (issue 52.3), which the lists leave out. Cached
 * apart, under a tag only an item code's save, import or delete expires (a product's save changes
 * none of it), since at 20,000 codes the read costs a few hundred milliseconds (Payload reads each
 * discontinued code and each orderable code of their products). Read outside the lists' own cache
 * entries and handed to them: Next does not read a cache entry nested in another's making.
 */
const getRetiredProductIds = unstable_cache(async (): Promise<number[]> => readRetiredProductIds(await payload()), ['retired-products'], { tags: [cacheTags.itemCodeAvailability] })

/** Up to 3 Active products, by display order then name, for the home page. */
const featuredProducts = unstable_cache(
  async (locale: SiteLocale, retired: number[]): Promise<Product[]> => {
    const result = await (await payload()).find({
      collection: 'products',
      ...readAs(locale),
      depth: 1,
      limit: FEATURED_PRODUCT_COUNT,
      sort: ['displayOrder', 'name'],
      where: { and: [ACTIVE, ...notRetired(retired)] },
      overrideAccess: false,
      select: CARD_FIELDS,
    })
    return result.docs as Product[]
  },
  ['featured-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)
export const getFeaturedProducts = async (locale: SiteLocale) => featuredProducts(locale, await getRetiredProductIds())

export const getProductCategories = unstable_cache(
  async (locale: SiteLocale): Promise<ProductCategory[]> => {
    const result = await (await payload()).find({ collection: 'categories', ...readAs(locale), depth: 0, limit: 200, sort: ['displayOrder', 'name'], overrideAccess: false })
    return result.docs
  },
  ['product-categories'],
  { tags: [cacheTags.categories] },
)

const productPage = unstable_cache(
  async (locale: SiteLocale, categoryId: number | undefined, query: string, page: number, retired: number[]): Promise<ProductPage> => readProductPage(await payload(), locale, categoryId, query, page, retired),
  ['list-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)
/** A page of Active products in display order, optionally in one category and matching a case-insensitive text in name or description. */
export const listProducts = async (locale: SiteLocale, categoryId: number | undefined, query: string, page: number) => productPage(locale, categoryId, query, page, await getRetiredProductIds())

export const getProductBySlug = unstable_cache(
  async (locale: SiteLocale, slug: string): Promise<Product | null> => {
    const result = await (await payload()).find({
      collection: 'products',
      ...readAs(locale),
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
      ...readAs(locale),
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

const relatedProducts = unstable_cache(
  async (locale: SiteLocale, productId: number, categoryIds: number[], retired: number[]): Promise<Product[]> => readRelatedProducts(await payload(), locale, productId, categoryIds, retired),
  ['related-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)
/** The 4 products of a product page's Related Products (readRelatedProducts). */
export const getRelatedProducts = async (locale: SiteLocale, productId: number, categoryIds: number[]) => relatedProducts(locale, productId, categoryIds, await getRetiredProductIds())
