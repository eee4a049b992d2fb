'use client'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import { embedUrl, type ViewerMedia } from '../media-entry'
import { StageImage } from './StageImage'

export type MediaViewerLabels = {
  /** The name of the viewer region, e.g. "Project media". */
  label: string
  /** The name of the thumbnail group, e.g. "Choose media". */
  thumbnails: string
  /** "Show {kind} {index} of {total}" */
  show: string
  image: string
  video: string
  youtube: string
  vimeo: string
  /** "{kind}: {title}": the title of an embedded player. */
  playerTitle: string
  noVideo: string
}

type Props = {
  media: ViewerMedia[]
  /** What the media show (the item's name), for alt texts and player titles. */
  title: string
  labels: MediaViewerLabels
  /** Play the selected video or embed as soon as it is shown (the news carousel); off for the gallery. */
  autoplaySelected?: boolean
  className?: string
}

const blockContextMenu = (event: SyntheticEvent) => event.preventDefault()

function PlayIcon({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="drop-shadow">
      <circle cx="12" cy="12" r="11" fill="rgba(16,16,20,.65)" stroke="#e6cf7a" strokeWidth="1.2" />
      <path d="M10 8.2v7.6L16 12z" fill="#e6cf7a" />
    </svg>
  )
}

/**
 * A thumbnail from the middle of a video: a detached <video> (made after
 * hydration, so no event is missed) loads the metadata, seeks to half the
 * duration, and the frame is drawn to a canvas. Until then, or if the browser
 * cannot decode the file, a dark tile with the play icon stands in.
 */
function VideoThumb({ src, onFrame }: { src: string; onFrame: (dataUrl: string) => void }) {
  const [frame, setFrame] = useState<string>()
  const report = useRef(onFrame)
  useEffect(() => {
    report.current = onFrame
  }, [onFrame])
  useEffect(() => {
    const video = document.createElement('video')
    let probing = false
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      video.removeAttribute('src')
      video.load()
    }
    const seekToMiddle = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) video.currentTime = video.duration / 2
      else {
        // Some files (e.g. streamed WebM) announce no duration until their end is reached.
        probing = true
        video.currentTime = Number.MAX_SAFE_INTEGER
      }
    }
    const onSeeked = () => {
      if (finished) return
      if (probing) {
        probing = false
        if (Number.isFinite(video.duration) && video.duration > 0) {
          video.currentTime = video.duration / 2
          return
        }
      }
      try {
        const width = 160
        const height = Math.max(1, Math.round((width * (video.videoHeight || 9)) / (video.videoWidth || 16)))
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        canvas.getContext('2d')?.drawImage(video, 0, 0, width, height)
        const dataUrl = canvas.toDataURL('image/jpeg', 0.75)
        setFrame(dataUrl)
        report.current(dataUrl)
      } catch {
        // A tainted or undecodable frame: keep the icon.
      }
      finish()
    }
    video.muted = true
    video.playsInline = true
    video.preload = 'metadata'
    video.addEventListener('loadedmetadata', seekToMiddle)
    video.addEventListener('seeked', onSeeked)
    video.addEventListener('error', finish)
    video.src = src
    return () => {
      video.removeEventListener('loadedmetadata', seekToMiddle)
      video.removeEventListener('seeked', onSeeked)
      video.removeEventListener('error', finish)
      finish()
    }
  }, [src])
  return frame ? <img src={frame} alt="" className="h-full w-full object-cover" /> : <span className="block h-full w-full bg-ink" />
}

/**
 * The main media of a page with thumbnails below: images, video files and
 * YouTube or Vimeo players. Thumbnails are buttons (aria-pressed) and the arrow
 * keys, Home and End move between them. Only the selected media is mounted, so
 * switching stops a playing video and reloads an embed. Videos cannot be
 * downloaded from their controls, put in picture-in-picture or right-clicked.
 */
export function MediaViewer({ media, title, labels, autoplaySelected = false, className }: Props) {
  const [index, setIndex] = useState(0)
  const [posters, setPosters] = useState<Record<string, string>>({})
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const videoRef = useRef<HTMLVideoElement>(null)
  const current = media[Math.min(index, media.length - 1)]

  const select = useCallback(
    (next: number, focus = false) => {
      const target = (next + media.length) % media.length
      videoRef.current?.pause()
      setIndex(target)
      if (focus) buttons.current[target]?.focus()
    },
    [media.length],
  )

  useEffect(() => {
    if (!autoplaySelected || current?.kind !== 'video') return
    const video = videoRef.current
    if (!video) return
    video.play().catch(() => {
      // Browsers allow autoplay with sound only after a gesture: try again without sound.
      video.muted = true
      video.play().catch(() => undefined)
    })
  }, [autoplaySelected, current])

  if (!current) return null

  const kindLabel = (entry: ViewerMedia) => labels[entry.kind]
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: media.length - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }

  return (
    <section aria-label={labels.label} className={`flex w-full flex-col gap-3 ${className ?? ''}`}>
      <figure className="m-0">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ink" data-viewer-stage={current.kind}>
          {current.kind === 'image' && (
            <StageImage key={current.key} image={current} sizes="(min-width: 1024px) 720px, 100vw" opening={index === 0} />
          )}
          {current.kind === 'video' && (
            <video
              key={current.key}
              ref={videoRef}
              controls
              controlsList="nodownload"
              disablePictureInPicture
              playsInline
              preload="metadata"
              poster={posters[current.key]}
              onContextMenu={blockContextMenu}
              aria-label={`${labels.video}: ${current.caption ?? title}`}
              className="h-full w-full bg-black object-contain"
            >
              <source src={current.src} type={current.type} />
              {labels.noVideo}
            </video>
          )}
          {(current.kind === 'youtube' || current.kind === 'vimeo') && (
            <iframe
              key={current.key}
              src={embedUrl(current.url, { autoplay: autoplaySelected })}
              title={labels.playerTitle.replace('{kind}', kindLabel(current)).replace('{title}', current.caption ?? title)}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="h-full w-full border-0"
            />
          )}
        </div>
        {current.caption && <figcaption className="mt-2 text-sm text-stone">{current.caption}</figcaption>}
      </figure>
      {media.length > 1 && (
        <div role="group" aria-label={labels.thumbnails} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
          {media.map((entry, entryIndex) => (
            <button
              key={entry.key}
              ref={(element) => {
                buttons.current[entryIndex] = element
              }}
              type="button"
              onClick={() => select(entryIndex)}
              aria-pressed={entryIndex === index}
              aria-label={labels.show.replace('{kind}', kindLabel(entry)).replace('{index}', String(entryIndex + 1)).replace('{total}', String(media.length))}
              data-media-kind={entry.kind}
              className={`relative h-20 w-20 overflow-hidden rounded-lg border-2 bg-ink transition ${entryIndex === index ? 'border-gold' : 'border-transparent opacity-75 hover:opacity-100'}`}
            >
              {entry.kind === 'image' && <img src={entry.thumb} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />}
              {entry.kind === 'video' && <VideoThumb src={entry.src} onFrame={(frame) => setPosters((known) => ({ ...known, [entry.key]: frame }))} />}
              {(entry.kind === 'youtube' || entry.kind === 'vimeo') && (
                <span className="flex h-full w-full items-end justify-center bg-[radial-gradient(circle_at_50%_35%,#2a2620,#101014_75%)] pb-1.5 text-[10px] font-semibold tracking-wide text-gold-light">
                  {entry.kind === 'youtube' ? 'YouTube' : 'Vimeo'}
                </span>
              )}
              {entry.kind !== 'image' && (
                <span className="absolute inset-0 flex items-center justify-center">
                  <PlayIcon />
                </span>
              )}
            </button>
          ))}
        </div>
      )}
    </section>
  )
}
