import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/seo/origins'

export const dynamic = 'force-dynamic'

const STATIC_PATHS = ['/', '/about', '/products', '/resources', '/news', '/contact']

/** Every public page in English, with its Traditional Chinese alternate. Items join as their pages are built. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return STATIC_PATHS.map((path) => ({
    url: absoluteUrl('en', path),
    changeFrequency: path === '/news' ? 'weekly' : 'monthly',
    alternates: { languages: { en: absoluteUrl('en', path), 'zh-Hant': absoluteUrl('zh-Hant', path) } },
  }))
}
