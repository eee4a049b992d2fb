import type { Metadata } from 'next'
import Link from 'next/link'
import { Pagination } from '@/shared/lists/Pagination'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { NewsCard } from '@/news/components/NewsCard'
import { NewsToolbar } from '@/news/components/NewsToolbar'
import { DEFAULT_NEWS_PAGE_SIZE, listNews, newsPageNumber, newsPageSize, newsQuery, type NewsPageSize } from '@/news/queries'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { PageHero } from '@/site-settings/components/PageHero'
import { getSiteSettings } from '@/site-settings/queries'

type Search = { q?: string | string[]; size?: string | string[]; page?: string | string[] }
export type NewsListProps = { params: Promise<{ locale: string }>; searchParams: Promise<Search> }

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export async function newsListMetadata({ params }: NewsListProps): Promise<Metadata> {
  return pageMetadata(await routeLocale(params), 'news', '/news')
}

/** /news with the given state; defaults are left out so each state has one address. */
function newsHref(query: string, pageSize: NewsPageSize, page = 1): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (pageSize !== DEFAULT_NEWS_PAGE_SIZE) params.set('size', String(pageSize))
  if (page > 1) params.set('page', String(page))
  return `/news${params.size ? `?${params}` : ''}`
}

export async function NewsListPage({ params, searchParams }: NewsListProps) {
  const locale = await routeLocale(params)
  const search = await searchParams
  const query = newsQuery(search.q)
  const pageSize = newsPageSize(first(search.size))
  const [settings, result] = await Promise.all([getSiteSettings(locale), listNews(locale, query, newsPageNumber(first(search.page)), pageSize)])
  const t = getMessages(locale)
  const n = t.news
  const likeLabels = { like: n.like, liked: n.liked, likesUnit: n.likesUnit, errorTitle: t.common.error, failed: n.likeFailed }
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/news" title={t.meta.news.title} crumbs={[{ name: t.nav.news, path: '/news' }]} />
      <PageHero eyebrow={n.eyebrow} title={n.title} intro={n.intro} />
      <section className="container-page py-12" aria-labelledby="news-results">
        <NewsToolbar t={n} query={query} pageSize={pageSize} />
        <p id="news-results" className="mt-6 text-sm text-stone" role="status">
          {n.results(result.totalDocs)}
        </p>
        {result.docs.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.docs.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} locale={locale} t={n} likeLabels={likeLabels} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl bg-white p-12 text-center ring-1 ring-black/5" data-empty>
            <h2 className="font-serif text-2xl">{n.empty(query)}</h2>
            {query && (
              <Link href={newsHref('', pageSize)} className="button-gold mt-6">
                {n.clearSearch}
              </Link>
            )}
          </div>
        )}
        <Pagination className="mt-10" page={result.page} totalPages={result.totalPages} href={(page) => newsHref(query, pageSize, page)} labels={t.common.pagination} />
      </section>
    </>
  )
}
