import type { ReactNode } from 'react'
import type { SiteLocale } from '../shared/locales'
import { getMessages } from '../i18n/messages'
import { env } from '../config/env.server'
import { companyIdentity } from '../site-settings/company-identity'
import { getSiteSettings } from '../site-settings/queries'
import { SearchForm } from '../search/components/SearchForm'
import { SearchLink } from '../search/components/SearchLink'
import { Footer } from './components/Footer'
import { Header } from './components/Header'
import { ScrollToTop } from './components/ScrollToTop'
import { SocialLinks } from '../shared/ui/SocialLinks'
import { socialData, socialLabels } from '../site-settings/social-data'
import { Toaster } from '../shared/ui/toast/Toaster'

/** Header, footer and the page-wide helpers around every public page. */
export async function SiteShell({ locale, children }: { locale: SiteLocale; children: ReactNode }) {
  const [settings, t] = [await getSiteSettings(locale), getMessages(locale)]
  const company = companyIdentity(settings)
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[90] focus:rounded focus:bg-white focus:px-4 focus:py-2">
        {t.common.skipToContent}
      </a>
      <Header
        brand={{ name: company.brandName, initial: company.initial, logoUrl: company.logoUrl }}
        homeLabel={t.nav.homeLink}
        navLabel={t.nav.mainNavigation}
        labels={{ ...t.nav }}
        requestLabel={t.requests.navLabel}
        language={{ siteUrl: env().siteUrl, current: locale, groupLabel: t.nav.languages, labels: t.nav.languageLabels }}
        socials={<SocialLinks data={socialData(settings)} labels={socialLabels(t)} className="text-white" />}
        search={{ row: <SearchForm labels={t.search} variant="header" />, menu: <SearchForm labels={t.search} variant="menu" />, link: <SearchLink label={t.search.label} /> }}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <Footer settings={settings} t={t} />
      <ScrollToTop label={t.common.scrollToTop} />
      <Toaster dismissLabel={t.common.dismiss} regionLabel={t.common.notifications} />
    </>
  )
}
