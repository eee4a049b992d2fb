import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'

/** The spec's admin addresses (§2.11) lead to the matching Payload screens. */
const adminShortcuts: Record<string, string> = {
  products: 'collections/products',
  categories: 'collections/categories',
  'item-codes': 'collections/item-codes',
  'gallery-categories': 'collections/gallery-categories',
  'gallery-items': 'collections/gallery-items',
  'news-items': 'collections/news-items',
  'general-settings': 'globals/general-settings',
  'newsletter-subscribers': 'collections/newsletter-subscribers',
  'contact-messages': 'collections/contact-messages',
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The build refuses type errors in the application; tsconfig.build.json leaves out what a
  // production install (npm ci --omit=dev) lacks the types of: tests, scripts, the demo generator.
  // CI type-checks the whole tree (npm run typecheck) beside the build, which then skips its own.
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  reactStrictMode: true,
  // rate-limiter-flexible loads drizzle-orm at run time by a computed name (src/platform/limits/counters.ts),
  // which a bundle cannot follow: it is required from node_modules as it is.
  serverExternalPackages: ['rate-limiter-flexible'],
  // With REDIS_URL (or VALKEY_URL) every node shares one page and data cache; without, Next's own.
  // Read when the server starts, so the running node's variable decides, not the build's.
  ...(process.env.REDIS_URL || process.env.VALKEY_URL
    ? {
        cacheHandler: path.resolve('src/infrastructure/cache/redis-cache-handler.mjs'),
        // A copy in each node's memory would outlive a save made on another node.
        cacheMaxMemorySize: 0,
      }
    : {}),
  // The site shows Payload's own WebP sizes; Next's optimizer (/_next/image) was unused, yet let anyone
  // make the server encode AVIF for seconds and kept a copy of an image for hours after its product
  // was deactivated. Off, it answers 404.
  images: { unoptimized: true },
  experimental: {
    // PAGE_CACHE_ON_DISK=false keeps rendered pages and cached reads in this process's memory only:
    // for servers started side by side from one build folder on different databases (the test
    // lanes of scripts/test.mjs), which would otherwise serve each other's pages from .next/cache.
    isrFlushToDisk: process.env.PAGE_CACHE_ON_DISK !== 'false',
    // Payload names its errors by class name and drops the message of an unnamed
    // error; minified server classes lose their names, so only the client is minified.
    turbopackMinify: { server: false, client: true },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
        ],
      },
    ]
  },
  async redirects() {
    return Object.entries(adminShortcuts).map(([from, to]) => ({
      source: `/admin/${from}`,
      destination: `/admin/${to}`,
      permanent: false,
    }))
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
