import { siteLocaleOfAdmin, wordsFor } from '../../shared/admin-label'
import type { SiteLocale } from '../../shared/locales'

/** The admin's own words for its frame, in English and Traditional Chinese (Payload's 'zh-TW'; its 'zh' reads them converted). */
const brandTexts = {
  en: { adminPanel: 'Admin Panel', logout: 'Logout', preferences: 'Preferences' },
  zh: { adminPanel: '管理後台', logout: '登出', preferences: '偏好設定' },
} as const

export function adminBrandText(language: string | undefined) {
  return wordsFor(language, brandTexts)
}

/** The site language whose brand name the admin shows: the Chinese name, in the interface's script, in a Chinese interface. */
export function brandLocaleFor(language: string | undefined): SiteLocale {
  return siteLocaleOfAdmin(language)
}

/** Payload's own "Payload Settings" heading on the account page, in the site's words. */
export const adminBrandTranslations = {
  en: { general: { payloadSettings: brandTexts.en.preferences } },
  'zh-TW': { general: { payloadSettings: brandTexts.zh.preferences } },
  zh: { general: { payloadSettings: adminBrandText('zh').preferences } },
}
