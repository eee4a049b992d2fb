import type { Payload } from 'payload'
import { withRelatedProducts, type GalleryProject } from '../gallery/reads'
import type { ItemCode, NewsItem, Product } from '../payload-types'
import { type SiteLocale, readAs } from '../shared/locales'

/**
 * The reads of a preview: one record by id, whatever its status, uncached.
 * They run only for a valid signed token (token.ts), which stands for an
 * administrator's click, so they read past the visitors' access rules; the
 * rest of the page (settings, related products) stays the public, Active-only view.
 */
export async function readProductPreview(payload: Payload, locale: SiteLocale, id: number): Promise<{ product: Product; codes: ItemCode[] } | null> {
  const product = await payload.findByID({ collection: 'products', id, ...readAs(locale), depth: 1, disableErrors: true, overrideAccess: true })
  if (!product) return null
  const codes = await payload.find({
    collection: 'item-codes',
    ...readAs(locale),
    depth: 1,
    limit: 500,
    pagination: false,
    sort: 'itemCode',
    where: { product: { equals: id } },
    overrideAccess: true,
  })
  return { product, codes: codes.docs }
}

export async function readGalleryProjectPreview(payload: Payload, locale: SiteLocale, id: number): Promise<GalleryProject | null> {
  const item = await payload.findByID({ collection: 'gallery-items', id, ...readAs(locale), depth: 1, disableErrors: true, overrideAccess: true })
  if (!item || item.isPdf) return null
  return withRelatedProducts(payload, locale, item)
}

export async function readNewsPreview(payload: Payload, locale: SiteLocale, id: number): Promise<NewsItem | null> {
  return payload.findByID({ collection: 'news-items', id, ...readAs(locale), depth: 1, disableErrors: true, overrideAccess: true })
}
