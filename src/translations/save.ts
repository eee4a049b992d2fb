import type { Payload, PayloadRequest } from 'payload'
import { readRecord, sourceProgress, translationSources, type TranslationSource } from './records'
import { chineseUpdate, untranslated } from './texts'

type Doc = Record<string, unknown>

async function chineseVersion(payload: Payload, source: TranslationSource, req: PayloadRequest, id?: number | string): Promise<Doc> {
  const doc =
    source.kind === 'global'
      ? await payload.findGlobal({ slug: source.slug, locale: 'zh-Hant', fallbackLocale: false, depth: 0, user: req.user, overrideAccess: false })
      : await payload.findByID({ collection: source.slug, id: id as number | string, locale: 'zh-Hant', fallbackLocale: false, depth: 0, user: req.user, overrideAccess: false })
  return { ...doc }
}

/**
 * Saves Chinese texts of one record (or global) in one update, with the
 * administrator's access and Payload's validation. Keys are those of
 * textEntries; unknown keys are refused before anything is written.
 */
export async function saveChinese(payload: Payload, source: TranslationSource, req: PayloadRequest, id: number | string | undefined, values: Record<string, string>): Promise<{ unknownKeys: string[] }> {
  const record = await readRecord(payload, source, req, id)
  if (!record) throw new Error('Record not found')
  const known = new Set(record.entries.map((entry) => entry.key))
  const unknownKeys = Object.keys(values).filter((key) => !known.has(key))
  if (unknownKeys.length > 0) return { unknownKeys }
  // A text left empty is stored as empty, so the site falls back to English there.
  const data = chineseUpdate(source.fields, await chineseVersion(payload, source, req, id), values)
  if (source.kind === 'global') await payload.updateGlobal({ slug: source.slug, locale: 'zh-Hant', data, req, overrideAccess: false })
  else await payload.update({ collection: source.slug, id: id as number | string, locale: 'zh-Hant', data, req, overrideAccess: false })
  return { unknownKeys: [] }
}

/**
 * Records translated together: a product's item codes come right after the
 * product, and after one item code its siblings, before the rest of the list.
 */
async function untranslatedFamily(payload: Payload, req: PayloadRequest, after: { slug: string; id?: number | string }): Promise<{ slug: string; id?: number | string } | null> {
  let productId: unknown
  if (after.slug === 'products') productId = after.id
  else if (after.slug === 'item-codes' && after.id !== undefined) {
    productId = (await payload.findByID({ collection: 'item-codes', id: after.id, depth: 0, user: req.user, overrideAccess: false, select: { product: true } })).product
  }
  if (productId === undefined || productId === null) return null
  const source = translationSources(payload).find((entry) => entry.slug === 'item-codes')
  if (!source) return null
  const { docs } = await payload.find({ collection: 'item-codes', where: { product: { equals: productId } }, depth: 0, pagination: false, sort: 'id', select: {}, user: req.user, overrideAccess: false })
  for (const { id } of docs) {
    if (String(id) === String(after.id) && after.slug === 'item-codes') continue
    const record = await readRecord(payload, source, req, id)
    if (record && untranslated(record.entries).length > 0) return { slug: 'item-codes', id }
  }
  return null
}

/** Where "next" goes after a record: the records translated with it, then the next one missing Chinese in this source or the ones after it. */
export async function nextUntranslated(payload: Payload, req: PayloadRequest, after: { slug: string; id?: number | string }): Promise<{ slug: string; id?: number | string } | null> {
  const family = await untranslatedFamily(payload, req, after)
  if (family) return family
  const sources = translationSources(payload)
  const start = Math.max(0, sources.findIndex((source) => source.slug === after.slug))
  const ordered = [...sources.slice(start), ...sources.slice(0, start)]
  for (const [index, source] of ordered.entries()) {
    const { missing } = await sourceProgress(payload, source, req)
    const candidates = missing.filter((record) => !(source.slug === after.slug && String(record.id) === String(after.id)))
    // In the current source, records after this one first; then the others from the start.
    const later = index === 0 && source.kind === 'collection' ? candidates.filter((record) => Number(record.id) > Number(after.id)) : candidates
    const pick = later[0] ?? (index === 0 ? undefined : candidates[0])
    if (pick) return { slug: source.slug, id: pick.id }
  }
  const first = ordered[0]
  const wrapped = first ? (await sourceProgress(payload, first, req)).missing.find((record) => String(record.id) !== String(after.id)) : undefined
  return first && wrapped ? { slug: first.slug, id: wrapped.id } : null
}
