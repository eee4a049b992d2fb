import Link from 'next/link'
import type { SiteLocale } from '../../shared/locales'
import type { Messages } from '../../i18n/messages'
import { ImagePlaceholder } from '../../media/components/ImagePlaceholder'
import { ResponsiveImage } from '../../media/components/ResponsiveImage'
import { isMedia } from '../../media/media-url'
import { formatNewsDate, isoDay } from '../format-date'
import type { NewsCard as NewsCardData } from '../reads'
import { LikeButton, type LikeLabels } from './LikeButton'
import { Phrases } from '@/shared/text/Phrases'
import { fill } from '../../shared/text/fill'

export function PinIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="currentColor" className={className}>
      <path d="M16 3a1 1 0 0 1 .7 1.7L15 6.4v4.2l2.6 2.6a1 1 0 0 1-.7 1.8H13v5.5a1 1 0 0 1-2 0V15H7.1a1 1 0 0 1-.7-1.8L9 10.6V6.4L7.3 4.7A1 1 0 0 1 8 3z" />
    </svg>
  )
}

/** A news card: image, date, pin, title, summary, Read more and the like control. The whole card opens the article. */
export function NewsCard({ item, locale, t, noImage, likeLabels, priority }: { item: NewsCardData; locale: SiteLocale; t: Messages['news']; noImage: string; likeLabels: Omit<LikeLabels, 'likeItem'>; priority?: boolean }) {
  const title = item.title ?? ''
  const href = `/news/${item.slug}`
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:shadow-lg" data-news-card={item.slug}>
      <div className="relative aspect-[3/2] overflow-hidden bg-ink">
        {isMedia(item.primaryImage) && item.primaryImage.url ? (
          <ResponsiveImage
            media={item.primaryImage}
            alt=""
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            variants={['card', 'large']}
            priority={priority}
            className="h-full w-full object-cover transition duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder label={noImage} />
        )}
        {item.isPinned && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-gold px-2.5 py-1 text-xs font-semibold text-ink shadow" data-pinned>
            <PinIcon />
            {t.pinned}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <time dateTime={isoDay(item.publishedAt)} className="text-xs font-semibold tracking-wide text-gold-dark">
          {formatNewsDate(item.publishedAt, locale)}
        </time>
        <h2 className="font-serif text-xl text-ink"><Phrases text={title} /></h2>
        {item.description && <p className="text-phrases line-clamp-3 text-sm text-stone"><Phrases text={item.description} /></p>}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <Link href={href} className="text-sm font-semibold text-gold-dark after:absolute after:inset-0 hover:underline">
            {t.readMore}
            <span className="sr-only">: {title}</span>
          </Link>
          <LikeButton id={item.id} initialLikes={item.likes ?? 0} variant="card" labels={{ ...likeLabels, likeItem: fill(t.likeItem, { title }) }} />
        </div>
      </div>
    </article>
  )
}
