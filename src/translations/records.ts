import type { CollectionSlug, FlattenedField, GlobalSlug, Payload, PayloadRequest } from 'payload'
import { plainLabel } from '../shared/admin-label'
import { hasLocalizedText, textEntries, untranslated, type LabelText, type TextEntry } from './texts'

/** A collection or global whose texts are translated here. */
export type TranslationSource =
  | { kind: 'collection'; slug: CollectionSlug; label: LabelText; titleField: string; fields: FlattenedField[] }
  | { kind: 'global'; slug: GlobalSlug; label: LabelText; fields: FlattenedField[] }

/** What visitors write (messages, subscriptions, likes) and the system's own records are never translated. */
const NOT_CONTENT = new Set(['users', 'contact-messages', 'newsletter-subscribers', 'news-like-votes', 'write-locks'])

type Doc = Record<string, unknown>

export function translationSources(payload: Payload): TranslationSource[] {
  const collections = payload.config.collections
    .filter((collection) => !NOT_CONTENT.has(collection.slug) && !collection.slug.startsWith('payload-') && hasLocalizedText(collection.flattenedFields))
    .map((collection): TranslationSource => ({
      kind: 'collection',
      slug: collection.slug as CollectionSlug,
      label: plainLabel(collection.labels?.plural) ?? collection.slug,
      titleField: collection.admin?.useAsTitle ?? 'id',
      fields: collection.flattenedFields,
    }))
  const globals = payload.config.globals
    .filter((global) => hasLocalizedText(global.flattenedFields))
    .map((global): TranslationSource => ({ kind: 'global', slug: global.slug as GlobalSlug, label: plainLabel(global.label) ?? global.slug, fields: global.flattenedFields }))
  return [...collections, ...globals]
}

export const findSource = (payload: Payload, slug: string) => translationSources(payload).find((source) => source.slug === slug)

/** One record's place in the translation: its title (in English) and its texts. */
export type RecordTexts = { id?: number | string; title: string; entries: TextEntry[] }

const titleOf = (source: TranslationSource, english: Doc) =>
  source.kind === 'collection' ? String(english[source.titleField] ?? english.id ?? '') : ''

/**
 * Reads as the administrator (their access) but without their request: a
 * Local API call given a request sets that request's locale, and the two
 * languages are read side by side (and the admin page's own request must keep
 * its locale).
 */
async function bothLanguages(payload: Payload, source: TranslationSource, req: PayloadRequest, id?: number | string): Promise<{ english: Doc[]; chinese: Map<string, Doc> }> {
  if (source.kind === 'global') {
    const read = (locale: 'en' | 'zh-Hant') => payload.findGlobal({ slug: source.slug, locale, fallbackLocale: false, depth: 0, user: req.user, overrideAccess: false })
    const [english, chinese] = await Promise.all([read('en'), read('zh-Hant')])
    return { english: [{ ...english }], chinese: new Map([['global', { ...chinese }]]) }
  }
  const read = (locale: 'en' | 'zh-Hant') =>
    payload.find({ collection: source.slug, locale, fallbackLocale: false, depth: 0, pagination: false, sort: 'id', where: id === undefined ? undefined : { id: { equals: id } }, user: req.user, overrideAccess: false })
  const [english, chinese] = await Promise.all([read('en'), read('zh-Hant')])
  return { english: english.docs.map((doc): Doc => ({ ...doc })), chinese: new Map(chinese.docs.map((doc) => [String(doc.id), { ...doc } as Doc])) }
}

/** Every record of a source with its texts in both languages, in id order. */
export async function readSource(payload: Payload, source: TranslationSource, req: PayloadRequest): Promise<RecordTexts[]> {
  const { english, chinese } = await bothLanguages(payload, source, req)
  return english.map((doc) => ({
    id: source.kind === 'collection' ? (doc.id as number | string) : undefined,
    title: titleOf(source, doc),
    entries: textEntries(source.fields, doc, chinese.get(source.kind === 'global' ? 'global' : String(doc.id)) ?? {}),
  }))
}

/** One record (or the global) with its texts, or undefined when it does not exist. */
export async function readRecord(payload: Payload, source: TranslationSource, req: PayloadRequest, id?: number | string): Promise<RecordTexts | undefined> {
  const { english, chinese } = await bothLanguages(payload, source, req, id)
  const doc = english[0]
  if (!doc) return undefined
  return { id: source.kind === 'collection' ? (doc.id as number | string) : undefined, title: titleOf(source, doc), entries: textEntries(source.fields, doc, chinese.get(source.kind === 'global' ? 'global' : String(doc.id)) ?? {}) }
}

/** A source's progress: how many records are fully in Chinese, and those that are not. */
export type SourceProgress = { source: TranslationSource; total: number; translated: number; missing: { id?: number | string; title: string; missing: number; texts: number }[] }

export async function sourceProgress(payload: Payload, source: TranslationSource, req: PayloadRequest): Promise<SourceProgress> {
  const records = (await readSource(payload, source, req)).filter((record) => record.entries.some((entry) => entry.english.trim() !== ''))
  const missing = records
    .map((record) => ({ id: record.id, title: record.title, missing: untranslated(record.entries).length, texts: record.entries.filter((entry) => entry.english.trim() !== '').length }))
    .filter((record) => record.missing > 0)
  return { source, total: records.length, translated: records.length - missing.length, missing }
}
