import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'
import { htmlLang, siteLocales, type SiteLocale } from '@/shared/locales'
import { getMessages } from '@/i18n/messages'
import { SiteShell } from '@/site-shell/SiteShell'
import { originFor } from '@/seo/origins'
import { withBrand } from '@/seo/metadata'
import { getCompanyIdentity } from '@/site-settings/queries'
// Gives the Chinese headings the site's own names to keep whole (issue 28.18).
import '@/site-shell/site-words'
import '../globals.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// Pages are rendered on first request and then served from Next's cache until an admin save expires their tags.
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!siteLocales.includes(locale as SiteLocale)) return {}
  const t = getMessages(locale as SiteLocale)
  const { brandName } = await getCompanyIdentity(locale as SiteLocale)
  return {
    metadataBase: new URL(originFor(locale as SiteLocale)),
    title: { default: brandName || t.meta.home.title, template: withBrand('%s', brandName) },
    applicationName: brandName || undefined,
  }
}

export const viewport: Viewport = { themeColor: '#101014', width: 'device-width', initialScale: 1 }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!siteLocales.includes(locale as SiteLocale)) notFound()
  return (
    <html lang={htmlLang(locale as SiteLocale)}>
      <body>
        <SiteShell locale={locale as SiteLocale}>{children}</SiteShell>
      </body>
    </html>
  )
}
