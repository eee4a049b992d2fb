import { ACTIVE } from '../shared/fields/status'
import type { Payload, Where } from 'payload'
import { type SiteLocale, readAs } from '../shared/locales'
import type { NewsItem } from '../payload-types'

/**
 * The public reads of news, apart from any cache so they can be tested on the
 * Local API. Every read applies access (overrideAccess: false) and asks for
 * Active rows explicitly as well. queries.ts wraps them in Next's cache.
 */

/** Pinned first, then display order, then newest; the id keeps pages stable when all else is equal. */
const NEWS_SORT = ['-isPinned', 'displayOrder', '-publishedAt', '-id']
const CARD_FIELDS = { title: true, slug: true, description: true, primaryImage: true, isPinned: true, publishedAt: true, likes: true } as const

export type NewsCard = Pick<NewsItem, 'id' | 'title' | 'slug' | 'description' | 'primaryImage' | 'isPinned' | 'publishedAt' | 'likes'>
type NewsPage = { docs: NewsCard[]; totalDocs: number; totalPages: number; page: number; pageSize: number }

/**
 * Two steps: the page's ids first, then those rows. Payload reads each row's
 * translations and media in subqueries; when the database sorts every
 * matching row (a filter on status, the multi-column news order) it computes
 * them for each before the limit (250 ms at 2,500 news items against 4 ms for
 * the ids alone, where this was measured first).
 */
async function findPage(payload: Payload, locale: SiteLocale, query: string, page: number, pageSize: number) {
  const where: Where = query ? { and: [ACTIVE, { title: { contains: query } }] } : ACTIVE
  const ids = await payload.find({
    collection: 'news-items',
    ...readAs(locale),
    depth: 0,
    limit: pageSize,
    page,
    sort: NEWS_SORT,
    where,
    overrideAccess: false,
    select: {},
  })
  if (ids.docs.length === 0) return ids
  const rows = await payload.find({
    collection: 'news-items',
    ...readAs(locale),
    depth: 1,
    limit: pageSize,
    pagination: false,
    where: { and: [ACTIVE, { id: { in: ids.docs.map((doc) => doc.id) } }] },
    overrideAccess: false,
    select: CARD_FIELDS,
  })
  const byId = new Map(rows.docs.map((doc) => [doc.id, doc]))
  return { ...ids, docs: ids.docs.flatMap((doc) => byId.get(doc.id) ?? []) }
}

/**
 * A page of Active news, pinned first, optionally only those whose title in
 * this language contains the query (case-insensitive). A page past the end
 * gives the last page.
 */
export async function readNewsPage(payload: Payload, locale: SiteLocale, query: string, page: number, pageSize: number): Promise<NewsPage> {
  let result = await findPage(payload, locale, query, page, pageSize)
  if (result.docs.length === 0 && result.totalPages > 0 && page > result.totalPages) result = await findPage(payload, locale, query, result.totalPages, pageSize)
  return { docs: result.docs as NewsCard[], totalDocs: result.totalDocs, totalPages: result.totalPages, page: result.page ?? page, pageSize }
}

/** One Active news item by its slug, with its primary image and attached media, or null. */
export async function readNewsArticle(payload: Payload, locale: SiteLocale, slug: string): Promise<NewsItem | null> {
  const result = await payload.find({
    collection: 'news-items',
    ...readAs(locale),
    depth: 1,
    limit: 1,
    where: { and: [ACTIVE, { slug: { equals: slug } }] },
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}

/** Slugs of every Active news item, for the sitemap. */
export async function readNewsSlugs(payload: Payload): Promise<{ slug: string; updatedAt: string }[]> {
  const result = await payload.find({
    collection: 'news-items',
    where: ACTIVE,
    overrideAccess: false,
    pagination: false,
    depth: 0,
    select: { slug: true, updatedAt: true },
  })
  return result.docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}
