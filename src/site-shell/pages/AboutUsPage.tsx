import type { Metadata } from 'next'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { ResponsiveImage } from '@/media/components/ResponsiveImage'
import { isMedia } from '@/media/media-url'
import type { Media } from '@/payload-types'
import { PageHero } from '@/shared/ui/PageHero'
import { Phrases } from '@/shared/text/Phrases'
import { getAboutPage, getSiteSettings } from '@/site-settings/queries'

type Props = { params: Promise<{ locale: string }> }

export async function aboutUsPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'about', '/about', { image: await siteShareImage(locale) })
}

type SectionProps = { id: string; heading?: string | null; body?: string | null; image?: number | Media | null; tone: 'light' | 'white'; pictureFirst?: boolean }

/** A section of the story: its heading and text, and its picture beside them when it has one (alternating sides). */
function Section({ id, heading, body, image, tone, pictureFirst }: SectionProps) {
  if (!heading && !body) return null
  const picture = isMedia(image) && image.url ? image : undefined
  return (
    <section aria-labelledby={id} className={tone === 'white' ? 'bg-white' : ''}>
      <div className={`container-page grid gap-8 py-16 ${picture ? 'lg:grid-cols-2 lg:items-center' : 'lg:grid-cols-[1fr_2fr]'}`}>
        {picture ? (
          <>
            <div className={pictureFirst ? 'lg:order-2' : ''}>
              <h2 id={id} className="font-serif text-3xl">
                <Phrases text={heading} />
              </h2>
              <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone">{body}</p>
            </div>
            <figure className={`overflow-hidden rounded-2xl bg-ink shadow-sm ${pictureFirst ? 'lg:order-1' : ''}`}>
              <ResponsiveImage media={picture} sizes="(min-width: 1024px) 600px, 100vw" variants={['card', 'large']} className="aspect-[4/3] h-full w-full object-cover" />
            </figure>
          </>
        ) : (
          <>
            <h2 id={id} className="font-serif text-3xl">
              <Phrases text={heading} />
            </h2>
            <p className="whitespace-pre-line text-lg leading-relaxed text-stone">{body}</p>
          </>
        )}
      </div>
    </section>
  )
}

export async function AboutUsPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [settings, about] = await Promise.all([getSiteSettings(locale), getAboutPage(locale)])
  const t = getMessages(locale)
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/about" title={t.meta.about.title} crumbs={[{ name: t.nav.about, path: '/about' }]} />
      <PageHero eyebrow={t.about.eyebrow} title={t.about.title} intro={settings.companyDescription} />
      <Section id="history" tone="light" {...about.history} />
      <Section id="metallic-yarn" tone="white" pictureFirst {...about.metallicYarn} />
      {(about.coreValues?.length ?? 0) > 0 && (
        <section aria-labelledby="core-values" className="bg-ink py-16 text-white">
          <div className="container-page">
            <h2 id="core-values" className="font-serif text-3xl">
              {t.about.coreValues}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {about.coreValues!.map((value) => (
                <li key={value.id} className="rounded-xl border border-gold/30 p-6">
                  <h3 className="font-serif text-xl text-gold">{value.title}</h3>
                  <p className="mt-3 leading-relaxed text-white/80">{value.body}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <Section id="sustainability" tone="light" {...about.sustainability} />
      <Section id="community" tone="white" pictureFirst {...about.community} />
    </>
  )
}
