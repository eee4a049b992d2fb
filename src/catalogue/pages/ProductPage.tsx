import type { Metadata } from 'next'
import type { ComponentType } from 'react'
import Link from 'next/link'
import { ProductCardGrid } from '@/catalogue/components/ProductCardGrid'
import { ProductGallery, type GalleryImage } from '@/catalogue/components/ProductGallery'
import { ImagePlaceholder } from '@/media/components/ImagePlaceholder'
import { ItemCodePicker } from '@/catalogue/components/ItemCodePicker'
import type { ShadeImage } from '@/catalogue/components/ShadePreview'
import { shadeFinish } from '@/shared/item-codes/shade-finish'
import { InsightBeacon } from '@/shared/insights/InsightBeacon'
import { ProductNotFound } from '@/catalogue/components/ProductNotFound'
import { dataSheetPath } from '@/catalogue/data-sheet/paths'
import { itemCodeSpecs } from '@/shared/item-codes/specs'
import { getItemCodes, getProductBySlug, getRelatedProducts } from '@/catalogue/queries'
import { getMessages, type Messages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { imageSources, isMedia, mediaPath } from '@/media/media-url'
import type { Category, ItemCode, Media, Product } from '@/payload-types'
import type { SiteLocale } from '@/shared/locales'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { documentPageMeta } from '@/seo/queries'
import { absoluteUrl } from '@/seo/origins'
import { getSiteSettings } from '@/site-settings/queries'
import { NotFoundStatus } from '@/shared/routing/NotFoundStatus'
import { HeadedSection } from '@/shared/ui/HeadedSection'
import { Phrases } from '@/shared/text/Phrases'
import { availabilityOf, availabilityText, isOrderable, SCHEMA_AVAILABILITY } from '@/shared/item-codes/availability-text'
import type { Availability } from '@/shared/item-codes/availability'
import type { Replacement, ReplacementsOf } from '@/shared/item-codes/replacements'
import { DiscontinuedNotice } from '@/catalogue/components/DiscontinuedNotice'
import { productAddress } from '../../shared/item-codes/product-address'

/** `code`: the item code the address chose (?code=…, rewritten by src/proxy.ts to products/[slug]/code/[code]). */
type Props = { params: Promise<{ locale: string; slug: string; code?: string }> }

/**
 * The section under the item codes that adds them to a buyer's request list. It belongs to the
 * requests domain; the route that composes the page (src/app) hands it in, so the catalogue does
 * not import another domain.
 */
export type RequestSection = ComponentType<{ product: number; codes: { id: number; itemCode: string; shadeHex?: string | null; availability?: Availability }[]; t: Messages['requests'] }>
/** Another domain's band under the product (the gallery's projects made with its codes), given by the route. */
export type ProjectsSection = ComponentType<{ locale: SiteLocale; codes: { id: number; itemCode: string }[] }>
/** Another domain's band under the product (the certificates and documents that cover it), given by the route. */
export type DocumentsSection = ComponentType<{ locale: SiteLocale; product: number }>
/** The bands of other domains a route gives the product page; `replacementsOf`, the colours domain's ranking of what replaces a discontinued code. */
export type ProductBands = { requestSection: RequestSection; projectsSection?: ProjectsSection; documentsSection?: DocumentsSection; replacementsOf?: ReplacementsOf }

export async function productPageMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const product = await getProductBySlug(locale, slug)
  // No robots here: Next marks every 404 answer noindex itself (twice with ours).
  if (!product) return { title: getMessages(locale).products.notFoundTitle }
  const meta = await documentPageMeta('products', product, locale, { title: product.name, description: product.description, image: product.image })
  // og:type "product" (Open Graph's product object) is not among Next's metadata types: the page
  // renders that tag itself (ProductOpenGraphType, which React places in the head).
  return pageMetadata(locale, 'productDetail', `/products/${slug}`, { ...meta, openGraphType: 'rendered by the page' })
}

/** `<meta property="og:type" content="product">`: React places it in the document's head. */
function ProductOpenGraphType() {
  return <meta property="og:type" content="product" />
}

function galleryImages(product: { image?: unknown; images?: unknown[] | null }, fallbackAlt: string): GalleryImage[] {
  return [product.image, ...(product.images ?? [])].filter(isMedia).map((media: Media) => ({
    ...imageSources(media, ['card', 'large']),
    thumb: mediaPath(media.sizes?.thumbnail?.url ?? media.url) ?? '',
    alt: media.alt || fallbackAlt,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
  }))
}

/** One of the two small cards under a product (delivery, important notes): a list of fixed lines. */
function NoticeCard({ id, title, lines }: { id: string; title: string; lines: readonly string[] }) {
  return (
    <HeadedSection id={id} title={title} className="rounded-xl bg-white p-5 text-sm ring-1 ring-black/5" headingClassName="font-serif text-lg">
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </HeadedSection>
  )
}

export async function ProductPage({ params, ...bands }: Props & ProductBands) {
  const locale = await routeLocale(params)
  const { slug, code } = await params
  const product = await getProductBySlug(locale, slug)
  // Shown in the server HTML with a 404 status (see NotFoundStatus); products/[slug]/not-found.tsx shows the same view in the browser.
  if (!product)
    return (
      <>
        <ProductNotFound t={getMessages(locale).products} />
        <NotFoundStatus />
      </>
    )
  return (
    <>
      <ProductView locale={locale} slug={slug} product={product} codes={await getItemCodes(locale, product.id)} chosenCode={code && decodedSegment(code)} counted {...bands} />
      <InsightBeacon event={{ figure: 'view', key: product.slug }} />
    </>
  )
}

/** counted: the visitor's page, whose code choices and data sheets go to the interest figures (not an administrator's preview). */
type ViewProps = { locale: SiteLocale; slug: string; product: Product; codes: ItemCode[]; chosenCode?: string; counted?: boolean } & ProductBands

/** A path segment as the visitor wrote it (Next may hand it over encoded or not). */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function shadeImage(entry: ItemCode): ShadeImage | undefined {
  if (!isMedia(entry.image)) return undefined
  return { ...imageSources(entry.image, ['thumbnail', 'card']), width: entry.image.width ?? undefined, height: entry.image.height ?? undefined, alt: entry.image.alt || entry.itemCode }
}

/** The page of one product, as read by the caller: the public page (Active only, cached) or an administrator's preview. */
/** The replacements of each discontinued code of the product, by the code's id (few codes: one ranking each). */
async function replacementsByCode(locale: SiteLocale, codes: ItemCode[], replacementsOf?: ReplacementsOf): Promise<Map<number, Replacement[]>> {
  const discontinued = codes.filter((entry) => !isOrderable(entry))
  return new Map(await Promise.all(discontinued.map(async (entry) => [entry.id, replacementsOf ? await replacementsOf(locale, entry.id) : []] as const)))
}

export async function ProductView({ locale, slug, product, codes, chosenCode, counted = false, requestSection: AddToRequestSection, projectsSection: ProjectsUsingCodes, documentsSection: DocumentsCovering, replacementsOf }: ViewProps) {
  const categories = (product.categories ?? []).filter((entry): entry is Category => typeof entry === 'object')
  const [settings, related, replacements] = await Promise.all([getSiteSettings(locale), getRelatedProducts(locale, product.id, categories.map((entry) => entry.id)), replacementsByCode(locale, codes, replacementsOf)])
  const t = getMessages(locale)
  const p = t.products
  const a = t.availability
  const retired = codes.length > 0 && codes.every((entry) => !isOrderable(entry))
  // Data sheets are published for Active products only; an administrator's preview of an inactive one offers none.
  const published = product.status === 'Active'
  const pickable = codes.map((entry) => ({
    id: entry.id,
    itemCode: entry.itemCode,
    shadeHex: entry.shadeHex,
    image: shadeImage(entry),
    finish: shadeFinish(entry.threadType, entry.composition),
    ...itemCodeSpecs(entry, p, { words: a, locale }),
    availability: availabilityOf(entry),
    availabilityText: availabilityText(entry, a, locale),
    notice: isOrderable(entry) ? undefined : <DiscontinuedNotice itemCode={entry.itemCode} productSlug={slug} replacements={replacements.get(entry.id) ?? []} t={a} />,
    dataSheetHref: published ? dataSheetPath(slug, entry.itemCode) : undefined,
  }))
  const pdf = isMedia(product.cataloguePdf) ? mediaPath(product.cataloguePdf.url) : undefined
  const images = galleryImages(product, product.name ?? '')
  const page = absoluteUrl(locale, `/products/${slug}`)
  // Each offer says truthfully whether the code ships from stock, is made to order or is gone (issue 52.2).
  const offer = (url: string, entry: ItemCode | undefined) => ({ '@type': 'Offer', price: 0, priceCurrency: 'USD', availability: SCHEMA_AVAILABILITY[availabilityOf(entry)], url })
  const common = {
    name: product.name,
    description: product.description,
    image: isMedia(product.image) ? absoluteUrl(locale, mediaPath(product.image.url) ?? '') : undefined,
    brand: { '@type': 'Brand', name: settings.companyName },
  }
  // A product of several item codes is a group of variants, one per code (its shade when it has one), each with its own address.
  const productLd =
    codes.length > 1
      ? {
          '@type': 'ProductGroup',
          ...common,
          productGroupID: slug,
          url: page,
          ...(codes.some((entry) => entry.shadeHex) ? { variesBy: 'https://schema.org/color' } : {}),
          hasVariant: codes.map((entry) => {
            const url = absoluteUrl(locale, productAddress(slug, entry.itemCode))
            return { '@type': 'Product', name: `${product.name ?? slug} ${entry.itemCode}`, sku: entry.itemCode, ...(entry.shadeHex ? { color: entry.shadeHex } : {}), url, offers: offer(url, entry) }
          }),
        }
      : { '@type': 'Product', ...common, sku: codes[0]?.itemCode, offers: offer(page, codes[0]) }
  return (
    <>
      <ProductOpenGraphType />
      <JsonLd
        locale={locale}
        settings={settings}
        path={`/products/${slug}`}
        title={product.name ?? ''}
        crumbs={[{ name: t.nav.products, path: '/products' }, { name: product.name ?? slug, path: `/products/${slug}` }]}
        extra={[productLd]}
      />
      <section className="bg-ink pt-32 pb-12 text-white">
        <div className="container-page">
          <Link href="/products" className="text-sm text-gold-light hover:underline">
            ← {p.back}
          </Link>
          <h1 className="mt-4 font-serif text-[1.75rem]/tight break-words min-[400px]:text-4xl sm:text-5xl"><Phrases text={product.name} keep={[product.name]} /></h1>
          {product.description && <p className="mt-4 max-w-3xl text-lg text-white/80">{product.description}</p>}
          {categories.length > 0 && <p className="eyebrow mt-4 text-gold-light">{categories.map((entry) => entry.name).join(' · ')}</p>}
          {retired && (
            <p role="note" className="mt-6 max-w-3xl rounded-lg bg-white/10 px-4 py-3 text-sm text-white ring-1 ring-gold/40" data-retired-product>
              {a.productNotice}
            </p>
          )}
        </div>
      </section>
      <div className="container-page grid gap-12 py-12 lg:grid-cols-[575px_1fr]">
        {images.length > 0 ? (
          <ProductGallery images={images} labels={{ showImage: p.showImage }} />
        ) : (
          // Without pictures the column keeps the main picture's square, so the details stay in their own column.
          <div className="aspect-square w-full max-w-[575px] overflow-hidden rounded-2xl">
            <ImagePlaceholder label={t.common.noImage} large />
          </div>
        )}
        <div>
          {categories.length > 0 && (
            <ul aria-label={p.categories} className="flex flex-wrap gap-2">
              {categories.map((entry) => (
                <li key={entry.id}>
                  <Link href={`/products?category=${entry.id}`} className="rounded-full border border-gold/60 bg-white px-3 py-1 text-xs font-semibold text-ink hover:bg-gold/15">
                    {entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {product.detailedDescription && (
            <HeadedSection id="details" title={p.details} className="mt-6" headingClassName="sr-only">
              <p className="whitespace-pre-line leading-relaxed text-stone">{product.detailedDescription}</p>
            </HeadedSection>
          )}
          {codes.length > 0 && (
            <HeadedSection id="item-codes" title={p.itemCodes} className="mt-8">
              <ItemCodePicker
                codes={pickable}
                initialCode={chosenCode}
                counted={counted}
                labels={{ selectCode: p.selectCode, info: p.info, technical: p.technical, dataSheet: t.dataSheet.download, shadeOf: p.shadeOf, finishes: p.finishes, availability: a.label }}
              />
              {/* Another shade, or the same shade in another thread: the colour finder (issue 28.12). */}
              <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
                <Link href={`/products/${slug}/colours`} className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline" data-colour-card>
                  {p.colourCard} →
                </Link>
                <Link href="/colours" className="text-sm font-medium text-gold-dark underline-offset-2 hover:underline" data-colour-finder>
                  {p.findByColour} →
                </Link>
              </p>
            </HeadedSection>
          )}
          <AddToRequestSection product={product.id} codes={pickable} t={t.requests} />
          {pdf && (
            <HeadedSection id="catalogue" title={p.catalogue} className="mt-8 flex flex-wrap items-center gap-4 rounded-xl border border-gold/30 bg-white p-5" headingClassName="font-serif text-lg">
              <a href={pdf} target="_blank" rel="noopener" className="font-semibold text-gold-dark hover:underline">
                {p.viewCatalogue}
              </a>
              <a href={pdf} download className="button-gold px-4 py-2">
                {p.downloadCatalogue}
              </a>
            </HeadedSection>
          )}
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <NoticeCard id="delivery" title={p.deliveryTitle} lines={p.delivery} />
            <NoticeCard id="notes" title={p.notesTitle} lines={p.importantNotes} />
          </div>
        </div>
      </div>
      {DocumentsCovering && <DocumentsCovering locale={locale} product={product.id} />}
      {ProjectsUsingCodes && codes.length > 0 && <ProjectsUsingCodes locale={locale} codes={codes.map((entry) => ({ id: entry.id, itemCode: entry.itemCode }))} />}
      {related.length > 0 && (
        <HeadedSection id="related" title={p.related} className="bg-white py-16" innerClassName="container-page" headingClassName="font-serif text-3xl">
          <ProductCardGrid products={related} viewLabel={t.home.viewProduct} noImage={t.common.noImage} columns={4} className="mt-8" />
        </HeadedSection>
      )}
    </>
  )
}
