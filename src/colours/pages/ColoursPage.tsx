import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { InsightBeacon } from '@/shared/insights/InsightBeacon'
import { ColourForms } from '../components/ColourForms'
import { ColourResults } from '../components/ColourResults'
import { CustomShadeOffer } from '../components/CustomShadeOffer'
import { FamilyPalette } from '../components/FamilyPalette'
import { ReferenceConversions } from '../components/ReferenceConversions'
import { findConversions, getShadeIndex } from '../queries'
import { searchColours, type ColourQuery } from '../search'
import { fill } from '../../shared/text/fill'

export type ColoursPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<ColourQuery> }

const DEFAULT_PICK = '#c9a227'

export async function coloursPageMetadata({ params }: Pick<ColoursPageProps, 'params'>): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'colours', '/colours', { image: await siteShareImage(locale) })
}

/**
 * The colour finder. The plain page (/colours) is cached per language; with a
 * colour or a family in the address, src/proxy.ts sends it to the
 * per-request view, which ranks the cached list of shades (see ../queries.ts).
 */
export async function ColoursPage({ params, searchParams }: ColoursPageProps) {
  const locale = await routeLocale(params)
  const [settings, query] = await Promise.all([getSiteSettings(locale), searchParams])
  // The plain page shows no codes, so it does not read the list.
  const search = query.hex || query.family ? searchColours(query, await getShadeIndex()) : ({ kind: 'none' } as const)
  // Not a colour: perhaps another brand's shade ("Madeira 4006", issue 30.1).
  const conversions = search.kind === 'invalid' ? await findConversions(locale, search.value) : []
  const t = getMessages(locale)
  const c = t.colours
  const typed = search.kind === 'colour' ? search.hex.toUpperCase() : search.kind === 'invalid' ? search.value : ''
  return (
    <>
      {search.kind === 'colour' && <InsightBeacon event={{ figure: 'colour', key: search.hex }} />}
      <JsonLd
        locale={locale}
        settings={settings}
        path="/colours"
        title={t.meta.colours.title}
        crumbs={[
          { name: t.nav.products, path: '/products' },
          { name: c.title, path: '/colours' },
        ]}
      />
      <PageHero eyebrow={c.eyebrow} title={c.title} intro={c.intro} />
      <section className="container-page py-12">
        <p className="mb-6">
          <Link href="/products" className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline">
            ← {c.backToProducts}
          </Link>
          <span aria-hidden="true" className="mx-3 text-stone">
            ·
          </span>
          <Link href="/colours/convert" className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline" data-conversion-link>
            {c.conversion.chartLink}
          </Link>
        </p>
        <ColourForms labels={c} hex={search.kind === 'colour' ? search.hex : DEFAULT_PICK} typed={typed} invalid={search.kind === 'invalid' && conversions.length === 0} />
        {conversions.length > 0 && (
          <div className="mt-10">
            <ReferenceConversions locale={locale} labels={c} conversions={conversions} />
          </div>
        )}
        {search.kind === 'invalid' && conversions.length === 0 && (
          <p id="colour-error" role="alert" className="mt-6 rounded-xl bg-white p-4 font-medium text-red-800 ring-1 ring-red-800/30" data-colour-error>
            {fill(c.badColour, { value: search.value })}
          </p>
        )}
        {(search.kind === 'colour' || search.kind === 'family') && (
          <div className="mt-10" aria-labelledby="colour-results-title" role="region">
            <div className="flex flex-wrap items-center gap-4">
              <span aria-hidden className="h-10 w-10 rounded-full ring-1 ring-black/20" style={{ background: search.kind === 'colour' ? search.hex : search.reference }} />
              <h2 id="colour-results-title" className="font-serif text-2xl">
                {search.kind === 'colour' ? fill(c.resultsFor, { hex: search.hex.toUpperCase() }) : fill(c.familyResults, { family: c.families[search.family] })}
              </h2>
              <p className="text-sm text-stone" role="status">
                {c.count(search.kind === 'family' ? search.total : search.matches.length)}
                {search.kind === 'family' && <span data-family-reference> · {fill(c.familyReference, { hex: search.reference.toUpperCase() })}</span>}
              </p>
            </div>
            {search.kind === 'colour' && search.matches[0]?.closeness === 'notClose' && <CustomShadeOffer labels={c} className="mt-4" />}
            {search.matches.length > 0 ? (
              <ColourResults locale={locale} labels={c} matches={search.matches} />
            ) : (
              <div className="mt-6 rounded-2xl bg-white p-10 text-center ring-1 ring-black/5" data-empty>
                <h3 className="font-serif text-xl">{search.kind === 'colour' ? c.emptyTitle : c.familyEmpty}</h3>
                <p className="mt-2 text-stone">{c.emptyHint}</p>
                <Link href="/contact" className="button-gold mt-5 inline-flex px-4 py-2">
                  {c.contact}
                </Link>
              </div>
            )}
            <p className="mt-6 text-sm text-stone">{c.note}</p>
          </div>
        )}
      </section>
      <HeadedSection id="colour-families" title={c.familiesTitle} className="bg-cream pb-16" innerClassName="container-page" headingClassName="font-serif text-3xl">
        <FamilyPalette labels={c} current={search.kind === 'family' ? search.family : undefined} />
      </HeadedSection>
    </>
  )
}
