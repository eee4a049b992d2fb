import { chineseHost, englishHost, isChineseHost } from '../shared/locales'

/**
 * The other language's address for the current page: the same path on the
 * zh. subdomain (a leading www. removed), or back on the English host.
 */
export function otherLanguageHref(currentHost: string, protocol: string, path: string, search = ''): string {
  const host = isChineseHost(currentHost) ? englishHost(currentHost) : chineseHost(currentHost)
  return `${protocol}//${host}${path}${search}`
}

/** Without a browser location (server render), start from the site's main origin. */
export function fallbackLanguageHref(siteUrl: string, chinese: boolean, path: string): string {
  const url = new URL(siteUrl)
  return otherLanguageHref(chinese ? chineseHost(url.host) : url.host, url.protocol, path)
}
