import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import { fill } from '../../shared/text/fill'
import { familyNamed } from '../family-words'
import { findConversions, getShadeIndex, getShadeReferences } from '../queries'
import { brandAnchor } from '../references/reads'
import { searchColours } from '../search'
import { ColourResults } from './ColourResults'
import { ReferenceConversions } from './ReferenceConversions'

/** How many of a family's codes the search shows; the colour finder lists them all. */
const FAMILY_IN_SEARCH = 6

/**
 * For the site search (given by its route): the other brands' shades a query names, converted, and
 * the codes of a colour family it names ("silver", "銀色"), or the conversion chart of a brand named
 * alone ("Madeira"): issue 50.6; null when it names none of them.
 */
export async function searchConversions(locale: SiteLocale, query: string) {
  const family = familyNamed(query)
  const [conversions, index, references] = await Promise.all([findConversions(locale, query), family ? getShadeIndex() : undefined, getShadeReferences(locale)])
  const members = family && index ? searchColours({ family }, index) : undefined
  const familyFound = members?.kind === 'family' && members.total > 0 ? members : undefined
  const brand = references.find((reference) => reference.brand.toLowerCase() === query.trim().toLowerCase())?.brand
  if (conversions.length === 0 && !familyFound && !brand) return null
  const labels = getMessages(locale).colours
  return (
    <div className="flex flex-col gap-10">
      {brand && (
        <p data-search-brand={brand}>
          <Link href={`/colours/convert#${brandAnchor(brand)}`} className="font-serif text-xl text-gold-dark underline-offset-2 hover:underline">
            {fill(labels.conversion.brandChart, { brand })} →
          </Link>
        </p>
      )}
      {conversions.length > 0 && <ReferenceConversions locale={locale} labels={labels} conversions={conversions} />}
      {familyFound && (
        <section aria-labelledby="search-family" data-search-family={familyFound.family}>
          <div className="flex flex-wrap items-center gap-4">
            <span aria-hidden className="h-10 w-10 rounded-full ring-1 ring-black/20" style={{ background: familyFound.reference }} />
            <h2 id="search-family" className="font-serif text-2xl">
              {labels.families[familyFound.family]}
            </h2>
            <p className="text-sm text-stone">{labels.count(familyFound.total)}</p>
          </div>
          <ColourResults locale={locale} labels={labels} matches={familyFound.matches.slice(0, FAMILY_IN_SEARCH)} />
          <Link href={`/colours?family=${familyFound.family}`} className="mt-4 inline-block font-medium text-gold-dark underline-offset-2 hover:underline">
            {fill(labels.familyLink, { family: labels.families[familyFound.family] })} →
          </Link>
        </section>
      )}
    </div>
  )
}
