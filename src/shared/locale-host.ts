/**
 * The Chinese site is the same deployment on the `zh.` subdomain (spec §2.1):
 * strip a leading `www.`, prefix `zh.`. The English host is the reverse.
 */
export const CHINESE_SUBDOMAIN = 'zh.'

export function isChineseHost(host: string): boolean {
  return host.toLowerCase().startsWith(CHINESE_SUBDOMAIN)
}

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
