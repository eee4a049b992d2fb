import type { CollectionBeforeChangeHook, Validate, Where } from 'payload'
import { holdWriteLock } from '../../shared/locks/write-lock'
import { MAX_PINNED_NEWS, newsMessages, PINNED_DISPLAY_ORDER, UNPINNED_DISPLAY_ORDER } from '../schemas'

/** The write lock taken by every save that pins an item. */
export const PIN_LOCK = 'news-items:pinned'

const pinnedOthers = (id: number | string | undefined): Where =>
  id === undefined ? { isPinned: { equals: true } } : { and: [{ isPinned: { equals: true } }, { id: { not_equals: id } }] }

/**
 * Refuses a fourth pinned item; items already pinned may be saved again. A
 * save that pins has taken the pin lock (applyPinOrder runs before field
 * validation), so this count includes every pin committed before.
 */
export const validatePinLimit: Validate = async (value, { req, id, previousValue }) => {
  if (value !== true || previousValue === true) return true
  const { totalDocs } = await req.payload.count({ collection: 'news-items', where: pinnedOthers(id), req, overrideAccess: true })
  return totalDocs >= MAX_PINNED_NEWS ? newsMessages.tooManyPinned : true
}

/**
 * Pinning puts the item last among the pinned (999); unpinning returns it to 0
 * (spec §4). A save that pins first takes the pin lock, so simultaneous pins
 * are counted one after another.
 */
export const applyPinOrder: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const wasPinned = operation === 'update' ? Boolean(originalDoc?.isPinned) : false
  const isPinned = data.isPinned ?? wasPinned
  if (isPinned && !wasPinned) {
    await holdWriteLock(req, PIN_LOCK)
    return { ...data, displayOrder: PINNED_DISPLAY_ORDER }
  }
  if (!isPinned && wasPinned) return { ...data, displayOrder: UNPINNED_DISPLAY_ORDER }
  // A new item without an order, or an order an administrator cleared, takes the default for its pin state.
  if (typeof data.displayOrder !== 'number' && (operation === 'create' || 'displayOrder' in data)) {
    return { ...data, displayOrder: isPinned ? PINNED_DISPLAY_ORDER : UNPINNED_DISPLAY_ORDER }
  }
  return data
}
