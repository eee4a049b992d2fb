import { inAdminLanguage } from '../../shared/admin-label'

const text = {
  notAllowed: { en: 'Only administrators can clean up storage.', zh: '只有管理員可以清理儲存空間。' },
  badRequest: {
    en: 'Send a JSON body {"records": [media ids], "files": [file names]} listing what to delete.',
    zh: '請以 JSON 傳送要刪除的項目：{"records": [媒體編號], "files": [檔案名稱]}。',
  },
} as const

/** The storage cleanup's server messages in the administrator's language. */
export const cleanupMessages = (req: { i18n?: { language?: string } }) => ({
  notAllowed: inAdminLanguage(req, text.notAllowed),
  badRequest: inAdminLanguage(req, text.badRequest),
})
