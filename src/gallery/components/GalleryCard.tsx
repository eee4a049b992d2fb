import Link from 'next/link'
import type { Messages } from '../../i18n/messages'
import { isMedia, mediaPath } from '../../media/media-url'
import type { GalleryItem } from '../../payload-types'
import { Phrases } from '@/shared/text/Phrases'
import { ProjectImage } from './ProjectImage'

type Props = { item: GalleryItem; t: Messages['gallery']; noImage: string; priority?: boolean }

/**
 * A gallery card: image, category tags, name and description. A PDF colour
 * book offers its file (in a new tab) and has no page; a project links to its page.
 */
export function GalleryCard({ item, t, noImage, priority }: Props) {
  const categories = (item.categories ?? []).filter((entry) => typeof entry === 'object')
  const pdf = item.isPdf && isMedia(item.pdf) ? mediaPath(item.pdf.url) : undefined
  const name = item.name ?? item.slug
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg" data-gallery-card={item.slug}>
      <div className="relative aspect-[4/3] overflow-hidden bg-ink">
        <ProjectImage image={item.primaryImage} name={name} noImage={noImage} priority={priority} />
        {item.isPdf && <span className="absolute top-3 right-3 rounded-full bg-ink/85 px-3 py-1 text-xs font-semibold text-gold-light">{t.pdfBadge}</span>}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <ul aria-label={t.categories} className="flex flex-wrap gap-1.5">
          {(categories.length ? categories.map((entry) => ({ id: entry.id, name: entry.name ?? '' })) : [{ id: 0, name: t.uncategorized }]).map((entry) => (
            <li key={entry.id} className="rounded-full bg-gold/15 px-2.5 py-0.5 text-xs font-semibold text-ink">
              {entry.name}
            </li>
          ))}
        </ul>
        <h2 className="font-serif text-xl text-ink"><Phrases text={name} keep={[name]} /></h2>
        {item.description && <p className="text-phrases line-clamp-3 text-sm text-stone"><Phrases text={item.description} /></p>}
        <div className="mt-auto pt-3">
          {item.isPdf ? (
            pdf && (
              <a href={pdf} target="_blank" rel="noopener" className="button-gold px-4 py-2" data-download-pdf>
                <svg viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
                  <path d="M10 3v10m0 0l-4-4m4 4l4-4M4 16h12" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {t.downloadPdf}
                <span className="sr-only">
                  : {name} {t.newTab}
                </span>
              </a>
            )
          ) : (
            <Link href={`/resources/${item.slug}`} className="text-sm font-semibold text-gold-dark after:absolute after:inset-0 hover:underline">
              {t.viewDetails}
              <span className="sr-only">: {name}</span>
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </div>
      </div>
    </article>
  )
}
