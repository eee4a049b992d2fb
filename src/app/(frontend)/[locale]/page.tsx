import type { Metadata } from 'next'
import { getFeaturedProducts } from '@/catalogue/queries'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { HomeView } from '@/site-shell/pages/HomeView'
import { getHomePage, getSiteSettings } from '@/site-settings/queries'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'home', '/', { image: await siteShareImage(locale) })
}

export default async function Home({ params }: Props) {
  const locale = await routeLocale(params)
  const [settings, home, featured] = await Promise.all([getSiteSettings(locale), getHomePage(locale), getFeaturedProducts(locale)])
  const t = getMessages(locale)
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/" title={t.meta.home.title} crumbs={[]} />
      <HomeView t={t} settings={settings} home={home} featured={featured} />
    </>
  )
}
