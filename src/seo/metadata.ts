import type { Metadata } from 'next'
import { htmlLang, type SiteLocale } from '../shared/locales'
import { getMessages, type Messages } from '../i18n/messages'
import { absoluteUrl } from './origins'

export type PageKey = keyof Omit<Messages['meta'], 'siteName'>

/** Title, description, canonical and hreflang alternates, and Open Graph tags for a page. */
export function pageMetadata(
  locale: SiteLocale,
  page: PageKey,
  path: string,
  override?: { title?: string; description?: string; image?: string },
): Metadata {
  const t = getMessages(locale).meta
  const title = override?.title ?? t[page].title
  const description = override?.description ?? t[page].description
  const url = absoluteUrl(locale, path)
  return {
    title: page === 'home' && !override?.title ? { absolute: `${t.siteName} | ${title}` } : title,
    description,
    alternates: {
      canonical: url,
      languages: { en: absoluteUrl('en', path), 'zh-Hant': absoluteUrl('zh-Hant', path), 'x-default': absoluteUrl('en', path) },
    },
    openGraph: {
      type: 'website',
      url,
      siteName: t.siteName,
      title,
      description,
      locale: htmlLang(locale).replace(/-/g, '_'),
      ...(override?.image ? { images: [{ url: override.image }] } : {}),
    },
    twitter: { card: 'summary_large_image', title, description },
  }
}
