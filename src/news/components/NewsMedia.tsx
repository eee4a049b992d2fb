'use client'
import { useState } from 'react'
import { StageImage } from '../../media/components/StageImage'
import { withAutoplay } from '../embed'

export type NewsMediaItem =
  | { kind: 'image'; key: string; src: string; srcSet?: string; thumb: string; alt: string; width?: number; height?: number }
  | { kind: 'video'; key: string; src: string; mimeType?: string; label: string }
  | { kind: 'embed'; key: string; src: string; label: string }

export type NewsMediaLabels = { region: string; showMedia: string; previous: string; next: string; position: string; video: string }

const fill = (template: string, index: number, total: number) => template.replace('{index}', String(index + 1)).replace('{total}', String(total))

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  )
}

/**
 * The primary image and the attached media of a news article, one at a time,
 * with thumbnails. Only the shown entry is mounted, so switching stops any
 * other video; a video or embedded player starts by itself only when the
 * visitor has chosen it. Video downloads and the context menu are disabled.
 */
export function NewsMedia({ items, labels }: { items: NewsMediaItem[]; labels: NewsMediaLabels }) {
  const [index, setIndex] = useState(0)
  const [chosen, setChosen] = useState(false)
  const current = items[index]
  if (!current) return null
  const total = items.length
  const show = (next: number) => {
    setIndex((next + total) % total)
    setChosen(true)
  }
  return (
    <section aria-roledescription="carousel" aria-label={labels.region} className="flex flex-col gap-3">
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink" aria-roledescription="slide" aria-label={fill(labels.position, index, total)} role="group">
        {current.kind === 'image' && (
          <StageImage key={current.key} image={current} sizes="(min-width: 1024px) 896px, 100vw" opening={index === 0} />
        )}
        {current.kind === 'video' && (
          <video
            key={current.key}
            controls
            controlsList="nodownload"
            disablePictureInPicture
            onContextMenu={(event) => event.preventDefault()}
            autoPlay={chosen}
            playsInline
            preload="metadata"
            aria-label={current.label}
            className="h-full w-full bg-black object-contain"
          >
            <source src={current.src} type={current.mimeType} />
          </video>
        )}
        {current.kind === 'embed' && (
          <iframe
            key={current.key}
            src={withAutoplay(current.src, chosen)}
            title={current.label}
            allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="h-full w-full border-0"
          />
        )}
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={labels.previous}
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-ink shadow hover:bg-white"
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={labels.next}
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/85 p-2 text-ink shadow hover:bg-white"
            >
              <Chevron direction="right" />
            </button>
          </>
        )}
      </div>
      {total > 1 && (
        <>
          <p className="sr-only" aria-live="polite">
            {fill(labels.position, index, total)}
          </p>
          <ul className="flex flex-wrap gap-2">
            {items.map((item, itemIndex) => (
              <li key={item.key}>
                <button
                  type="button"
                  onClick={() => show(itemIndex)}
                  aria-label={fill(labels.showMedia, itemIndex, total)}
                  aria-pressed={itemIndex === index}
                  className={`flex h-20 w-20 items-center justify-center overflow-hidden rounded-lg border-2 bg-ink text-white ${itemIndex === index ? 'border-gold' : 'border-transparent opacity-75 hover:opacity-100'}`}
                >
                  {item.kind === 'image' ? (
                    <img src={item.thumb} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />
                  ) : (
                    <span className="flex flex-col items-center gap-0.5 text-[11px] font-semibold">
                      <PlayIcon />
                      {labels.video}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
