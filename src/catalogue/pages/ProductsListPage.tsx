import type { Metadata } from 'next'
import Link from 'next/link'
import { ProductCardGrid } from '@/catalogue/components/ProductCardGrid'
import { getProductCategories, listProducts } from '@/catalogue/queries'
import { PRODUCTS_PER_PAGE } from '@/catalogue/reads'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { JsonLd } from '@/seo/JsonLd'
import { listPageMetadata } from '@/seo/list-metadata'
import { siteShareImage } from '@/seo/share-image'
import { defineList, type SearchParams } from '@/shared/lists/list-state'
import { ListFilterBar } from '@/shared/lists/ListFilterBar'
import { Pagination } from '@/shared/lists/Pagination'
import { PageHero } from '@/shared/ui/PageHero'
import { getSiteSettings } from '@/site-settings/queries'
import { ContactBand } from '@/shared/ui/ContactBand'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { fill } from '../../shared/text/fill'

export type ProductsListProps = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

/** The products list has one page size (the spec offers no choice here), so its address never carries one. */
const productsList = defineList({ path: '/products', pageSizes: [PRODUCTS_PER_PAGE], defaultPageSize: PRODUCTS_PER_PAGE })

export async function productsListMetadata({ params, searchParams }: ProductsListProps): Promise<Metadata> {
  const locale = await routeLocale(params)
  return listPageMetadata(locale, 'products', '/products', await searchParams, { image: await siteShareImage(locale) })
}

export async function ProductsListPage({ params, searchParams }: ProductsListProps) {
  const locale = await routeLocale(params)
  const categories = await getProductCategories(locale)
  const state = productsList.parse(await searchParams, categories.map((entry) => entry.id))
  const [settings, result] = await Promise.all([getSiteSettings(locale), listProducts(locale, state.category || undefined, state.q, state.page)])
  const current = { ...state, page: result.page }
  const t = getMessages(locale)
  const p = t.products
  return (
    <>
      <JsonLd locale={locale} settings={settings} path="/products" title={t.meta.products.title} crumbs={[{ name: t.nav.products, path: '/products' }]} />
      <PageHero eyebrow={p.eyebrow} title={p.title} intro={p.intro} />
      <section className="container-page py-12">
        <ListFilterBar
          list={productsList}
          state={current}
          searchId="product-search"
          search={{ label: p.searchLabel, placeholder: p.searchPlaceholder, submit: p.search }}
          categories={{ label: p.filterLabel, all: p.all, entries: categories.map((entry) => ({ id: entry.id, name: entry.name ?? '' })) }}
          status={
            <>
              {p.results(result.totalDocs)}
              {result.totalPages > 1 && <> · {fill(p.pageOf, { page: String(result.page), total: String(result.totalPages) })}</>}
            </>
          }
        />
        <p className="mt-3 text-right">
          <Link href="/colours" className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline" data-colour-finder>
            {p.findByColour} →
          </Link>
        </p>
        {result.docs.length > 0 ? (
          <ProductCardGrid products={result.docs} viewLabel={t.home.viewProduct} noImage={t.common.noImage} className="mt-6" headingLevel={2} firstIsPriority />
        ) : (
          <div className="mt-10 rounded-2xl bg-white p-12 text-center ring-1 ring-black/5" data-empty>
            <h2 className="font-serif text-2xl">{p.emptyTitle}</h2>
            <p className="mt-2 text-stone">{p.emptyHint}</p>
          </div>
        )}
        <Pagination className="mt-10" page={result.page} totalPages={result.totalPages} href={(page) => productsList.href({ ...current, page })} labels={t.common.pagination} />
      </section>
      <HeadedSection id="categories" title={p.categoriesTitle} className="bg-white py-16" innerClassName="container-page" headingClassName="font-serif text-3xl">
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {/* Each card opens the list filtered to its category (the whole card is the link's target). */}
          {categories.map((entry) => (
            <li key={entry.id} className="relative rounded-xl border border-gold/25 p-6 transition-colors focus-within:border-gold hover:border-gold" data-category-card={entry.id}>
              <h3 className="font-serif text-xl">
                <Link href={`${productsList.href({ category: entry.id })}#product-search`} className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-gold-dark">
                  {entry.name}
                </Link>
              </h3>
              {entry.description && <p className="mt-2 text-sm leading-relaxed text-stone">{entry.description}</p>}
            </li>
          ))}
        </ul>
      </HeadedSection>
      <ContactBand id="custom-orders" title={p.customTitle} text={p.customText} cta={p.customCta} />
    </>
  )
}
