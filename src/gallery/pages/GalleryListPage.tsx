import type { Metadata } from 'next'
import { GalleryCard } from '@/gallery/components/GalleryCard'
import { GalleryFilters } from '@/gallery/components/GalleryFilters'
import { galleryHref, parseGalleryState } from '@/gallery/list-state'
import { getGalleryCategories, listGalleryItems } from '@/gallery/queries'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { PageSizeChooser } from '@/shared/components/PageSizeChooser'
import { Pagination } from '@/shared/components/Pagination'
import { PageHero } from '@/site-settings/components/PageHero'
import { getSiteSettings } from '@/site-settings/queries'

export type GalleryListProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function galleryListMetadata({ params, searchParams }: GalleryListProps): Promise<Metadata> {
  const metadata = pageMetadata(await routeLocale(params), 'resources', '/resources')
  // Filtered and searched lists are the same content: only the plain list is indexed.
  return Object.keys(await searchParams).length ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

export async function GalleryListPage({ params, searchParams }: GalleryListProps) {
  const locale = await routeLocale(params)
  const requested = parseGalleryState(await searchParams)
  const categories = await getGalleryCategories(locale)
  // An unknown category shows all items rather than an error.
  const state = { ...requested, category: categories.some((entry) => entry.id === requested.category) ? requested.category : 0 }
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
        <GalleryFilters t={g} categories={categories} state={current} />
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-stone" role="status">
            {g.results(result.totalDocs)}
            {result.totalPages > 1 && <> · {g.pageOf.replace('{page}', String(result.page)).replace('{total}', String(result.totalPages))}</>}
          </p>
          <PageSizeChooser size={state.size} hrefForSize={(size) => galleryHref({ ...current, size: size as typeof state.size, page: 1 })} label={g.pageSize} optionLabel={g.pageSizeOption} />
        </div>
        {result.docs.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-gallery-list>
            {result.docs.map((item, index) => (
              <li key={item.id}>
                <GalleryCard item={item} t={g} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-2xl bg-white p-12 text-center ring-1 ring-black/5" data-empty>
            <h2 className="font-serif text-2xl">{g.emptyTitle}</h2>
            <p className="mt-2 text-stone">{g.emptyHint}</p>
          </div>
        )}
        <Pagination className="mt-10" page={result.page} totalPages={result.totalPages} href={(page) => galleryHref({ ...current, page })} labels={t.common.pagination} />
      </section>
    </>
  )
}
