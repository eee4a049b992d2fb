import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { SiteLocale } from '../shared/locales'
import { cacheTags } from '../shared/cache/tags'
import { readNewsArticle, readNewsPage } from './reads'

/** The news reads (reads.ts) in Next's data cache, expired by news and media saves. */
async function payload() {
  return getPayload({ config })
}

export const listNews = unstable_cache(
  async (locale: SiteLocale, query: string, page: number, pageSize: number) => readNewsPage(await payload(), locale, query, page, pageSize),
  ['list-news'],
  { tags: [cacheTags.news, cacheTags.media] },
)

export const getNewsBySlug = unstable_cache(async (locale: SiteLocale, slug: string) => readNewsArticle(await payload(), locale, slug), ['news-by-slug'], {
  tags: [cacheTags.news, cacheTags.media],
})
