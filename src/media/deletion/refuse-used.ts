import { APIError, type CollectionBeforeDeleteHook } from 'payload'
import { inAdminLanguage, isChineseAdmin } from '../../shared/admin-label'
import { usedBy, type UsedByEntry } from './used-by'
import { fill } from '../../shared/text/fill'

export const deleteMessages = {
  inUse: {
    en: 'This file cannot be deleted because it is in use: {list}. Remove it from there first, or choose another file there.',
    zh: '此檔案正在使用中，無法刪除：{list}。請先從這些項目移除此檔案，或改用其他檔案。',
  },
} as const

/** 'Product “Antique Gold”' in English, '產品「古金線」' in Chinese. */
const describe = (entry: UsedByEntry, chinese: boolean) => (entry.kind === entry.title ? entry.title : chinese ? `${entry.kind}「${entry.title}」` : `${entry.kind} “${entry.title}”`)

/**
 * A media file that any record or setting uses is never deleted: the delete
 * is refused (409) with the list of its users, so a product, an article or
 * the home page never loses its picture. Runs before Payload touches the
 * stored files.
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const entries = await usedBy(req.payload, id, req, req)
  if (entries.length === 0) return
  const message = fill(inAdminLanguage(req, deleteMessages.inUse), { list: entries.map((entry) => describe(entry, isChineseAdmin(req.i18n?.language))).join(inAdminLanguage(req, { en: '; ', zh: '；' })) })
  throw new APIError(message, 409, { usedBy: entries }, true)
}
