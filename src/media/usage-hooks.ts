import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { refreshMediaVisibility, type MediaId } from './usage'
import { collectionSources, globalSources } from './usage-sources'
import { relationId } from './validate-media'

type Doc = Record<string, unknown>

function referencedIds(slug: string, doc: Doc | undefined): MediaId[] {
  const source = collectionSources.find((entry) => entry.slug === slug) ?? globalSources.find((entry) => entry.slug === slug)
  return doc && source ? source.references(doc).map((reference) => reference.media) : []
}

/** What decides the media flags of a document: its references and whatever makes it public. */
function signature(slug: string, doc: Doc | undefined): string {
  if (!doc) return ''
  const source = collectionSources.find((entry) => entry.slug === slug) ?? globalSources.find((entry) => entry.slug === slug)
  const references = (source?.references(doc) ?? []).map((reference) => `${reference.field}:${reference.media}:${reference.shown}`).sort()
  return JSON.stringify([doc.status ?? null, relationId(doc.product) ?? null, references])
}

/** The swatch images of a product's item codes are public exactly while the product is. */
async function itemCodeImagesOf(req: PayloadRequest, productId: unknown): Promise<MediaId[]> {
  if (productId === undefined || productId === null) return []
  const { docs } = await req.payload.find({
    collection: 'item-codes',
    where: { product: { equals: productId } },
    select: { image: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((doc) => {
    const id = relationId(doc.image)
    return id === undefined ? [] : [id]
  })
}

/**
 * Set in a write's context by a bulk writer (seed:large), which recomputes every
 * file's flags once at the end: recomputing a file's users on each save reads
 * every document using it, so thousands of saves sharing a few images would
 * read the whole catalogue thousands of times.
 */
export const DEFER_MEDIA_REFRESH = 'deferMediaRefresh'

/**
 * Keeps media flags up to date when a document that uses media is saved:
 * files it used before and files it uses now are recomputed, only when its
 * references or status changed.
 */
export const refreshMediaAfterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (req.context[DEFER_MEDIA_REFRESH]) return doc
  const slug = collection.slug
  const before = previousDoc as Doc | undefined
  if (signature(slug, doc) === signature(slug, before)) return doc
  const ids = [...referencedIds(slug, before), ...referencedIds(slug, doc)]
  if (slug === 'products' && doc.status !== before?.status) ids.push(...(await itemCodeImagesOf(req, doc.id)))
  await refreshMediaVisibility(req.payload, ids, req)
  return doc
}

export const refreshMediaAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await refreshMediaVisibility(req.payload, referencedIds(collection.slug, doc as Doc), req)
  return doc
}

export const refreshMediaAfterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  if (signature(global.slug, doc) === signature(global.slug, previousDoc as Doc | undefined)) return doc
  await refreshMediaVisibility(req.payload, [...referencedIds(global.slug, previousDoc as Doc | undefined), ...referencedIds(global.slug, doc)], req)
  return doc
}
