import type { Metadata } from 'next'
import { GalleryCard } from '@/gallery/components/GalleryCard'
import { getGalleryCategories, listGalleryItems } from '@/gallery/queries'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { listPageMetadata } from '@/seo/list-metadata'
import { siteShareImage } from '@/seo/share-image'
import { DEFAULT_PUBLIC_PAGE_SIZE, defineList, PUBLIC_PAGE_SIZES, type SearchParams } from '@/shared/lists/list-state'
import { ListFilterBar } from '@/shared/lists/ListFilterBar'
import { Pagination } from '@/shared/lists/Pagination'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'
import { fill } from '../../shared/text/fill'

export type GalleryListProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

const galleryList = defineList({ path: '/resources', pageSizes: PUBLIC_PAGE_SIZES, defaultPageSize: DEFAULT_PUBLIC_PAGE_SIZE })

export async function galleryListMetadata({ params, searchParams }: GalleryListProps): Promise<Metadata> {
  const locale = await routeLocale(params)
  return listPageMetadata(locale, 'resources', '/resources', await searchParams, { image: await siteShareImage(locale) })
}

export async function GalleryListPage({ params, searchParams }: GalleryListProps) {
  const locale = await routeLocale(params)
  const categories = await getGalleryCategories(locale)
  const state = galleryList.parse(await searchParams, categories.map((entry) => entry.id))
  const [settings, result] = await Promise.all([
    getSiteSettings(locale),
    listGalleryItems(locale, { categoryId: state.category, query: state.q, page: state.page, size: state.size }),
  ])
  const t = getMessages(locale)
  const g = t.gallery
  const current = { ...state, page: result.page }
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/resources" title={t.meta.resources.title} crumbs={[{ name: t.nav.gallery, path: '/resources' }]} />
      <PageHero eyebrow={g.eyebrow} title={g.title} intro={g.intro} />
      <section className="container-page py-12" aria-label={t.meta.resources.title}>
        <ListFilterBar
          list={galleryList}
          state={current}
          searchId="gallery-search"
          search={{ label: g.searchLabel, placeholder: g.searchPlaceholder, submit: g.search, clear: g.clearSearch }}
          categories={{ label: g.filterLabel, all: g.all, entries: categories.map((entry) => ({ id: entry.id, name: entry.name ?? '' })) }}
          pageSize={{ label: g.pageSize, optionLabel: g.pageSizeOption }}
          status={
            <>
              {g.results(result.totalDocs)}
              {result.totalPages > 1 && <> · {fill(g.pageOf, { page: String(result.page), total: String(result.totalPages) })}</>}
            </>
          }
        />
        {result.docs.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-gallery-list>
            {result.docs.map((item, index) => (
              <li key={item.id}>
                <GalleryCard item={item} t={g} noImage={t.common.noImage} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl bg-white p-12 text-center ring-1 ring-black/5" data-empty>
            <h2 className="font-serif text-2xl">{g.emptyTitle}</h2>
            <p className="mt-2 text-stone">{g.emptyHint}</p>
          </div>
        )}
        <Pagination className="mt-10" page={result.page} totalPages={result.totalPages} href={(page) => galleryList.href({ ...current, page })} labels={t.common.pagination} />
      </section>
    </>
  )
}
