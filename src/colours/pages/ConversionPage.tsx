import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'
import { productAddress } from '../../shared/item-codes/product-address'
import { getShadeIndex, getShadeReferences } from '../queries'
import { convertReference } from '../references/convert'
import { brandAnchor, referenceLabel } from '../references/reads'
import { ShadeAvailabilityMark } from '../components/ShadeAvailabilityMark'

type Props = { params: Promise<{ locale: string }> }

export async function conversionPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  return pageMetadata(locale, 'conversion', '/colours/convert', { image: await siteShareImage(locale) })
}

/**
 * /colours/convert (issue 30.1): the reference table by brand, each shade beside its KINSEN
 * equivalent (the pinned one, else the nearest by colour; never a discontinued code, issue 52) with
 * how close it is and its availability when not in stock, and a link to its six nearest on the
 * colour finder. A plain table: no JavaScript.
 */
export async function ConversionPage({ params }: Props) {
  const locale = await routeLocale(params)
  const [settings, references, index] = await Promise.all([getSiteSettings(locale), getShadeReferences(locale), getShadeIndex()])
  const t = getMessages(locale)
  const c = t.colours.conversion
  const brands = [...new Set(references.map((reference) => reference.brand))]
  return (
    <>
      <JsonLd
        locale={locale}
        settings={settings}
        path="/colours/convert"
        title={t.meta.conversion.title}
        crumbs={[
          { name: t.colours.title, path: '/colours' },
          { name: c.pageTitle, path: '/colours/convert' },
        ]}
      />
      <PageHero eyebrow={c.eyebrow} title={c.pageTitle} intro={c.pageIntro} />
      <div className="container-page py-12">
        {brands.length === 0 && <p className="text-stone">{c.empty}</p>}
        {references.some((reference) => reference.demo) && (
          <p className="mb-8 text-sm text-stone" data-demo-reference>
            {c.demoChart}
          </p>
        )}
        {brands.map((brand) => (
          <HeadedSection key={brand} id={brandAnchor(brand)} title={brand} className="mt-10 first:mt-0" headingClassName="font-serif text-2xl">
            <div className="mt-4 overflow-x-auto rounded-xl bg-white ring-1 ring-black/5">
              {/* No minimum width: on a phone the third column's link moves under the nearest code, so the page never pans (issue 50.5). */}
              <table className="w-full text-left text-sm" data-conversion-brand={brand}>
                <thead className="bg-cream text-ink">
                  <tr>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {c.shade}
                    </th>
                    <th scope="col" className="px-4 py-3 font-semibold">
                      {c.nearest}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                      <span className="sr-only">{c.sixNearest}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {references
                    .filter((reference) => reference.brand === brand)
                    .map((reference) => {
                      const label = referenceLabel(reference)
                      const best = convertReference(reference, index, 1).matches[0]
                      return (
                        <tr key={reference.id} className="border-t border-black/5" data-conversion-row={label}>
                          <th scope="row" className="px-3 py-3 font-normal sm:px-4">
                            <span className="flex items-center gap-3">
                              <span aria-hidden className="h-8 w-8 shrink-0 rounded-md ring-1 ring-black/20" style={{ background: reference.hex }} />
                              <span className="min-w-0 break-words">
                                <span className="block font-semibold text-ink">{[reference.line, reference.code].filter(Boolean).join(' ')}</span>
                                <span className="block text-stone">{[reference.name, reference.hex.toUpperCase()].filter(Boolean).join(' · ')}</span>
                              </span>
                            </span>
                          </th>
                          <td className="px-3 py-3 sm:px-4">
                            {best ? (
                              <span className="flex items-center gap-3">
                                <span aria-hidden className="h-8 w-8 shrink-0 rounded-full ring-1 ring-black/20" style={{ background: best.hex }} />
                                <span>
                                  <Link href={productAddress(best.product.slug, best.code)} className="font-semibold text-gold-dark hover:underline" data-nearest-code={best.code}>
                                    {best.code}
                                  </Link>
                                  <span className="block text-stone">
                                    {best.product.name[locale]} · {best.pinned ? c.pinned : t.colours.closeness[best.closeness]}
                                  </span>
                                  <ShadeAvailabilityMark shade={best} locale={locale} className="mt-1" />
                                </span>
                              </span>
                            ) : (
                              <span className="text-stone">{c.none}</span>
                            )}
                            <Link href={`/colours?hex=${encodeURIComponent(label)}`} className="mt-2 inline-block text-gold-dark hover:underline sm:hidden" aria-label={c.sixNearestLabel(label)}>
                              {c.sixNearest} →
                            </Link>
                          </td>
                          <td className="hidden px-4 py-3 text-right sm:table-cell">
                            <Link href={`/colours?hex=${encodeURIComponent(label)}`} className="whitespace-nowrap text-gold-dark hover:underline" aria-label={c.sixNearestLabel(label)}>
                              {c.sixNearest} →
                            </Link>
                          </td>
                        </tr>
                      )
                    })}
                </tbody>
              </table>
            </div>
          </HeadedSection>
        ))}
      </div>
    </>
  )
}
