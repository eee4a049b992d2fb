'use client'
import { useEffect, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react'
import type { MediaEntry } from '../media-entries'
import { fill } from '../../shared/text/fill'

type MediaViewerLabels = {
  /** The name of the thumbnail group, e.g. "Choose media". */
  thumbnails: string
  /** "Show {kind} {index} of {total}": a thumbnail. */
  show: string
  /** "{index} of {total}": the shown entry, announced when it changes. */
  position: string
  previous: string
  next: string
  image: string
  video: string
  youtube: string
  vimeo: string
  /** "Video: {title}": a video file. */
  videoTitle: string
  /** "Play {kind}: {title}": the button that loads a YouTube or Vimeo player. */
  play: string
  /** "{kind}: {title}": the title of a YouTube or Vimeo player. */
  playerTitle: string
  noVideo: string
  /** Said by screen readers for the viewer and its shown entry (aria-roledescription), in the page's language. */
  carouselRole: string
  slideRole: string
}

/** The stage's shape and the width its images are chosen for, per page. */
const LAYOUTS = {
  project: { stage: 'aspect-[4/3]', sizes: '(min-width: 1024px) 720px, 100vw' },
  article: { stage: 'aspect-video', sizes: '(min-width: 1024px) 896px, 100vw' },
} as const

type Props = {
  entries: MediaEntry[]
  /** The name of the viewer, e.g. "Project media". */
  label: string
  labels: MediaViewerLabels
  layout: keyof typeof LAYOUTS
}

const blockContextMenu = (event: SyntheticEvent) => event.preventDefault()

function PlayIcon({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className="drop-shadow">
      <circle cx="12" cy="12" r="11" fill="rgba(16,16,20,.65)" stroke="#e6cf7a" strokeWidth="1.2" />
      <path d="M10 8.2v7.6L16 12z" fill="#e6cf7a" />
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
 * A thumbnail from the middle of a video file (spec §2.7): a detached <video>
 * (made after hydration, so no event is missed) loads the metadata, seeks to
 * half the duration, and the frame is drawn to a canvas; it becomes the
 * stage's poster too. Until then, or if the browser cannot decode the file, a
 * dark tile with the play icon stands in.
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
 * The media of a gallery project or a news article, one at a time, with
 * previous / next buttons and thumbnails (buttons with aria-pressed; the
 * arrow keys, Home and End move between them). Only the shown entry is
 * mounted, so switching stops a playing video and unloads a player.
 *
 * A video file starts by itself only once the visitor has chosen it; it
 * cannot be downloaded from its controls, put in picture-in-picture or
 * right-clicked. A YouTube or Vimeo player is not loaded at all (no request
 * to the provider) until the visitor presses its play button; it then
 * starts playing.
 */
export function MediaViewer({ entries, label, labels, layout }: Props) {
  const [index, setIndex] = useState(0)
  const [chosen, setChosen] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [posters, setPosters] = useState<Record<string, string>>({})
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const player = useRef<HTMLIFrameElement>(null)
  const total = entries.length
  const current = entries[Math.min(index, total - 1)]

  useEffect(() => {
    if (playing) player.current?.focus()
  }, [playing])

  if (!current) return null
  const { stage, sizes } = LAYOUTS[layout]
  const kindOf = (entry: MediaEntry) => (entry.kind === 'embed' ? labels[entry.provider] : labels[entry.kind])
  const position = (at: number) => ({ index: at + 1, total })

  const show = (next: number, focusThumb = false) => {
    const target = (next + total) % total
    setIndex(target)
    setChosen(true)
    setPlaying(false)
    if (focusThumb) thumbs.current[target]?.focus()
  }
  const onThumbKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: total - 1 }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    show(next, true)
  }

  return (
    <section aria-roledescription={labels.carouselRole} aria-label={label} className="flex w-full flex-col gap-3">
      <div role="group" aria-roledescription={labels.slideRole} aria-label={fill(labels.position, position(index))}>
        <div className={`relative ${stage} overflow-hidden rounded-2xl bg-ink`} data-viewer-stage={current.kind === 'embed' ? current.provider : current.kind}>
          {current.kind === 'image' && (
            <img
              key={current.key}
              src={current.src}
              srcSet={current.srcSet}
              sizes={sizes}
              alt={current.alt}
              width={current.width}
              height={current.height}
              fetchPriority={index === 0 ? 'high' : undefined}
              className="h-full w-full object-contain"
            />
          )}
          {current.kind === 'video' && (
            <video
              key={current.key}
              controls
              controlsList="nodownload"
              disablePictureInPicture
              onContextMenu={blockContextMenu}
              autoPlay={chosen}
              playsInline
              preload="metadata"
              poster={posters[current.key]}
              aria-label={fill(labels.videoTitle, { title: current.name })}
              className="h-full w-full bg-black object-contain"
            >
              <source src={current.src} type={current.type} />
              {labels.noVideo}
            </video>
          )}
          {current.kind === 'embed' &&
            (playing ? (
              <iframe
                key={current.key}
                ref={player}
                src={current.player}
                title={fill(labels.playerTitle, { kind: kindOf(current), title: current.name })}
                allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="h-full w-full border-0"
              />
            ) : (
              <button
                key={current.key}
                type="button"
                onClick={() => setPlaying(true)}
                aria-label={fill(labels.play, { kind: kindOf(current), title: current.name })}
                data-load-player
                className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-[radial-gradient(circle_at_50%_40%,#2a2620,#101014_75%)] px-16 text-center text-gold-light focus-visible:outline-offset-[-6px]"
              >
                <span className="transition group-hover:scale-110">
                  <PlayIcon size={72} />
                </span>
                <span aria-hidden="true" className="text-sm font-semibold tracking-wide">
                  {kindOf(current)}
                </span>
              </button>
            ))}
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
        {current.caption && <p className="mt-2 text-sm text-stone">{current.caption}</p>}
      </div>
      {total > 1 && (
        <>
          <p className="sr-only" aria-live="polite">
            {chosen ? fill(labels.position, position(index)) : ''}
          </p>
          <div role="group" aria-label={labels.thumbnails} onKeyDown={onThumbKey} className="flex flex-wrap gap-2">
            {entries.map((entry, entryIndex) => (
              <button
                key={entry.key}
                ref={(element) => {
                  thumbs.current[entryIndex] = element
                }}
                type="button"
                onClick={() => show(entryIndex)}
                aria-pressed={entryIndex === index}
                aria-label={fill(labels.show, { kind: kindOf(entry), ...position(entryIndex) })}
                data-media-kind={entry.kind === 'embed' ? entry.provider : entry.kind}
                className={`relative h-20 w-20 overflow-hidden rounded-lg border-2 bg-ink transition ${entryIndex === index ? 'border-gold' : 'border-transparent opacity-75 hover:opacity-100'}`}
              >
                {entry.kind === 'image' && <img src={entry.thumb} alt="" width={80} height={80} loading="lazy" className="h-full w-full object-cover" />}
                {entry.kind === 'video' && <VideoThumb src={entry.src} onFrame={(frame) => setPosters((known) => ({ ...known, [entry.key]: frame }))} />}
                {entry.kind === 'embed' && (
                  <span className="flex h-full w-full items-end justify-center bg-[radial-gradient(circle_at_50%_35%,#2a2620,#101014_75%)] pb-1.5 text-[10px] font-semibold tracking-wide text-gold-light">
                    {entry.provider === 'youtube' ? 'YouTube' : 'Vimeo'}
                  </span>
                )}
                {entry.kind !== 'image' && (
                  <span className="absolute inset-0 flex items-center justify-center">
                    <PlayIcon size={28} />
                  </span>
                )}
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  )
}
