import config from '@payload-config'
import { getPayload } from 'payload'
import { readNewsSlugs } from './reads'

/** The sitemap entries of every Active news article, with its last change. */
export async function newsSitemapEntries(): Promise<{ path: string; updatedAt: string }[]> {
  return (await readNewsSlugs(await getPayload({ config }))).map((item) => ({ path: `/news/${item.slug}`, updatedAt: item.updatedAt }))
}
