/**
 * The site's languages, in one place: the content locales Payload stores,
 * how a request's host names its language (the same deployment answers the
 * Traditional Chinese site on the `zh.` subdomain, spec §2.1, and the
 * Simplified Chinese site on `cn.`), and the `lang` values pages announce.
 * English is the default and the fallback for every localized field.
 *
 * Simplified Chinese is a site language, not a content locale: its pages read
 * the Traditional content and show it converted (src/translations/simplified), so
 * administrators write two languages, not three.
 */
export const contentLocales = ['en', 'zh-Hant'] as const
export type ContentLocale = (typeof contentLocales)[number]
export const defaultLocale: ContentLocale = 'en'

export const siteLocales = ['en', 'zh-Hant', 'zh-Hans'] as const
export type SiteLocale = (typeof siteLocales)[number]

export function isContentLocale(value: unknown): value is ContentLocale {
  return typeof value === 'string' && (contentLocales as readonly string[]).includes(value)
}

export function isSiteLocale(value: unknown): value is SiteLocale {
  return typeof value === 'string' && (siteLocales as readonly string[]).includes(value)
}

/** The content a site language is read from: the Simplified site reads the Traditional text. */
export function contentLocaleOf(locale: SiteLocale): ContentLocale {
  return locale === 'en' ? 'en' : 'zh-Hant'
}

/** The subdomain of each language's site; English is the bare host. */
const SUBDOMAINS: Record<SiteLocale, string> = { en: '', 'zh-Hant': 'zh.', 'zh-Hans': 'cn.' }
const LANGUAGE_PREFIX = /^(zh|cn)\./

/** The host of a language's site, from any of the three (a leading www. removed): example.com → cn.example.com. */
export function hostFor(host: string, locale: SiteLocale): string {
  const bare = host.toLowerCase().replace(/^www\./, '').replace(LANGUAGE_PREFIX, '')
  return `${SUBDOMAINS[locale]}${bare}`
}

/** The origin of a language's site for a given English origin, e.g. https://cn.example.com. */
export function originOf(origin: string, locale: SiteLocale): string {
  const url = new URL(origin)
  url.host = hostFor(url.host, locale)
  return url.origin
}

export function isChineseHost(host: string): boolean {
  return localeFromHost(host) !== 'en'
}

/** Strip a leading `www.`, prefix `zh.`. */
export const chineseHost = (host: string) => hostFor(host, 'zh-Hant')
export const englishHost = (host: string) => hostFor(host, 'en')
/** The origin of the Traditional Chinese site for a given English origin, e.g. https://zh.example.com. */
export const chineseOrigin = (origin: string) => originOf(origin, 'zh-Hant')

/** The language of a request is decided by its host: zh.<host> is Traditional, cn.<host> Simplified Chinese. */
export function localeFromHost(host: string | null | undefined): SiteLocale {
  const lower = host?.toLowerCase() ?? ''
  if (lower.startsWith('zh.')) return 'zh-Hant'
  if (lower.startsWith('cn.')) return 'zh-Hans'
  return 'en'
}

/** The value of <html lang> for a site language. */
export function htmlLang(locale: SiteLocale): string {
  return { en: 'en', 'zh-Hant': 'zh-Hant-HK', 'zh-Hans': 'zh-Hans-CN' }[locale]
}

/** Each language's own name, in its own script, as a language link shows it; and its short form in the header. */
export const languageNames: Record<SiteLocale, { name: string; short: string }> = {
  en: { name: 'English', short: 'EN' },
  'zh-Hant': { name: '繁體中文', short: '繁' },
  'zh-Hans': { name: '简体中文', short: '简' },
}

/** The hreflang of each site language in alternates and the sitemap. */
export function hreflang(locale: SiteLocale): string {
  return { en: 'en', 'zh-Hant': 'zh-Hant', 'zh-Hans': 'zh-Hans' }[locale]
}

/**
 * What a Local API read for a site language names: the content locale it reads,
 * and for the Simplified site the request context that has every document
 * converted as it is read (src/translations/simplified). Spread into
 * find/findByID/findGlobal: `payload.find({ collection, ...readAs(locale), … })`.
 */
export const SITE_LOCALE_CONTEXT = 'siteLocale'
export function readAs(locale: SiteLocale): { locale: ContentLocale; context?: Record<string, unknown> } {
  return locale === 'zh-Hans' ? { locale: 'zh-Hant', context: { [SITE_LOCALE_CONTEXT]: 'zh-Hans' } } : { locale }
}
