import type { PayloadRequest } from 'payload'
import type { TranslationSource } from '../records'
import { SIMPLIFIED_TEXTS } from './collection'
import { GLOBAL_RECORD } from './read-plugin'

/** An administrator's own Simplified wording of one text, and the Traditional text it was written against. */
export type Override = { id: number; text: string; traditional: string }

const recordName = (source: TranslationSource, id?: number | string) => (source.kind === 'global' ? GLOBAL_RECORD : String(id))

/** One record's own wordings by text key, read with the administrator's access. */
export async function readOverrides(req: PayloadRequest, source: TranslationSource, id?: number | string): Promise<Map<string, Override>> {
  const { docs } = await req.payload.find({
    collection: SIMPLIFIED_TEXTS,
    where: { and: [{ source: { equals: source.slug } }, { record: { equals: recordName(source, id) } }] },
    pagination: false,
    depth: 0,
    user: req.user,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.key, { id: doc.id, text: doc.text, traditional: doc.traditional ?? '' }]))
}

/**
 * Writes one record's own wordings: a text sets (or replaces) the wording of its key, written
 * against the Traditional text it now has; an empty one clears it. `traditional` gives each key's
 * Traditional text as saved.
 */
export async function saveOverrides(req: PayloadRequest, source: TranslationSource, id: number | string | undefined, values: Record<string, string | null>, traditional: Record<string, string>): Promise<void> {
  const existing = await readOverrides(req, source, id)
  for (const [key, value] of Object.entries(values)) {
    const wording = value?.trim() ?? ''
    const current = existing.get(key)
    const access = { req, user: req.user, overrideAccess: false } as const
    if (!wording) {
      if (current) await req.payload.delete({ collection: SIMPLIFIED_TEXTS, id: current.id, ...access })
      continue
    }
    const data = { text: wording, traditional: traditional[key] ?? '' }
    if (current) await req.payload.update({ collection: SIMPLIFIED_TEXTS, id: current.id, data, ...access })
    else await req.payload.create({ collection: SIMPLIFIED_TEXTS, data: { source: source.slug, record: recordName(source, id), key, ...data }, ...access })
  }
}

/** Every own wording, for the overview: where it is, and whether its Traditional text changed since. */
export async function readAllOverrides(req: PayloadRequest): Promise<{ source: string; record: string; key: string; text: string; traditional: string }[]> {
  const { docs } = await req.payload.find({ collection: SIMPLIFIED_TEXTS, pagination: false, depth: 0, sort: ['source', 'record', 'key'], user: req.user, overrideAccess: false })
  return docs.map((doc) => ({ source: doc.source, record: doc.record, key: doc.key, text: doc.text, traditional: doc.traditional ?? '' }))
}
