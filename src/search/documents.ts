import type { Payload, Where } from 'payload'
import { getMessages } from '../i18n/messages'
import { isMedia, mediaPath } from '../media/media-url'
import { readAs, siteLocales, type SiteLocale } from '../shared/locales'
import type { SearchGroup } from './reads'
import { comparable as folded, databaseQuery, localizedTextMatch } from './text-match'

/** The kinds of document the site lists (src/documents/schemas.ts), by their stored value. */
type Kind = 'certificate' | 'safety-data-sheet' | 'test-report' | 'brochure'

/** What buyers type for a kind besides its name on the site (SDS, MSDS: a safety data sheet). */
const KIND_ABBREVIATIONS: Record<Kind, string[]> = { certificate: ['cert'], 'safety-data-sheet': ['sds', 'msds'], 'test-report': [], brochure: ['catalogue', 'catalog'] }

const comparable = (text: string) => folded(text).replace(/\s+/g, ' ').trim()
/** "Certificates" → "certificate": the site's plural headings, as one document is named. */
const singular = (name: string) => name.replace(/s$/i, '')

/**
 * The kinds a query names, in any of the site's languages ("safety data sheet", "證書", "SDS"): the
 * query holds a kind's name, or is the start of one (4 characters or more), or is its abbreviation.
 */
export function kindsNamed(query: string): Kind[] {
  const typed = comparable(query)
  if (typed.length < 2) return []
  const kinds = Object.keys(KIND_ABBREVIATIONS) as Kind[]
  return kinds.filter((kind) => {
    const names = siteLocales.map((locale) => comparable(singular(getMessages(locale).documents.kinds[kind])))
    return names.some((name) => typed.includes(name) || (typed.length >= 4 && name.startsWith(typed))) || KIND_ABBREVIATIONS[kind].some((word) => typed.split(' ').includes(word))
  })
}

const DOCUMENT_LIMIT = 12

/**
 * The documents a visitor may open now (the collection's own read rule: Active and valid today)
 * whose title, issuer or number holds the query, or whose kind it names (issue 50.6). Each result
 * opens the PDF, as the documents page does, and says who issued it.
 */
export async function readDocumentMatches(payload: Payload, locale: SiteLocale, query: string): Promise<SearchGroup> {
  const asked = databaseQuery(query)
  if (!asked) return { total: 0, hits: [] }
  const kinds = kindsNamed(asked)
  const where: Where = {
    or: [localizedTextMatch(['title', 'issuer'], locale, asked), { number: { like: asked } }, ...(kinds.length ? [{ kind: { in: kinds } }] : [])],
  }
  const words = getMessages(locale).documents
  const result = await payload.find({
    collection: 'documents',
    ...readAs(locale),
    depth: 1,
    limit: DOCUMENT_LIMIT,
    sort: ['kind', 'title'],
    where,
    overrideAccess: false,
    select: { title: true, kind: true, issuer: true, file: true },
    populate: { media: { url: true, filename: true } },
  })
  const hits = result.docs.flatMap((doc) => {
    const href = isMedia(doc.file) ? mediaPath(doc.file.url) : undefined
    if (!href) return []
    const kind = singular(words.kinds[doc.kind as Kind])
    const text = doc.issuer ? `${kind} · ${words.issuer} ${doc.issuer}` : kind
    return [{ id: doc.id, title: doc.title ?? '', href, text }]
  })
  // A document whose file is gone has nothing to open: neither shown nor counted.
  return { total: result.totalDocs - (result.docs.length - hits.length), hits }
}
