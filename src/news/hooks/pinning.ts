import type { CollectionBeforeChangeHook, Validate, Where } from 'payload'
import { MAX_PINNED_NEWS, newsMessages, PINNED_DISPLAY_ORDER, UNPINNED_DISPLAY_ORDER } from '../schemas'

/** Refuses a fourth pinned item; items already pinned may be saved again. */
export const validatePinLimit: Validate = async (value, { req, id, previousValue }) => {
  if (value !== true || previousValue === true) return true
  const where: Where = id === undefined ? { isPinned: { equals: true } } : { and: [{ isPinned: { equals: true } }, { id: { not_equals: id } }] }
  const { totalDocs } = await req.payload.count({ collection: 'news-items', where, req, overrideAccess: true })
  return totalDocs >= MAX_PINNED_NEWS ? newsMessages.tooManyPinned : true
}

/** Pinning puts the item last among the pinned (999); unpinning returns it to 0 (spec §4). */
export const applyPinOrder: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const wasPinned = operation === 'update' ? Boolean(originalDoc?.isPinned) : false
  const isPinned = data.isPinned ?? wasPinned
  if (isPinned && !wasPinned) return { ...data, displayOrder: PINNED_DISPLAY_ORDER }
  if (!isPinned && wasPinned) return { ...data, displayOrder: UNPINNED_DISPLAY_ORDER }
  if (operation === 'create' && typeof data.displayOrder !== 'number') return { ...data, displayOrder: UNPINNED_DISPLAY_ORDER }
  return data
}
