import { env } from '../config/env.server'
import { type SiteLocale, chineseOrigin } from '../shared/locales'

/** The canonical origin of each language, from SITE_URL. */
export function originFor(locale: SiteLocale): string {
  const english = env().siteUrl
  return locale === 'zh-Hant' ? chineseOrigin(english) : new URL(english).origin
}

export function absoluteUrl(locale: SiteLocale, path: string): string {
  return `${originFor(locale)}${path === '/' ? '/' : path}`
}
