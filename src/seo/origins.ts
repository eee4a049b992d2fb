import { env } from '../config/env.server'
import { hreflang, originOf, siteLocales, type SiteLocale } from '../shared/locales'

/** The canonical origin of each language, from SITE_URL. */
export function originFor(locale: SiteLocale): string {
  return originOf(env().siteUrl, locale)
}

export function absoluteUrl(locale: SiteLocale, path: string): string {
  return `${originFor(locale)}${path === '/' ? '/' : path}`
}

/** A page's address in each language by its hreflang (en, zh-Hant, zh-Hans), and English as x-default. */
export function alternateLanguages(path: string): Record<string, string> {
  return { ...Object.fromEntries(siteLocales.map((locale) => [hreflang(locale), absoluteUrl(locale, path)])), 'x-default': absoluteUrl('en', path) }
}
