import { hostFor, type SiteLocale } from '../shared/locales'

/**
 * A language's address for the current page: the same path on that language's
 * host (zh. for Traditional, cn. for Simplified Chinese, the bare host for
 * English; a leading www. removed).
 */
export function languageHref(currentHost: string, protocol: string, locale: SiteLocale, path: string, search = ''): string {
  return `${protocol}//${hostFor(currentHost, locale)}${path}${search}`
}

/** Without a browser location (server render), start from the site's main origin. */
export function fallbackLanguageHref(siteUrl: string, locale: SiteLocale, path: string): string {
  const url = new URL(siteUrl)
  return languageHref(url.host, url.protocol, locale, path)
}
