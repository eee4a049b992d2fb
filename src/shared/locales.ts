/**
 * The site's languages, in one place: the content locales Payload stores,
 * how a request's host names its language (the Chinese site is the same
 * deployment on the `zh.` subdomain, spec §2.1), and the `lang` values pages
 * announce. English is the default and the fallback for every localized field.
 */
export const contentLocales = ['en', 'zh-Hant'] as const
type ContentLocale = (typeof contentLocales)[number]
export const defaultLocale: ContentLocale = 'en'

/** The public site's languages are the content locales. */
export type SiteLocale = ContentLocale
export const siteLocales: SiteLocale[] = [...contentLocales]

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (contentLocales as readonly string[]).includes(value)
}

const CHINESE_SUBDOMAIN = 'zh.'

export function isChineseHost(host: string): boolean {
  return host.toLowerCase().startsWith(CHINESE_SUBDOMAIN)
}

/** Strip a leading `www.`, prefix `zh.`. */
export function chineseHost(host: string): string {
  const bare = host.toLowerCase().replace(/^www\./, '')
  return isChineseHost(bare) ? bare : `${CHINESE_SUBDOMAIN}${bare}`
}

export function englishHost(host: string): string {
  return host.toLowerCase().replace(/^zh\./, '')
}

/** The origin of the Chinese site for a given English origin, e.g. https://zh.example.com. */
export function chineseOrigin(origin: string): string {
  const url = new URL(origin)
  url.host = chineseHost(url.host)
  return url.origin
}

/** The language of a request is decided by its host: zh.<host> is Traditional Chinese. */
export function localeFromHost(host: string | null | undefined): SiteLocale {
  return host && isChineseHost(host) ? 'zh-Hant' : 'en'
}

/** The value of <html lang> and hreflang for a content locale. */
export function htmlLang(locale: SiteLocale): string {
  return locale === 'zh-Hant' ? 'zh-Hant-HK' : 'en'
}
