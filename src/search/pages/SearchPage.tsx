import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { InsightBeacon } from '@/shared/insights/InsightBeacon'
import { searchFoundProof } from '@/shared/insights/search-proof'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'
import { getMessages, type Messages } from '@/i18n/messages'
import type { SiteLocale } from '@/shared/locales'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import type { SearchParams } from '@/shared/lists/list-state'
import { Phrases } from '@/shared/text/Phrases'
import { PageHero } from '@/shared/ui/PageHero'
import { SearchForm } from '../components/SearchForm'
import { SearchResultGroup } from '../components/SearchResultGroup'
import { normaliseQuery } from '../match'
import { exactCodeOf, readCodeMatches, readTextGroups, type SearchGroup, type SearchResults } from '../reads'
import { fill } from '../../shared/text/fill'

export type SearchPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }
/**
 * Another domain's answer to the query, shown above the results (the colour finder's conversion of
 * another brand's shade, "Madeira 4006"), or null; given by the route, so search imports no domain.
 */
export type SearchConversions = (locale: SiteLocale, query: string) => Promise<ReactNode | null>

const GROUP_ORDER = ['codes', 'products', 'documents', 'gallery', 'news'] as const satisfies readonly (keyof SearchResults)[]
/** Where a group's full list lives (the lists search name and description in the current language); item codes have no list. */
const FULL_LIST: Partial<Record<keyof SearchResults, string>> = { products: '/products', gallery: '/resources', news: '/news', documents: '/documents' }

/** A results page is one visitor's query: kept out of search engines' indexes, its links still followed. */
export async function searchPageMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const locale = await routeLocale(params)
  const s = getMessages(locale).search
  const query = normaliseQuery((await searchParams).q)
  // Shared links to a results page show the site's picture and the query, like every other page.
  const metadata = await pageMetadata(locale, 'search', '/search', {
    title: query ? fill(s.resultsFor, { query }) : s.title,
    image: await siteShareImage(locale),
  })
  return { ...metadata, robots: { index: false, follow: true } }
}

/**
 * /search?q=: item codes, products, gallery items and news matching the query
 * in this language, grouped and counted. A query naming one item code
 * exactly goes straight to its product with that code selected.
 */
export async function SearchPage({ params, searchParams, conversions }: SearchPageProps & { conversions?: SearchConversions }) {
  const locale = await routeLocale(params)
  const query = normaliseQuery((await searchParams).q)
  const s = getMessages(locale).search
  // The item codes before anything is sent: the one code a query names exactly is answered with a
  // redirect (an HTTP 307; a page already on its way could only redirect by script).
  const codes = await readCodeMatches(await getPayload({ config }), locale, query)
  const exactCode = exactCodeOf(codes)
  // Relative, so the visitor stays on this host and so in this language.
  if (exactCode) redirect(exactCode.href)
  return (
    <>
      <PageHero eyebrow={s.eyebrow} title={query ? fill(s.resultsFor, { query }) : s.title} intro={s.intro} />
      <section className="container-page py-12">
        <div className="max-w-2xl">
          <SearchForm labels={s} variant="page" query={query} />
        </div>
        {query ? (
          // Rendered whole before it is sent, never streamed behind a "Searching…" fallback: a part streamed
          // late is revealed only by script, and without JavaScript the results stayed hidden (issue 50.1).
          <SearchResultList locale={locale} query={query} codes={codes} s={s} conversions={conversions} />
        ) : (
          <EmptyState s={s} query={query} />
        )}
      </section>
    </>
  )
}

async function SearchResultList({ locale, query, codes, s, conversions }: { locale: SiteLocale; query: string; codes: SearchGroup; s: Messages['search']; conversions?: SearchConversions }) {
  const payload = await getPayload({ config })
  const [texts, converted] = await Promise.all([readTextGroups(payload, locale, query), conversions ? conversions(locale, query) : null])
  const results: SearchResults = { codes: { total: codes.total, hits: codes.hits }, ...texts }
  const total = GROUP_ORDER.reduce((sum, key) => sum + results[key].total, 0)
  const found = total + (converted ? 1 : 0)
  return (
    <>
      {/* The interest figures: a search that found nothing (not even another brand's shade) stands out there;
          one that found something says so with the server's proof, which a visitor's own count is not. */}
      <InsightBeacon event={{ figure: 'search', key: query, results: found, ...(found > 0 ? { found: searchFoundProof(payload.secret, query) } : {}) }} />
      {/* Another brand's shade and nothing else: its conversion is the answer, not "0 results". */}
      {(total > 0 || !converted) && (
        <p className="mt-6 text-sm text-stone" role="status" data-search-total={total}>
          {s.summary(total)}
        </p>
      )}
      {converted && <div className="mt-8">{converted}</div>}
      {total === 0 && converted ? null : total === 0 ? (
        <EmptyState s={s} query={query} families={getMessages(locale).colours.families} />
      ) : (
        <div className="mt-8 flex flex-col gap-12">
          {GROUP_ORDER.filter((key) => results[key].total > 0).map((key) => (
            <SearchResultGroup key={key} kind={key} group={results[key]} s={s} fullList={FULL_LIST[key] ? `${FULL_LIST[key]}?q=${encodeURIComponent(query)}` : undefined} />
          ))}
        </div>
      )}
    </>
  )
}

function EmptyState({ s, query, families }: { s: Messages['search']; query: string; families?: Messages['colours']['families'] }) {
  return (
    <div className="mt-8 rounded-2xl bg-white p-10 text-center ring-1 ring-black/5" data-search-empty={query ? 'no-results' : 'no-query'}>
      <h2 className="font-serif text-xl">
        <Phrases text={query ? fill(s.noResultsTitle, { query }) : s.emptyTitle} />
      </h2>
      <p className="mt-2 text-stone">
        <Phrases text={query ? s.noResultsHint : s.emptyHint} />
      </p>
      {query && (
        <Link href="/contact" className="button-gold mt-5 inline-flex px-4 py-2">
          {s.contact}
        </Link>
      )}
      {/* Nothing found: the colour finder's families are another way in (issue 50.6); their addresses are the finder's own. */}
      {query && families && (
        <nav aria-label={s.byColour} className="mt-8" data-search-families>
          <p className="text-sm text-stone">{s.byColour}</p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {Object.entries(families).map(([family, name]) => (
              <li key={family}>
                <Link href={`/colours?family=${family}`} className="inline-block rounded-full px-3 py-1 text-sm ring-1 ring-stone/30 hover:ring-gold">
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  )
}
