import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { pick, withRowIds } from './localized'

/** Creates a document in English, then writes its Traditional Chinese texts. Returns the id. */
export async function createLocalized(payload: Payload, collection: CollectionSlug, tree: Record<string, unknown>): Promise<number> {
  const created = await payload.create({ collection, locale: 'en', data: pick(tree, 'en') as never, depth: 0 })
  const zh = withRowIds(pick(tree, 'zh'), created)
  await payload.update({ collection, id: created.id, locale: 'zh-Hant', data: zh as never, depth: 0 })
  return created.id as number
}

export async function updateGlobalLocalized(payload: Payload, slug: GlobalSlug, tree: Record<string, unknown>): Promise<void> {
  const saved = await payload.updateGlobal({ slug, locale: 'en', data: pick(tree, 'en') as never, depth: 0 })
  await payload.updateGlobal({ slug, locale: 'zh-Hant', data: withRowIds(pick(tree, 'zh'), saved) as never, depth: 0 })
}
