import type { Metadata } from 'next'
import Link from 'next/link'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { NewsCard } from '@/news/components/NewsCard'
import { listNews } from '@/news/queries'
import { JsonLd } from '@/seo/JsonLd'
import { listPageMetadata } from '@/seo/list-metadata'
import { siteShareImage } from '@/seo/share-image'
import { DEFAULT_PUBLIC_PAGE_SIZE, defineList, PUBLIC_PAGE_SIZES, type SearchParams } from '@/shared/lists/list-state'
import { ListFilterBar } from '@/shared/lists/ListFilterBar'
import { Pagination } from '@/shared/lists/Pagination'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'

export type NewsListProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/** News has no categories: parsed without any known, ?category= is always ignored. */
const newsList = defineList({ path: '/news', pageSizes: PUBLIC_PAGE_SIZES, defaultPageSize: DEFAULT_PUBLIC_PAGE_SIZE })

export async function newsListMetadata({ params, searchParams }: NewsListProps): Promise<Metadata> {
  const locale = await routeLocale(params)
  return listPageMetadata(locale, 'news', '/news', await searchParams, { image: await siteShareImage(locale) })
}

export async function NewsListPage({ params, searchParams }: NewsListProps) {
  const locale = await routeLocale(params)
  const state = newsList.parse(await searchParams)
  const [settings, result] = await Promise.all([getSiteSettings(locale), listNews(locale, state.q, state.page, state.size)])
  const current = { ...state, page: result.page }
  const t = getMessages(locale)
  const n = t.news
  const likeLabels = { like: n.like, liked: n.liked, likesUnit: n.likesUnit, errorTitle: t.common.error, failed: n.likeFailed }
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/news" title={t.meta.news.title} crumbs={[{ name: t.nav.news, path: '/news' }]} />
      <PageHero eyebrow={n.eyebrow} title={n.title} intro={n.intro} />
      <section className="container-page py-12" aria-labelledby="news-results">
        <ListFilterBar
          list={newsList}
          state={current}
          searchId="news-search"
          search={{ label: n.searchLabel, placeholder: n.searchPlaceholder, submit: n.search }}
          pageSize={{ label: n.pageSize, optionLabel: n.pageSizeOption }}
          status={n.results(result.totalDocs)}
          statusId="news-results"
        />
        {result.docs.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.docs.map((item, index) => (
              <li key={item.id}>
                <NewsCard item={item} locale={locale} t={n} noImage={t.common.noImage} likeLabels={likeLabels} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl bg-white p-12 text-center ring-1 ring-black/5" data-empty>
            <h2 className="font-serif text-2xl">{n.empty(state.q)}</h2>
            {state.q && (
              <Link href={newsList.href({ ...state, q: '', page: 1 })} className="button-gold mt-6">
                {n.clearSearch}
              </Link>
            )}
          </div>
        )}
        <Pagination className="mt-10" page={result.page} totalPages={result.totalPages} href={(page) => newsList.href({ ...current, page })} labels={t.common.pagination} />
      </section>
    </>
  )
}
