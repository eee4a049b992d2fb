import type { SiteLocale } from '../../shared/locales'

/** The admin's own words for its frame, in its two interface languages ('zh-TW' is Payload's Traditional Chinese). */
const brandTexts = {
  en: { adminPanel: 'Admin Panel', logout: 'Logout', preferences: 'Preferences' },
  zh: { adminPanel: '管理後台', logout: '登出', preferences: '偏好設定' },
} as const

export function adminBrandText(language: string | undefined) {
  return language === 'zh-TW' ? brandTexts.zh : brandTexts.en
}

/** The content language whose brand name the admin shows: the Chinese name in the Chinese interface. */
export function brandLocaleFor(language: string | undefined): SiteLocale {
  return language === 'zh-TW' ? 'zh-Hant' : 'en'
}

/** Payload's own "Payload Settings" heading on the account page, in the site's words. */
export const adminBrandTranslations = {
  en: { general: { payloadSettings: brandTexts.en.preferences } },
  'zh-TW': { general: { payloadSettings: brandTexts.zh.preferences } },
}
