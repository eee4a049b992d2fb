import type { SiteLocale } from '../shared/locales'
import { getMessages } from '../i18n/messages'
import type { GeneralSetting } from '../payload-types'
import { companyIdentity } from '../site-settings/company-identity'
import { absoluteUrl, originFor } from './origins'
import { oneLine } from './one-line'

export type Crumb = { name: string; path: string }

/** Serialises structured data safely inside a script tag. */
function serialise(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

export function organizationLd(locale: SiteLocale, settings: GeneralSetting) {
  const company = companyIdentity(settings)
  return {
    '@type': 'Organization',
    '@id': `${originFor('en')}/#organization`,
    name: company.companyName || undefined,
    alternateName: company.brandName && company.brandName !== company.companyName ? company.brandName : undefined,
    url: originFor(locale),
    logo: company.logoUrl ? new URL(company.logoUrl, originFor(locale)).toString() : undefined,
    email: settings.infoEmail ?? undefined,
    telephone: settings.telephone ?? undefined,
    foundingDate: company.foundingYear ? String(company.foundingYear) : undefined,
    address: company.address
      ? { '@type': 'PostalAddress', streetAddress: oneLine(company.address), addressLocality: company.addressArea, addressCountry: 'HK' }
      : undefined,
    sameAs: [settings.facebookUrl, settings.instagramUrl].filter(Boolean),
  }
}

/** Organization, WebPage and BreadcrumbList for a page (plus any page-specific entries). */
export function JsonLd({
  locale,
  settings,
  path,
  title,
  crumbs,
  extra = [],
}: {
  locale: SiteLocale
  settings: GeneralSetting
  path: string
  title: string
  crumbs: Crumb[]
  extra?: object[]
}) {
  const t = getMessages(locale)
  const trail = [{ name: t.nav.home, path: '/' }, ...crumbs]
  const graph = [
    organizationLd(locale, settings),
    { '@type': 'WebPage', '@id': absoluteUrl(locale, path), url: absoluteUrl(locale, path), name: title, inLanguage: locale, isPartOf: { '@type': 'WebSite', url: originFor(locale), name: companyIdentity(settings).brandName || undefined } },
    {
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absoluteUrl(locale, crumb.path) })),
    },
    ...extra,
  ]
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialise({ '@context': 'https://schema.org', '@graph': graph }) }} />
}
