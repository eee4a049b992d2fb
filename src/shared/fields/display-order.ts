import type { CollectionBeforeChangeHook, CollectionSlug, NumberField, PayloadRequest } from 'payload'
import { bilingual, label } from '../admin-label'
import { holdWriteLock } from '../locks/write-lock'

/** The write lock shared by creates and reorders of one collection. */
export const displayOrderLock = (collection: string) => `display-order:${collection}`

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
 * cleared, goes last: highest existing order + 1 (display order starts at 1). The collection's
 * write lock is taken first, in the save's transaction, so simultaneous creates (and reorders)
 * take turns and each reads the order the previous one committed.
 */
export const placeNewRowLast: CollectionBeforeChangeHook = async ({ collection, data, operation, req }) => {
  const needsOrder = typeof data.displayOrder !== 'number' && (operation === 'create' || 'displayOrder' in data)
  if (!needsOrder) return data
  await holdWriteLock(req, displayOrderLock(collection.slug))
  return { ...data, displayOrder: (await highestOrder(req, collection.slug)) + 1 }
}
