import type { CollectionSlug, Payload, Where } from 'payload'
import { ACTIVE } from '../catalogue/reads'
import { isMedia, mediaPath } from '../media/media-url'
import { defaultLocale, type SiteLocale } from '../shared/locales'
import { isCodeQuery, matchCode } from './match'

/**
 * The site search's reads, apart from any cache so the integration tests call
 * them on the Local API; a search is read per request (one address per query
 * would fill any cache). Every read applies access (overrideAccess: false) and
 * asks for Active rows explicitly as well; item codes only of Active products.
 *
 * Text is matched with Payload's `like` (case-insensitive, every word
 * somewhere in the field: LIKE on SQLite, ILIKE on PostgreSQL), which finds
 * Chinese in the middle of a sentence, as full-text tokenizers would not.
 */

/** Each group shows this many results, with its full count and a link to the rest where a list can show them. */
export const SEARCH_GROUP_LIMIT = 12

export type SearchHit = { id: number; title: string; href: string; text?: string | null; code?: string }
export type SearchGroup = { total: number; hits: SearchHit[] }
export type SearchResults = { codes: SearchGroup; products: SearchGroup; gallery: SearchGroup; news: SearchGroup }

const NO_HITS: SearchGroup = { total: 0, hits: [] }

/**
 * Any of `fields` matches the query in this language. A `where` on a localized
 * field reads only the asked locale's row (no fallback), so in Chinese a field
 * left empty is matched on its English text, as the page shows it: each
 * locale is named in the path (`name.zh-Hant`), which Payload joins separately.
 */
export function localizedTextMatch(fields: string[], locale: SiteLocale, query: string): Where {
  if (locale === defaultLocale) return { or: fields.map((field) => ({ [field]: { like: query } })) }
  return {
    or: fields.flatMap((field): Where[] => [
      { [`${field}.${locale}`]: { like: query } },
      {
        and: [
          { or: [{ [`${field}.${locale}`]: { exists: false } }, { [`${field}.${locale}`]: { equals: '' } }] },
          { [`${field}.${defaultLocale}`]: { like: query } },
        ],
      },
    ]),
  }
}

type Row = Record<string, unknown> & { id: number; slug?: string | null }
type TextGroup = {
  collection: CollectionSlug
  title: 'name' | 'title'
  text: 'description'
  sort: string[]
  /** More fields than title, text and slug, read at depth 1 (a gallery PDF item's file). */
  extra?: Record<string, true>
  href: (doc: Row) => string
}

/** A document read as plain fields: each group names its title and text fields by string. */
function rowOf(doc: { id: number | string }): Row {
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(doc))
  return { ...fields, id: Number(doc.id), slug: typeof fields.slug === 'string' ? fields.slug : null }
}

/** The first page of one collection's Active matches, in its public order, and their count. */
async function readTextGroup(payload: Payload, locale: SiteLocale, query: string, group: TextGroup): Promise<SearchGroup> {
  const result = await payload.find({
    collection: group.collection,
    locale,
    depth: group.extra ? 1 : 0,
    limit: SEARCH_GROUP_LIMIT,
    sort: group.sort,
    where: { and: [ACTIVE, localizedTextMatch([group.title, group.text], locale, query)] },
    overrideAccess: false,
    select: { [group.title]: true, [group.text]: true, slug: true, ...group.extra },
  })
  const hits = result.docs.map(rowOf).map((row) => {
    const text = row[group.text]
    return { id: row.id, title: String(row[group.title] ?? row.slug ?? ''), href: group.href(row), text: typeof text === 'string' ? text : null }
  })
  return { total: result.totalDocs, hits }
}

const PRODUCTS: TextGroup = { collection: 'products', title: 'name', text: 'description', sort: ['displayOrder', 'id'], href: (doc) => `/products/${doc.slug}` }
/** A PDF colour book has no page of its own: its result opens the file, as its card does. */
const GALLERY: TextGroup = {
  collection: 'gallery-items',
  title: 'name',
  text: 'description',
  sort: ['displayOrder', 'id'],
  extra: { isPdf: true, pdf: true },
  href: (doc) => (doc.isPdf && isMedia(doc.pdf) ? mediaPath(doc.pdf.url) : undefined) ?? `/resources/${doc.slug}`,
}
const NEWS: TextGroup = { collection: 'news-items', title: 'title', text: 'description', sort: ['-isPinned', 'displayOrder', '-publishedAt', '-id'], href: (doc) => `/news/${doc.slug}` }

/**
 * The item codes of Active products answering the query (see ./match: case
 * ignored, maker prefix optional), exact matches first, then by code. The
 * database narrows to codes containing the query; the prefix rule is applied
 * here, on the code and product id alone.
 */
export async function readCodeMatches(payload: Payload, locale: SiteLocale, query: string): Promise<SearchGroup & { exact: SearchHit[] }> {
  if (!isCodeQuery(query)) return { ...NO_HITS, exact: [] }
  const candidates = await payload.find({
    collection: 'item-codes',
    depth: 0,
    pagination: false,
    sort: 'itemCode',
    where: { and: [{ itemCode: { like: query } }, { 'product.status': { equals: 'Active' } }] },
    overrideAccess: false,
    select: { itemCode: true, product: true },
  })
  const matched = candidates.docs.flatMap((doc) => {
    const kind = matchCode(doc.itemCode, query)
    const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
    return kind ? [{ id: doc.id, code: doc.itemCode, productId, exact: kind === 'exact' }] : []
  })
  matched.sort((a, b) => Number(b.exact) - Number(a.exact))
  const shown = matched.slice(0, SEARCH_GROUP_LIMIT)
  const exact = matched.filter((entry) => entry.exact)
  const productIds = [...new Set([...shown, ...exact].map((entry) => entry.productId))]
  if (productIds.length === 0) return { ...NO_HITS, exact: [] }
  const products = await payload.find({
    collection: 'products',
    locale,
    depth: 0,
    pagination: false,
    where: { and: [ACTIVE, { id: { in: productIds } }] },
    overrideAccess: false,
    select: { name: true, slug: true },
  })
  const byId = new Map(products.docs.map((doc) => [doc.id, doc]))
  const hit = (entry: (typeof matched)[number]): SearchHit[] => {
    const product = byId.get(entry.productId)
    if (!product?.slug) return []
    return [{ id: entry.id, code: entry.code, title: product.name ?? '', href: `/products/${product.slug}?code=${encodeURIComponent(entry.code)}` }]
  }
  return { total: matched.length, hits: shown.flatMap(hit), exact: exact.flatMap(hit) }
}

/**
 * Everything the search page shows for a query, in the current language with
 * English where a Chinese text is missing. `exactCode` is the one item code
 * the query names exactly (not set when two products share that code), which
 * the page answers with a redirect to its product.
 */
export async function readSearchResults(payload: Payload, locale: SiteLocale, query: string): Promise<SearchResults & { exactCode: SearchHit | null }> {
  if (!query) return { codes: NO_HITS, products: NO_HITS, gallery: NO_HITS, news: NO_HITS, exactCode: null }
  const [codes, products, gallery, news] = await Promise.all([
    readCodeMatches(payload, locale, query),
    readTextGroup(payload, locale, query, PRODUCTS),
    readTextGroup(payload, locale, query, GALLERY),
    readTextGroup(payload, locale, query, NEWS),
  ])
  return { codes: { total: codes.total, hits: codes.hits }, products, gallery, news, exactCode: codes.exact.length === 1 ? codes.exact[0]! : null }
}
