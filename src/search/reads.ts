import type { CollectionSlug, Payload, Where } from 'payload'
import { ACTIVE } from '../shared/fields/status'
import { isMedia, mediaPath } from '../media/media-url'
import { readAs, type SiteLocale } from '../shared/locales'
import type { Media } from '../payload-types'
import { codeCandidateTerms, isCodeQuery, keyRange, matchCode } from './match'
import { readDocumentMatches } from './documents'
import { comparable, databaseQuery, localizedTextMatch } from './text-match'
import { codeKey } from '../shared/item-codes/code-key'
import { foldForSearch } from '../shared/text/fold'
import { readActiveProductNames } from '../shared/reads/active-products'
import { productAddress } from '../shared/item-codes/product-address'
import type { Availability } from '../shared/item-codes/availability'
import { availabilityOf, availabilityText } from '../shared/item-codes/availability-text'
import { getMessages } from '../i18n/messages'

/**
 * The site search's reads, apart from any cache so the integration tests call
 * them on the Local API; a search is read per request (one address per query
 * would fill any cache). Every read applies access (overrideAccess: false) and
 * asks for Active rows explicitly as well; item codes only of Active products.
 *
 * Text is matched with Payload's `like` (case-insensitive, every word
 * somewhere in the field: ILIKE) in each record's
 * search text, its title and text without accents (shared/fields/search-text.ts), which finds
 * Chinese in the middle of a sentence, as full-text tokenizers would not.
 * `%` and `_` are the database's wildcards: a query holding them is asked
 * without them and the answers are kept only where the text holds the query
 * as typed.
 */

/** Each group shows this many results, with its full count and a link to the rest where a list can show them. */
export const SEARCH_GROUP_LIMIT = 12

/** `image`: a thumbnail's address; `swatch`: an item code's shade. */
export type SearchHit = { id: number; title: string; href: string; text?: string | null; code?: string; image?: string; swatch?: string; availability?: { value: Availability; text: string } }
export type SearchGroup = { total: number; hits: SearchHit[] }
export type SearchResults = { codes: SearchGroup; products: SearchGroup; gallery: SearchGroup; news: SearchGroup; documents: SearchGroup }

const NO_HITS: SearchGroup = { total: 0, hits: [] }

const hasWildcards = (query: string) => /[%_]/.test(query)
/** How many rows a wildcard query reads before keeping those that hold it as typed. */
const LITERAL_SCAN = 200

const thumbnailOf = (media: unknown) => (isMedia(media) ? mediaPath((media as Media).sizes?.thumbnail?.url ?? (media as Media).url) : undefined)

type Row = Record<string, unknown> & { id: number; slug?: string | null }
type TextGroup = {
  collection: CollectionSlug
  title: 'name' | 'title'
  text: 'description'
  /** The picture shown beside a result. */
  image: 'image' | 'primaryImage'
  sort: string[]
  /** More fields than title, text and slug, read at depth 1 (a gallery PDF item's file). */
  extra?: Record<string, true>
  /** More ways a row answers (a product by its categories' names). */
  alsoMatches?: (payload: Payload, locale: SiteLocale, query: string) => Promise<Where[]>
  href: (doc: Row) => string
}

/** A document read as plain fields: each group names its title and text fields by string. */
function rowOf(doc: { id: number | string }): Row {
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(doc))
  return { ...fields, id: Number(doc.id), slug: typeof fields.slug === 'string' ? fields.slug : null }
}

/** The first page of one collection's Active matches, in its public order, and their count. */
async function readTextGroup(payload: Payload, locale: SiteLocale, query: string, group: TextGroup): Promise<SearchGroup> {
  const asked = databaseQuery(query)
  if (!asked) return NO_HITS
  const literal = hasWildcards(query)
  const more = (await group.alsoMatches?.(payload, locale, asked)) ?? []
  const result = await payload.find({
    collection: group.collection,
    ...readAs(locale),
    depth: 1,
    limit: literal ? LITERAL_SCAN : SEARCH_GROUP_LIMIT,
    sort: group.sort,
    // The title and text as written are matched in the record's search text (accents removed: "lame" finds "lamé").
    where: { and: [ACTIVE, { or: [localizedTextMatch(['searchText'], locale, foldForSearch(asked)), ...more] }] },
    overrideAccess: false,
    select: { [group.title]: true, [group.text]: true, slug: true, [group.image]: true, ...group.extra },
  })
  const hits = result.docs.map(rowOf).map((row) => {
    const text = row[group.text]
    return { id: row.id, title: String(row[group.title] ?? row.slug ?? ''), href: group.href(row), text: typeof text === 'string' ? text : null, image: thumbnailOf(row[group.image]) }
  })
  if (!literal) return { total: result.totalDocs, hits }
  const typed = comparable(query)
  const kept = hits.filter((hit) => comparable(`${hit.title} ${hit.text ?? ''}`).includes(typed))
  return { total: kept.length, hits: kept.slice(0, SEARCH_GROUP_LIMIT) }
}

/**
 * Products whose categories' names hold the query. Their item codes' composition, type and denier
 * are in each product's own search text (src/catalogue/search-details.ts), matched with its name.
 */
async function productsByCategory(payload: Payload, locale: SiteLocale, query: string): Promise<Where[]> {
  const categories = await payload.find({ collection: 'categories', ...readAs(locale), depth: 0, pagination: false, where: localizedTextMatch(['name'], locale, query), overrideAccess: false, select: { name: true } })
  return categories.docs.length ? [{ categories: { in: categories.docs.map((doc) => doc.id) } }] : []
}

const PRODUCTS: TextGroup = {
  collection: 'products',
  title: 'name',
  text: 'description',
  image: 'image',
  sort: ['displayOrder', 'id'],
  alsoMatches: productsByCategory,
  href: (doc) => `/products/${doc.slug}`,
}
/** A PDF colour book has no page of its own: its result opens the file, as its card does. */
const GALLERY: TextGroup = {
  collection: 'gallery-items',
  title: 'name',
  text: 'description',
  image: 'primaryImage',
  sort: ['displayOrder', 'id'],
  extra: { isPdf: true, pdf: true },
  href: (doc) => (doc.isPdf && isMedia(doc.pdf) ? mediaPath(doc.pdf.url) : undefined) ?? `/resources/${doc.slug}`,
}
const NEWS: TextGroup = {
  collection: 'news-items',
  title: 'title',
  text: 'description',
  image: 'primaryImage',
  sort: ['-isPinned', 'displayOrder', '-publishedAt', '-id'],
  href: (doc) => `/news/${doc.slug}`,
}

/** At most this many codes are read by their keys; a query that starts more (a maker prefix alone, "KS") reads them as before. */
const KEYED_CANDIDATE_LIMIT = 500

/**
 * The ids of the codes one of whose search keys starts with the query's key (src/catalogue/collections/ItemCodeKeys.ts):
 * a range of an indexed column, so the read does not grow with the catalogue. Null when the key has
 * other characters than A–Z and 0–9 (whose order the range relies on in every database collation)
 * or starts more codes than are read this way.
 */
async function codesByKey(payload: Payload, query: string): Promise<number[] | null> {
  const range = keyRange(codeKey(query))
  if (!range) return null
  const keys = await payload.find({
    collection: 'item-code-keys',
    depth: 0,
    limit: KEYED_CANDIDATE_LIMIT + 1,
    pagination: false,
    where: { and: [{ key: { greater_than_equal: range.from } }, { key: { less_than: range.to } }] },
    // The keys are internal (no one reads them over the API); the codes they lead to are read under the visitor's access below.
    overrideAccess: true,
    select: { itemCode: true },
  })
  if (keys.docs.length > KEYED_CANDIDATE_LIMIT) return null
  return [...new Set(keys.docs.map((doc) => Number(doc.itemCode)))]
}

/**
 * The item codes of Active products answering the query (see ./match: case
 * and separators ignored, maker prefix optional, the shade part alone), exact
 * matches first, then by code. The database narrows to codes containing what
 * the buyer typed (./match, codeCandidateTerms); the rules are applied here.
 */
export async function readCodeMatches(payload: Payload, locale: SiteLocale, query: string): Promise<SearchGroup & { exact: SearchHit[] }> {
  if (!isCodeQuery(query)) return { ...NO_HITS, exact: [] }
  const keyed = await codesByKey(payload, query)
  if (keyed?.length === 0) return { ...NO_HITS, exact: [] }
  const candidates = await payload.find({
    collection: 'item-codes',
    depth: 0,
    pagination: false,
    sort: 'itemCode',
    where: { and: [keyed ? { id: { in: keyed } } : { or: codeCandidateTerms(query).map((term) => ({ itemCode: { like: term } })) }, { 'product.status': { equals: 'Active' } }] },
    overrideAccess: false,
    select: { itemCode: true, product: true, shadeHex: true, image: true, availability: true, leadTimeWeeks: true, availabilityNote: true, discontinuedOn: true },
  })
  const words = getMessages(locale).availability
  const matched = candidates.docs.flatMap((doc) => {
    const kind = matchCode(doc.itemCode, query)
    const productId = typeof doc.product === 'object' ? doc.product.id : doc.product
    const availability = { value: availabilityOf(doc), text: availabilityText(doc, words, locale) }
    return kind ? [{ id: doc.id, code: doc.itemCode, productId, exact: kind === 'exact', swatch: doc.shadeHex ?? undefined, image: doc.image, availability }] : []
  })
  // Exact matches first, then the codes that can still be ordered; a discontinued code is still found (its page names replacements).
  matched.sort((a, b) => Number(b.exact) - Number(a.exact) || Number(a.availability.value === 'discontinued') - Number(b.availability.value === 'discontinued'))
  const shown = matched.slice(0, SEARCH_GROUP_LIMIT)
  const exact = matched.filter((entry) => entry.exact)
  const productIds = [...new Set([...shown, ...exact].map((entry) => entry.productId))]
  if (productIds.length === 0) return { ...NO_HITS, exact: [] }
  const byId = await readActiveProductNames(payload, locale, productIds)
  // The shown codes' own pictures, in one read (the candidates were read without them).
  const imageIds = [...new Set(shown.map((entry) => (typeof entry.image === 'number' ? entry.image : null)).filter((id): id is number => id !== null))]
  const images = imageIds.length
    ? new Map((await payload.find({ collection: 'media', depth: 0, pagination: false, where: { id: { in: imageIds } }, overrideAccess: false, select: { filename: true, url: true, sizes: true } })).docs.map((doc) => [doc.id, doc]))
    : new Map<number, Media>()
  const hit = (entry: (typeof matched)[number]): SearchHit[] => {
    const product = byId.get(entry.productId)
    if (!product?.slug) return []
    return [{ id: entry.id, code: entry.code, title: product.name, href: productAddress(product.slug, entry.code), swatch: entry.swatch, image: thumbnailOf(typeof entry.image === 'number' ? images.get(entry.image) : entry.image), availability: entry.availability }]
  }
  return { total: matched.length, hits: shown.flatMap(hit), exact: exact.flatMap(hit) }
}

/** The products, gallery items and news matching a query's words, in the current language with English where a Chinese text is missing. */
export async function readTextGroups(payload: Payload, locale: SiteLocale, query: string): Promise<Omit<SearchResults, 'codes'>> {
  if (!query) return { products: NO_HITS, gallery: NO_HITS, news: NO_HITS, documents: NO_HITS }
  const [products, gallery, news, documents] = await Promise.all([
    readTextGroup(payload, locale, query, PRODUCTS),
    readTextGroup(payload, locale, query, GALLERY),
    readTextGroup(payload, locale, query, NEWS),
    readDocumentMatches(payload, locale, query),
  ])
  return { products, gallery, news, documents }
}

/** The one item code a query names exactly (not set when two products share that code), which the page answers with a redirect to its product. */
export function exactCodeOf(codes: { exact: SearchHit[] }): SearchHit | null {
  return codes.exact.length === 1 ? codes.exact[0]! : null
}

/**
 * Everything the search page shows for a query, in the current language with
 * English where a Chinese text is missing, and the exact code (exactCodeOf).
 */
export async function readSearchResults(payload: Payload, locale: SiteLocale, query: string): Promise<SearchResults & { exactCode: SearchHit | null }> {
  const [codes, groups] = await Promise.all([readCodeMatches(payload, locale, query), readTextGroups(payload, locale, query)])
  return { codes: { total: codes.total, hits: codes.hits }, ...groups, exactCode: exactCodeOf(codes) }
}
