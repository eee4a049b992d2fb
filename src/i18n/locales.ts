import { isChineseHost } from '../shared/locale-host'
import type { ContentLocale } from '../shared/locales'

export type SiteLocale = ContentLocale
export const siteLocales: SiteLocale[] = ['en', 'zh-Hant']

/** The language of a request is decided by its host: zh.<host> is Traditional Chinese. */
export function localeFromHost(host: string | null | undefined): SiteLocale {
  return host && isChineseHost(host) ? 'zh-Hant' : 'en'
}

/** The value of <html lang> and hreflang for a content locale. */
export function htmlLang(locale: SiteLocale): string {
  return locale === 'zh-Hant' ? 'zh-Hant-HK' : 'en'
}
