import type { CollectionBeforeChangeHook, CollectionSlug, FieldHook, NumberField, PayloadRequest } from 'payload'
import { bilingual, label } from '../admin-label'
import { holdWriteLock, inTurn } from '../locks/write-lock'

/** The write lock shared by creates and reorders of one collection. */
export const displayOrderLock = (collection: string) => `display-order:${collection}`

const assignedKey = (collection: string) => `displayOrderAssigned:${collection}`

export function displayOrderField(): NumberField {
  return {
    name: 'displayOrder',
    label: label('Display order', '顯示順序'),
    type: 'number',
    index: true,
    min: 0,
    // A custom validate replaces Payload's own (and with it `min`), so the bound is checked here.
    validate: (value: number | null | undefined) =>
      value === null || value === undefined || (Number.isInteger(value) && value >= 0) ? true : 'Display order must be a whole number of 0 or more',
    hooks: { afterChange: [keepAssignedOrderDistinct] },
    // Never empty: a new or cleared order is filled in by the collection's hook
    // (placeNewRowLast, or the news pin order), so it sorts by its index alone.
    custom: { neverEmpty: true },
    admin: {
      position: 'sidebar',
      description: bilingual(
        'Lower numbers come first. New entries are placed last.',
        '數字越小越靠前。新項目會排在最後。',
      ),
    },
  }
}

async function highestOrder(req: PayloadRequest, collection: CollectionSlug): Promise<number> {
  const highest = await req.payload.find({
    collection,
    sort: '-displayOrder',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { displayOrder: true } as never,
    req,
  })
  return (highest.docs[0] as { displayOrder?: number | null } | undefined)?.displayOrder ?? 0
}

/**
 * A new row without an explicit order, or a row whose order an administrator
 * cleared, goes last: highest existing order + 1 (display order starts at 1). With transactions the collection's write lock
 * is taken first, so simultaneous creates (and reorders) take turns and each
 * reads the order the previous one committed.
 */
export const placeNewRowLast: CollectionBeforeChangeHook = async ({ collection, data, operation, req }) => {
  const needsOrder = typeof data.displayOrder !== 'number' && (operation === 'create' || 'displayOrder' in data)
  if (!needsOrder) return data
  const locked = await holdWriteLock(req, displayOrderLock(collection.slug))
  const displayOrder = (await highestOrder(req, collection.slug)) + 1
  // req.context, not the hook's context: a Local API call with req may have replaced the object.
  if (!locked) req.context[assignedKey(collection.slug)] = displayOrder
  return { ...data, displayOrder }
}

/**
 * Without transactions (SQLite) the lock above holds nothing, so two creates
 * may read the same highest order. After the insert, one at a time, a row
 * whose assigned order is also another row's moves to the new highest + 1.
 */
const keepAssignedOrderDistinct: FieldHook = async ({ collection, context, operation, originalDoc, req, value }) => {
  if (operation !== 'create' || !collection || typeof value !== 'number') return value
  if (context[assignedKey(collection.slug)] !== value) return value
  delete context[assignedKey(collection.slug)]
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (id === undefined) return value
  const slug: CollectionSlug = collection.slug
  return inTurn(displayOrderLock(slug), async () => {
    const clash = await req.payload.count({
      collection: slug,
      where: { and: [{ displayOrder: { equals: value } }, { id: { not_equals: id } }] },
      req,
    })
    if (!clash.totalDocs) return value
    const displayOrder = (await highestOrder(req, slug)) + 1
    await req.payload.db.updateOne({ collection: slug, id, data: { displayOrder }, req })
    return displayOrder
  })
}
