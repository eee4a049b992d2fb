import { notFound } from 'next/navigation'
import { siteLocales, type SiteLocale } from '../shared/locales'

/** The [locale] segment of a public route, or a 404 for anything else. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<SiteLocale> {
  const { locale } = await params
  if (!siteLocales.includes(locale as SiteLocale)) notFound()
  return locale as SiteLocale
}
