import type { Metadata } from 'next'
import Link from 'next/link'
import { GalleryItemUnavailable } from '@/gallery/components/GalleryItemUnavailable'
import { ProjectShades } from '@/gallery/components/ProjectShades'
import { detailRows } from '@/gallery/project-details'
import { getGalleryProject } from '@/gallery/queries'
import { getMessages } from '@/i18n/messages'
import { routeLocale } from '@/i18n/route-locale'
import { ImagePlaceholder } from '@/media/components/ImagePlaceholder'
import { MediaViewer } from '@/media/components/MediaViewer'
import { mediaEntries } from '@/media/media-entries'
import type { GalleryCategory } from '@/payload-types'
import type { GalleryProject } from '@/gallery/reads'
import type { SiteLocale } from '@/shared/locales'
import { JsonLd } from '@/seo/JsonLd'
import { pageMetadata } from '@/seo/metadata'
import { documentPageMeta } from '@/seo/queries'
import { getSiteSettings } from '@/site-settings/queries'
import { NotFoundStatus } from '@/shared/routing/NotFoundStatus'
import { HeadedSection } from '@/shared/ui/HeadedSection'

type Props = { params: Promise<{ locale: string; slug: string }> }

export async function galleryProjectMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params)
  const { slug } = await params
  const project = await getGalleryProject(locale, slug)
  const t = getMessages(locale)
  // No robots here: Next marks every 404 answer noindex itself (twice with ours).
  if (!project) return { title: t.meta.resourceDetail.title }
  const meta = await documentPageMeta('gallery-items', project, locale, {
    title: project.name,
    description: project.description || t.meta.resourceDetail.description,
    image: project.primaryImage,
  })
  return pageMetadata(locale, 'resourceDetail', `/resources/${slug}`, meta)
}

export async function GalleryProjectPage({ params }: Props) {
  const locale = await routeLocale(params)
  const { slug } = await params
  const project = await getGalleryProject(locale, slug)
  // The spec (§2.7) sends a visitor back to the gallery when the item is
  // missing, Inactive or a PDF (which has no page of its own): the toast, then
  // /resources in the browser, from a 404 page that crawlers and visitors
  // without JavaScript can read (resources/[slug]/not-found.tsx shows the same
  // view in the browser). The 404 page carries the gallery's cache tags, so publishing the item replaces it.
  if (!project)
    return (
      <>
        <GalleryItemUnavailable t={getMessages(locale)} redirect={false} />
        <NotFoundStatus />
      </>
    )
  return <GalleryProjectView locale={locale} slug={slug} project={project} />
}

/** The page of one project, as read by the caller: the public page (Active only, cached) or an administrator's preview. */
export async function GalleryProjectView({ locale, slug, project }: { locale: SiteLocale; slug: string; project: GalleryProject }) {
  const [settings, t] = [await getSiteSettings(locale), getMessages(locale)]
  const g = t.gallery
  const name = project.name ?? slug
  const categories = (project.categories ?? []).filter((entry): entry is GalleryCategory => typeof entry === 'object')
  const media = mediaEntries(project, name)
  const rows = detailRows(project.projectDetails)
  return (
    <>
      <JsonLd
        locale={locale}
        settings={settings}
        path={`/resources/${slug}`}
        title={name}
        crumbs={[
          { name: t.nav.gallery, path: '/resources' },
          { name, path: `/resources/${slug}` },
        ]}
      />
      <section className="bg-ink pt-32 pb-12 text-white">
        <div className="container-page">
          <Link href="/resources" className="text-sm text-gold-light hover:underline">
            <span aria-hidden="true">← </span>
            {g.back}
          </Link>
          <p className="eyebrow mt-6 text-gold-light">{g.projectEyebrow}</p>
          <h1 className="mt-3 font-serif text-[1.75rem]/tight break-words min-[400px]:text-4xl sm:text-5xl">{name}</h1>
          {project.description && <p className="mt-4 max-w-3xl text-lg text-white/80">{project.description}</p>}
          <ul aria-label={g.categories} className="mt-5 flex flex-wrap gap-2">
            {categories.length > 0 ? (
              categories.map((entry) => (
                <li key={entry.id}>
                  <Link href={`/resources?category=${entry.id}`} className="inline-flex rounded-full border border-gold-light/60 px-3 py-1 text-xs font-semibold text-gold-light hover:bg-gold/20">
                    {entry.name}
                  </Link>
                </li>
              ))
            ) : (
              <li className="rounded-full border border-white/30 px-3 py-1 text-xs font-semibold text-white/80">{g.uncategorized}</li>
            )}
          </ul>
        </div>
      </section>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {media.length > 0 ? (
          <MediaViewer entries={media} label={g.media} labels={t.mediaViewer} layout="project" />
        ) : (
          <div className="aspect-[4/3] overflow-hidden rounded-2xl">
            <ImagePlaceholder label={t.common.noImage} large />
          </div>
        )}
        <div className="flex flex-col gap-8">
          {project.detailedDescription && (
            <HeadedSection id="project-description" title={g.description}>
              <p className="mt-3 whitespace-pre-line leading-relaxed text-stone">{project.detailedDescription}</p>
            </HeadedSection>
          )}
          {project.projectDetails && (
            <HeadedSection id="project-details" title={g.projectDetails} className="rounded-xl bg-white p-6 ring-1 ring-black/5">
              {rows ? (
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                  {rows.map((row) => (
                    <div key={row.label} className="contents">
                      <dt className="font-semibold text-ink">{row.label}</dt>
                      <dd className="text-stone">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : (
                <p className="mt-3 whitespace-pre-line text-sm leading-relaxed text-stone">{project.projectDetails}</p>
              )}
            </HeadedSection>
          )}
          <ProjectShades shades={project.shadeList} t={g} />
          {project.related.length > 0 && (
            <HeadedSection id="related-products" title={g.related}>
              <ul className="mt-4 flex flex-col gap-2">
                {project.related.map((product) => (
                  <li key={product.id}>
                    <Link
                      href={`/products/${product.slug}`}
                      className="flex items-center justify-between gap-4 rounded-lg border border-gold/30 bg-white px-4 py-3 font-medium text-ink transition hover:border-gold hover:bg-gold/10"
                    >
                      <span>{product.name}</span>
                      <span aria-hidden="true" className="text-gold-dark">
                        →
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </HeadedSection>
          )}
          <HeadedSection id="contact-sales" title={g.contactTitle} className="rounded-xl bg-ink p-6 text-white">
            <p className="mt-2 text-sm text-white/80">{g.contactText}</p>
            <Link href="/contact" className="button-gold mt-5">
              {g.contactSales}
            </Link>
          </HeadedSection>
          <Link href="/resources" className="self-start text-sm font-semibold text-gold-dark hover:underline">
            <span aria-hidden="true">← </span>
            {g.back}
          </Link>
        </div>
      </div>
    </>
  )
}
