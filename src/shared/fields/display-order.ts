import type { CollectionBeforeChangeHook, NumberField } from 'payload'
import { label } from '../admin-label'

export function displayOrderField(): NumberField {
  return {
    name: 'displayOrder',
    label: label('Display order', '顯示順序'),
    type: 'number',
    index: true,
    min: 0,
    validate: (value: number | null | undefined) =>
      value === null || value === undefined || Number.isInteger(value) ? true : 'Display order must be a whole number',
    admin: {
      position: 'sidebar',
      description: label(
        'Lower numbers come first. New entries are placed last.',
        '數字越小越靠前。新項目會排在最後。',
      ),
    },
  }
}

/**
 * A new row without an explicit order goes last: highest existing order + 1
 * (display order starts at 1). Runs in the same transaction as the insert.
 */
export const placeNewRowLast: CollectionBeforeChangeHook = async ({ collection, data, operation, req }) => {
  if (operation !== 'create' || typeof data.displayOrder === 'number') return data
  const highest = await req.payload.find({
    collection: collection.slug as never,
    sort: '-displayOrder',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { displayOrder: true } as never,
    req,
  })
  const top = (highest.docs[0] as { displayOrder?: number | null } | undefined)?.displayOrder ?? 0
  return { ...data, displayOrder: top + 1 }
}
