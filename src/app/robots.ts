import type { MetadataRoute } from 'next'
export const dynamic = 'force-dynamic'
import { env } from '@/config/env.server'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api'] }],
    sitemap: `${env().siteUrl}/sitemap.xml`,
  }
}
