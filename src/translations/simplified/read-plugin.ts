import type { CollectionAfterReadHook, GlobalAfterReadHook, Plugin, PayloadRequest, RequestContext } from 'payload'
import { SITE_LOCALE_CONTEXT } from '../../shared/locales'
import { SIMPLIFIED_TEXTS } from './collection'
import { simplifyFields, type Overrides } from './convert'

/** The global's record name in an override (a collection's records are named by id). */
export const GLOBAL_RECORD = 'global'

type OverrideIndex = Map<string, Map<string, string>>
const NONE: Overrides = new Map()
const OVERRIDES_CACHE = 'simplifiedOverrides'

/**
 * One read of a source's overrides per Local API call (kept on its request context, which the
 * populated documents of that call share), by record and key.
 */
function overridesOf(req: PayloadRequest, context: RequestContext, source: string): Promise<OverrideIndex> {
  const cache = ((context[OVERRIDES_CACHE] as Map<string, Promise<OverrideIndex>> | undefined) ??= new Map())
  let index = cache.get(source)
  if (!index) {
    index = req.payload
      .find({ collection: SIMPLIFIED_TEXTS, where: { source: { equals: source } }, pagination: false, depth: 0, overrideAccess: true, select: { record: true, key: true, text: true } })
      .then(({ docs }) => {
        const byRecord: OverrideIndex = new Map()
        for (const doc of docs) {
          const keys = byRecord.get(doc.record) ?? new Map<string, string>()
          keys.set(doc.key, doc.text)
          byRecord.set(doc.record, keys)
        }
        return byRecord
      })
    cache.set(source, index)
  }
  return index
}

const simplifiedRead = (context: RequestContext) => context[SITE_LOCALE_CONTEXT] === 'zh-Hans'

const collectionHook: CollectionAfterReadHook = async ({ doc, collection, context, req }) => {
  if (!simplifiedRead(context) || !doc) return doc
  const overrides = (await overridesOf(req, context, collection.slug)).get(String(doc.id)) ?? NONE
  return simplifyFields(collection.flattenedFields, doc, overrides)
}

const globalHook: GlobalAfterReadHook = async ({ doc, global, context, req }) => {
  if (!simplifiedRead(context) || !doc) return doc
  const overrides = (await overridesOf(req, context, global.slug)).get(GLOBAL_RECORD) ?? NONE
  return simplifyFields(global.flattenedFields, doc, overrides)
}

/**
 * The Simplified Chinese site reads the Traditional content (shared/locales.ts `readAs`), and every
 * document it reads is converted by the last afterRead hook of its collection or global: pages,
 * lists, search and related documents alike, cached with the page as any read is.
 */
export const simplifiedReadsPlugin: Plugin = (config) => ({
  ...config,
  collections: config.collections?.map((collection) => ({ ...collection, hooks: { ...collection.hooks, afterRead: [...(collection.hooks?.afterRead ?? []), collectionHook] } })),
  globals: config.globals?.map((global) => ({ ...global, hooks: { ...global.hooks, afterRead: [...(global.hooks?.afterRead ?? []), globalHook] } })),
})
