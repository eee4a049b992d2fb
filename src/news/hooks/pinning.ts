import { ValidationError, type CollectionBeforeChangeHook, type FieldHook, type Validate, type Where } from 'payload'
import { validationMessageIn } from '../../admin/i18n/validation-messages'
import { holdWriteLock, inTurn } from '../../shared/locks/write-lock'
import { MAX_PINNED_NEWS, newsMessages, PINNED_DISPLAY_ORDER, UNPINNED_DISPLAY_ORDER } from '../schemas'

/** The write lock taken by every save that pins an item. */
const PIN_LOCK = 'news-items:pinned'

const pinnedOthers = (id: number | string | undefined): Where =>
  id === undefined ? { isPinned: { equals: true } } : { and: [{ isPinned: { equals: true } }, { id: { not_equals: id } }] }

/**
 * Refuses a fourth pinned item; items already pinned may be saved again. A
 * save that pins has taken the pin lock (applyPinOrder runs before field
 * validation), so on PostgreSQL this count includes every pin committed before.
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
    if (!(await holdWriteLock(req, PIN_LOCK))) req.context[PIN_CHECK_AFTER_WRITE] = true
    return { ...data, displayOrder: PINNED_DISPLAY_ORDER }
  }
  if (!isPinned && wasPinned) return { ...data, displayOrder: UNPINNED_DISPLAY_ORDER }
  // A new item without an order, or an order an administrator cleared, takes the default for its pin state.
  if (typeof data.displayOrder !== 'number' && (operation === 'create' || 'displayOrder' in data)) {
    return { ...data, displayOrder: isPinned ? PINNED_DISPLAY_ORDER : UNPINNED_DISPLAY_ORDER }
  }
  return data
}

const PIN_CHECK_AFTER_WRITE = 'newsPinCheckAfterWrite'

/**
 * Without transactions (SQLite) the pin lock holds nothing: two pins may both
 * pass validation. After the write, one at a time, a pin that made more than 3
 * is undone and refused with the same message as the validation.
 */
export const confirmPinLimit: FieldHook = async ({ context, originalDoc, previousDoc, req, value }) => {
  if (value !== true || context[PIN_CHECK_AFTER_WRITE] !== true) return value
  delete context[PIN_CHECK_AFTER_WRITE]
  const id = (originalDoc as { id?: number | string } | undefined)?.id
  if (id === undefined) return value
  await inTurn(PIN_LOCK, async () => {
    const { totalDocs } = await req.payload.count({ collection: 'news-items', where: { isPinned: { equals: true } }, req })
    if (totalDocs <= MAX_PINNED_NEWS) return
    const before = previousDoc as { displayOrder?: number | null } | undefined
    await req.payload.db.updateOne({
      collection: 'news-items',
      id,
      data: { isPinned: false, displayOrder: before?.displayOrder ?? UNPINNED_DISPLAY_ORDER },
      req,
    })
    throw new ValidationError({ collection: 'news-items', errors: [{ path: 'isPinned', message: validationMessageIn(req, newsMessages.tooManyPinned) }], req })
  })
  return value
}
