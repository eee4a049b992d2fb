import config from '@payload-config'
import type { Metadata } from 'next'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'
import { getMessages, type Messages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { pageMetadata } from '@/seo/metadata'
import { siteShareImage } from '@/seo/share-image'
import type { SearchParams } from '@/shared/lists/list-state'
import { Phrases } from '@/shared/text/Phrases'
import { PageHero } from '@/shared/ui/PageHero'
import { SearchForm } from '../components/SearchForm'
import { SearchResultGroup } from '../components/SearchResultGroup'
import { normaliseQuery } from '../match'
import { readSearchResults, type SearchResults } from '../reads'
import { fill } from '../../shared/text/fill'

export type SearchPageProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

const GROUP_ORDER = ['codes', 'products', 'gallery', 'news'] as const satisfies readonly (keyof SearchResults)[]
/** Where a group's full list lives (the lists search name and description in the current language); item codes have no list. */
const FULL_LIST: Partial<Record<keyof SearchResults, string>> = { products: '/products', gallery: '/resources', news: '/news' }

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
export async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await routeLocale(params)
  const query = normaliseQuery((await searchParams).q)
  const t = getMessages(locale)
  const s = t.search
  const results = await readSearchResults(await getPayload({ config }), locale, query)
  // Relative, so the visitor stays on this host and so in this language.
  if (results.exactCode) redirect(results.exactCode.href)
  const total = GROUP_ORDER.reduce((sum, key) => sum + results[key].total, 0)
  return (
    <>
      <PageHero eyebrow={s.eyebrow} title={query ? fill(s.resultsFor, { query }) : s.title} intro={s.intro} />
      <section className="container-page py-12">
        <div className="max-w-2xl">
          <SearchForm labels={s} variant="page" query={query} />
        </div>
        {query && (
          <p className="mt-6 text-sm text-stone" role="status" data-search-total={total}>
            {s.summary(total)}
          </p>
        )}
        {!query || total === 0 ? (
          <EmptyState s={s} query={query} />
        ) : (
          <div className="mt-8 flex flex-col gap-12">
            {GROUP_ORDER.filter((key) => results[key].total > 0).map((key) => (
              <SearchResultGroup key={key} kind={key} group={results[key]} s={s} fullList={FULL_LIST[key] ? `${FULL_LIST[key]}?q=${encodeURIComponent(query)}` : undefined} />
            ))}
          </div>
        )}
      </section>
    </>
  )
}

function EmptyState({ s, query }: { s: Messages['search']; query: string }) {
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
    </div>
  )
}
