import type { MetadataRoute } from 'next'
export const dynamic = 'force-dynamic'
import { env } from '@/config/env.server'

export default function robots(): MetadataRoute.Robots {
  return {
    // Uploaded files are served under /api/media/file/: product pictures, share images and the logo
    // in the structured data must stay fetchable while the rest of /api stays out. Crawlers take the
    // longest matching rule, so the Allow wins for those files alone.
    rules: [{ userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api'] }],
    sitemap: `${env().siteUrl}/sitemap.xml`,
  }
}
