import type { Metadata } from 'next'
import { siteLocales, type SiteLocale } from '../shared/locales'
import { alternateLanguages } from './origins'
import { getMessages, type Messages } from '../i18n/messages'
import type { CompanyFacts } from '../i18n/messages/en'
import { getCompanyIdentity } from '../site-settings/queries'
import { absoluteUrl } from './origins'
import type { SharePicture } from './share-picture'

export type PageKey = keyof Messages['meta']

/** The share image of a page that has none of its own (see share-image.ts for the site-wide pages). */
export const DEFAULT_SHARE_IMAGE: SharePicture = { url: '/og/share.jpg', width: 1200, height: 630 }

/** Open Graph names a locale as language_TERRITORY: the site is Hong Kong's, in English and Traditional Chinese, and the mainland's in Simplified Chinese. */
export function openGraphLocale(locale: SiteLocale): string {
  return { en: 'en_HK', 'zh-Hant': 'zh_HK', 'zh-Hans': 'zh_CN' }[locale]
}

/** A page's description; some speak of the company (its founding year, its district), which the settings give. */
export function pageDescription(entry: Messages['meta'][PageKey], company: CompanyFacts): string {
  return typeof entry.description === 'function' ? entry.description(company) : entry.description
}

/** "Page | Brand", or the page alone on a site whose brand name is not filled in yet. */
export function withBrand(title: string, brandName: string): string {
  return brandName ? `${title} | ${brandName}` : title
}

/**
 * Title, description, canonical and hreflang alternates, and Open Graph tags for a page: its locale with the
 * other language as the alternate, and a share image (the page's own, else the site's default). The brand
 * name and the company's facts come from the settings (a cached read).
 */
export async function pageMetadata(
  locale: SiteLocale,
  page: PageKey,
  path: string,
  override?: { title?: string; description?: string; image?: SharePicture; openGraphType?: 'website' | 'rendered by the page' },
): Promise<Metadata> {
  const t = getMessages(locale).meta
  const company = await getCompanyIdentity(locale)
  const title = override?.title ?? t[page].title
  const description = override?.description ?? pageDescription(t[page], company)
  const url = absoluteUrl(locale, path)
  const image = override?.image ? { ...override.image, alt: title } : { ...DEFAULT_SHARE_IMAGE, alt: company.brandName || title }
  return {
    title: page === 'home' && !override?.title ? { absolute: company.brandName ? `${company.brandName} | ${title}` : title } : title,
    description,
    alternates: {
      canonical: url,
      languages: alternateLanguages(path),
    },
    openGraph: {
      ...(override?.openGraphType === 'rendered by the page' ? {} : { type: 'website' as const }),
      url,
      siteName: company.brandName || undefined,
      title,
      description,
      locale: openGraphLocale(locale),
      alternateLocale: siteLocales.filter((other) => other !== locale).map(openGraphLocale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}
