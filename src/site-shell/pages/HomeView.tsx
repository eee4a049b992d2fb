import Link from 'next/link'
import { ProductCardGrid } from '../../catalogue/components/ProductCardGrid'
import type { Messages } from '../../i18n/messages'
import type { GeneralSetting, HomePage, Product } from '../../payload-types'
import { carouselIntervalMs } from '../../site-settings/carousel'
import { carouselSlides } from '../../site-settings/carousel-slides'
import { ContactBand } from '../../shared/ui/ContactBand'
import { HeadedSection } from '../../shared/ui/HeadedSection'
import { HeroCarousel } from '../../site-settings/components/HeroCarousel'
import { Phrases } from '@/shared/text/Phrases'

type Props = { t: Messages; settings: GeneralSetting; home: HomePage; featured: Product[] }

export function HomeView({ t, settings, home, featured }: Props) {
  return (
    <>
      <HeroCarousel
          slides={carouselSlides(settings)}
          intervalMs={carouselIntervalMs(settings.carouselIntervalMs)}
          labels={{ loading: t.home.loading, region: t.home.carousel, previous: t.home.previous, next: t.home.next, pause: t.home.pause, play: t.home.play, slide: t.home.slide, goTo: t.home.goTo, carouselRole: t.common.carouselRole, slideRole: t.common.slideRole }}
        >
        <div className="container-page py-32">
          <p className="eyebrow text-gold-light">{settings.companyName}</p>
          <h1 className="mt-4 max-w-3xl font-serif text-4xl leading-tight sm:text-5xl lg:text-6xl"><Phrases text={home.heroHeadline} /></h1>
          {home.heroSubheadline && <p className="text-phrases mt-6 max-w-2xl text-lg text-white/85"><Phrases text={home.heroSubheadline} /></p>}
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/products" className="button-gold">
              {t.home.exploreProducts}
            </Link>
            <Link href="/about" className="button-outline-light">
              {t.home.ourStory}
            </Link>
          </div>
        </div>
      </HeroCarousel>

      <section aria-labelledby="about-teaser" className="container-page grid gap-10 py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="eyebrow">{t.home.aboutTitle}</p>
          <h2 id="about-teaser" className="mt-3 font-serif text-3xl sm:text-4xl">
            <Phrases text={home.aboutTeaserTitle} />
          </h2>
        </div>
        <div>
          <p className="whitespace-pre-line text-lg leading-relaxed text-stone">{home.aboutTeaserBody}</p>
          <Link href="/about" className="mt-6 inline-block font-semibold text-gold-dark hover:underline">
            {t.home.readMore} →
          </Link>
        </div>
      </section>

      {featured.length > 0 && (
        <section aria-labelledby="featured-products" className="bg-white py-20">
          <div className="container-page">
            <div className="flex flex-col justify-between gap-4 sm:flex-row sm:items-end">
              <div>
                <h2 id="featured-products" className="font-serif text-3xl sm:text-4xl">
                  {t.home.featured}
                </h2>
                <p className="mt-2 text-stone">{t.home.featuredIntro}</p>
              </div>
              <Link href="/products" className="font-semibold text-gold-dark hover:underline">
                {t.home.viewAll} →
              </Link>
            </div>
            <ProductCardGrid products={featured} viewLabel={t.home.viewProduct} noImage={t.common.noImage} className="mt-10" />
          </div>
        </section>
      )}

      {(home.testimonials?.length ?? 0) > 0 && (
        <HeadedSection id="testimonials" title={t.home.testimonials} className="container-page py-20" headingClassName="text-center font-serif text-3xl sm:text-4xl">
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {home.testimonials!.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className="flex h-full flex-col rounded-xl border border-gold/25 bg-white p-6 shadow-sm">
                  <blockquote className="flex-1 font-serif text-lg leading-relaxed text-ink">
                    {t.home.openQuote}
                    {testimonial.quote}
                    {t.home.closeQuote}
                  </blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="font-semibold">{testimonial.author}</span>
                    {testimonial.role && <span className="block text-stone">{testimonial.role}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </HeadedSection>
      )}

      <ContactBand id="contact-cta" title={home.contactCtaTitle} text={home.contactCtaBody} cta={t.home.contactCta} spacious />
    </>
  )
}
