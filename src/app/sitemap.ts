import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'
import { galleryPaths } from '@/gallery/sitemap'
import { absoluteUrl } from '@/seo/origins'
import { siteLocales } from '@/shared/locales'
import { newsSitemapPaths } from '@/news/sitemap'

export const dynamic = 'force-dynamic'

const STATIC_PATHS = ['/', '/about', '/products', '/colours', '/resources', '/news', '/contact']

/**
 * Every public page in each language as its own entry (search engines index the address they find, so the
 * Chinese pages are listed too), each with its hreflang alternates: both languages and x-default (English).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const payload = await getPayload({ config })
  const products = await payload.find({
    collection: 'products',
    where: { status: { equals: 'Active' } },
    overrideAccess: false,
    limit: 0,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
  })
  const paths = [...STATIC_PATHS, ...products.docs.map((product) => `/products/${product.slug}`)]
  paths.push(...(await galleryPaths(payload)))
  paths.push(...(await newsSitemapPaths()))
  return paths.flatMap((path) => {
    const languages = { en: absoluteUrl('en', path), 'zh-Hant': absoluteUrl('zh-Hant', path), 'x-default': absoluteUrl('en', path) }
    return siteLocales.map((locale) => ({
      url: absoluteUrl(locale, path),
      changeFrequency: path === '/news' ? ('weekly' as const) : ('monthly' as const),
      alternates: { languages },
    }))
  })
}
