import config from '@payload-config'
import { getPayload } from 'payload'
import { readNewsSlugs } from './reads'

/** The address of every Active news article, for the sitemap. */
export async function newsSitemapPaths(): Promise<string[]> {
  return (await readNewsSlugs(await getPayload({ config }))).map((item) => `/news/${item.slug}`)
}
