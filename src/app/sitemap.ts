import config from '@payload-config'
import type { MetadataRoute } from 'next'
import { getPayload } from 'payload'
import { galleryPaths } from '@/gallery/sitemap'
import { absoluteUrl } from '@/seo/origins'
import { newsSitemapPaths } from '@/news/sitemap'

export const dynamic = 'force-dynamic'

const STATIC_PATHS = ['/', '/about', '/products', '/resources', '/news', '/contact']

/** Every public page in English, with its Traditional Chinese alternate. Items join as their pages are built. */
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
  return paths.map((path) => ({
    url: absoluteUrl('en', path),
    changeFrequency: path === '/news' ? 'weekly' : 'monthly',
    alternates: { languages: { en: absoluteUrl('en', path), 'zh-Hant': absoluteUrl('zh-Hant', path) } },
  }))
}
