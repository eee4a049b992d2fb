import config from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'
import { ProductView } from '@/catalogue/pages/ProductPage'
import { productBands } from '@/site-shell/product-bands'
import { GalleryProjectView } from '@/gallery/pages/GalleryProjectPage'
import { routeLocale } from '@/i18n/route-locale'
import { NewsArticleView } from '@/news/pages/NewsArticlePage'
import { originFor } from '@/seo/origins'
import type { SiteLocale } from '@/shared/locales'
import { PreviewBanner } from './PreviewBanner'
import { readGalleryProjectPreview, readNewsPreview, readProductPreview } from './reads'
import { LivePreviewRefresh } from './LivePreviewRefresh'
import { PREVIEW_LOCALE_PARAM, PREVIEW_PARAM } from './routing'
import type { PreviewCollection } from '../shared/preview/sections'
import { verifyPreviewToken } from './token'

export type PreviewPageProps = {
  params: Promise<{ locale: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** A preview is for one administrator: never indexed, never followed. */
export const previewMetadata: Metadata = { robots: { index: false, follow: false } }

/** The locale, slug and record id of a preview request, or a 404 when its token is missing, forged, expired or for another collection. */
async function previewRequest(collection: PreviewCollection, { params, searchParams }: PreviewPageProps) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const query = await searchParams
  const claim = verifyPreviewToken(query[PREVIEW_PARAM])
  if (!claim || claim.collection !== collection) notFound()
  // Only the editor's live preview names its language in the address (routing.ts).
  return { locale, slug, id: claim.id, live: query[PREVIEW_LOCALE_PARAM] !== undefined, payload: await getPayload({ config }) }
}

function withBanner({ locale, live }: { locale: SiteLocale; live: boolean }, status: string | null | undefined, page: ReactNode) {
  return (
    <>
      {page}
      <PreviewBanner locale={locale} published={status === 'Active'} />
      {live && <LivePreviewRefresh adminOrigin={originFor('en')} />}
    </>
  )
}

export async function ProductPreviewPage(props: PreviewPageProps) {
  const { locale, slug, id, live, payload } = await previewRequest('products', props)
  const read = await readProductPreview(payload, locale, id)
  if (!read) notFound()
  return withBanner({ locale, live }, read.product.status, <ProductView locale={locale} slug={slug} product={read.product} codes={read.codes} {...productBands} />)
}

export async function GalleryProjectPreviewPage(props: PreviewPageProps) {
  const { locale, slug, id, live, payload } = await previewRequest('gallery-items', props)
  const project = await readGalleryProjectPreview(payload, locale, id)
  if (!project) notFound()
  return withBanner({ locale, live }, project.status, <GalleryProjectView locale={locale} slug={slug} project={project} />)
}

export async function NewsArticlePreviewPage(props: PreviewPageProps) {
  const { locale, slug, id, live, payload } = await previewRequest('news-items', props)
  const item = await readNewsPreview(payload, locale, id)
  if (!item) notFound()
  return withBanner({ locale, live }, item.status, <NewsArticleView locale={locale} slug={slug} item={item} />)
}
