import { activeNewsForSitemap } from './queries'

/** The address of every Active news article, for the sitemap. */
export async function newsSitemapPaths(): Promise<string[]> {
  return (await activeNewsForSitemap()).map((item) => `/news/${item.slug}`)
}
