import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { SiteLocale } from '../i18n/locales'
import type { Product } from '../payload-types'
import { cacheTags } from '../shared/cache/tags'

export const FEATURED_PRODUCT_COUNT = 3

/** Up to 3 Active products, by display order then name, for the home page. */
export const getFeaturedProducts = unstable_cache(
  async (locale: SiteLocale): Promise<Product[]> => {
    const payload = await getPayload({ config })
    const result = await payload.find({
      collection: 'products',
      locale,
      depth: 1,
      limit: FEATURED_PRODUCT_COUNT,
      sort: ['displayOrder', 'name'],
      where: { status: { equals: 'Active' } },
      overrideAccess: false,
      select: { name: true, slug: true, description: true, image: true, categories: true },
    })
    return result.docs as Product[]
  },
  ['featured-products'],
  { tags: [cacheTags.products, cacheTags.categories, cacheTags.media] },
)
