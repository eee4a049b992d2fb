import type { Payload, PayloadRequest, SelectType, Where } from 'payload'
import { ACTIVE, collectionSources, globalSources, type CollectionSource, type MediaId, type MediaReference } from './usage-sources'

export type { MediaId } from './usage-sources'

/** A document or global that uses a media file; `active` when visitors see the file there. */
type MediaUser = {
  kind: 'collection' | 'global'
  slug: string
  id?: MediaId
  title: string
  active: boolean
  /** When an active user stops showing the file (a document's end of validity); undefined: it does not. */
  until?: Date
  fields: string[]
}

type Doc = Record<string, unknown>
const key = (id: MediaId) => String(id)
const selectOf = (fields: string[]) => Object.fromEntries(fields.map((field) => [field, true])) satisfies SelectType

function isActive(source: CollectionSource, doc: Doc): boolean {
  if (source.slug === 'item-codes') {
    const product = doc.product
    return typeof product === 'object' && product !== null && (product as Doc).status === ACTIVE
  }
  return doc.status === ACTIVE && (!source.shownWithin || source.shownWithin.now(doc, new Date()))
}

function addUses(users: Map<string, MediaUser[]>, references: MediaReference[], user: Omit<MediaUser, 'active' | 'fields'>, active: boolean, wanted?: Set<string>) {
  const byMedia = new Map<string, MediaReference[]>()
  for (const reference of references) {
    if (wanted && !wanted.has(key(reference.media))) continue
    byMedia.set(key(reference.media), [...(byMedia.get(key(reference.media)) ?? []), reference])
  }
  for (const [media, uses] of byMedia) {
    const entry: MediaUser = { ...user, active: active && uses.some((use) => use.shown), fields: [...new Set(uses.map((use) => use.field))] }
    users.set(media, [...(users.get(media) ?? []), entry])
  }
}

async function collectionDocs(payload: Payload, req: PayloadRequest | undefined, source: CollectionSource, ids?: MediaId[]): Promise<Doc[]> {
  const where: Where | undefined = ids ? { or: source.paths.map((path) => ({ [path]: { in: ids } })) } : undefined
  const { docs } = await payload.find({
    collection: source.slug,
    where,
    select: selectOf(source.reads),
    // An item code is public while its product is: read the product's status with it.
    depth: source.slug === 'item-codes' ? 1 : 0,
    populate: source.slug === 'item-codes' ? { products: { status: true } } : undefined,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.map((doc): Doc => ({ ...doc }))
}

/**
 * Every collection document and global that uses the given media files (all
 * files when `ids` is left out), keyed by media id as a string. This is what
 * decides whether a file is public, and what an administrator's "Used by"
 * list shows.
 */
export async function findMediaUsers(payload: Payload, ids?: MediaId[], req?: PayloadRequest): Promise<Map<string, MediaUser[]>> {
  const users = new Map<string, MediaUser[]>()
  if (ids && ids.length === 0) return users
  const wanted = ids ? new Set(ids.map(key)) : undefined
  for (const source of collectionSources) {
    for (const doc of await collectionDocs(payload, req, source, ids)) {
      addUses(users, source.references(doc), { kind: 'collection', slug: source.slug, id: doc.id as MediaId, title: source.title(doc), until: source.shownWithin?.until(doc) }, isActive(source, doc), wanted)
    }
  }
  for (const source of globalSources) {
    const doc: Doc = { ...(await payload.findGlobal({ slug: source.slug, select: selectOf(source.reads), depth: 0, overrideAccess: true, req })) }
    // Settings and pages are always public.
    addUses(users, source.references(doc), { kind: 'global', slug: source.slug, title: source.title }, true, wanted)
  }
  return users
}

/**
 * What the system records on a media file about its users: whether visitors may read it, until when
 * (the latest end among its public users, when every one of them ends: an expired certificate's PDF
 * stops opening on that day without a save; Media's read rule compares it with the time of reading),
 * and how many use it.
 */
type MediaUsage = { publiclyVisible: boolean; publicUntil: string | null; usageCount: number }

function publicUntilOf(entries: MediaUser[]): string | null {
  const shown = entries.filter((user) => user.active)
  if (shown.length === 0 || shown.some((user) => !user.until)) return null
  return new Date(Math.max(...shown.map((user) => user.until!.getTime()))).toISOString()
}

/**
 * Writes the usage of a group of files. Facts of the system, not an edit: no
 * media hooks, no new file processing. A file in use has no `unusedSince`; a
 * file that was in use and is no longer gets it now (one conditional UPDATE
 * first, so a file already unused keeps its date).
 */
async function writeUsage(payload: Payload, req: PayloadRequest | undefined, where: Where, usage: MediaUsage): Promise<void> {
  if (usage.usageCount > 0) {
    await payload.db.updateMany({ collection: 'media', where, data: { ...usage, unusedSince: null }, req, returning: false })
    return
  }
  const released: Where = { and: [where, { usageCount: { greater_than: 0 } }] }
  await payload.db.updateMany({ collection: 'media', where: released, data: { ...usage, unusedSince: new Date().toISOString() }, req, returning: false })
  await payload.db.updateMany({ collection: 'media', where, data: usage, req, returning: false })
}

/** The files grouped by what is to be recorded on them, so each group is one UPDATE. */
function groupByUsage(ids: MediaId[], users: Map<string, MediaUser[]>): Map<string, { usage: MediaUsage; ids: MediaId[] }> {
  const groups = new Map<string, { usage: MediaUsage; ids: MediaId[] }>()
  for (const id of ids) {
    const entries = users.get(key(id)) ?? []
    const usage = { publiclyVisible: entries.some((user) => user.active), publicUntil: publicUntilOf(entries), usageCount: entries.length }
    const group = `${usage.publiclyVisible}:${usage.publicUntil}:${usage.usageCount}`
    groups.set(group, { usage, ids: [...(groups.get(group)?.ids ?? []), id] })
  }
  return groups
}

/** Recomputes the public flag and the count of users of the given media files from their current users. */
export async function refreshMediaVisibility(payload: Payload, ids: Iterable<MediaId>, req?: PayloadRequest): Promise<void> {
  const unique = [...new Map([...ids].map((id) => [key(id), id])).values()]
  if (unique.length === 0) return
  const users = await findMediaUsers(payload, unique, req)
  for (const { usage, ids: group } of groupByUsage(unique, users).values()) await writeUsage(payload, req, { id: { in: group } }, usage)
}

/** Recomputes the flag and count of every media file: after a seed, and once for sites made before they existed. */
export async function refreshAllMediaVisibility(payload: Payload, req?: PayloadRequest): Promise<{ visible: number; hidden: number }> {
  const users = await findMediaUsers(payload, undefined, req)
  const used = [...users.keys()].map((id): MediaId => (/^\d+$/.test(id) ? Number(id) : id))
  for (const { usage, ids } of groupByUsage(used, users).values()) await writeUsage(payload, req, { id: { in: ids } }, usage)
  const others: Where = used.length ? { id: { not_in: used } } : { id: { exists: true } }
  await writeUsage(payload, req, others, { publiclyVisible: false, publicUntil: null, usageCount: 0 })
  const hidden = (await payload.count({ collection: 'media', where: { publiclyVisible: { not_equals: true } }, req, overrideAccess: true })).totalDocs
  return { visible: used.filter((id) => users.get(key(id))?.some((user) => user.active)).length, hidden }
}
