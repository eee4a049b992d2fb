'use client'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { useBrowserValue, useMediaQuery } from '../../shared/hooks/browser-value'
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../shared/ui/icons'
import { CAROUSEL_FADE_MS } from '../carousel'
import { fill } from '../../shared/text/fill'

/** After the first picture has loaded on a slow phone, and before the first change at the usual intervals; a slide shown sooner asks for its picture as it is shown. */
const LATER_SLIDES_DELAY_MS = 1500

export type Slide = { src: string; srcSet?: string; alt: string }
type Labels = { loading: string; region: string; previous: string; next: string; pause: string; play: string; slide: string; goTo: string; carouselRole: string; slideRole: string }

/**
 * Full-height fading carousel. Advances at the configured interval and wraps
 * around (spec §4), also under the mouse pointer; stops while keyboard focus is
 * inside it (a keyboard user reading or operating the controls), with its pause
 * button, and for visitors who ask for reduced motion; arrow keys move between slides.
 */
export function HeroCarousel({ slides, intervalMs, labels, children }: { slides: Slide[]; intervalMs: number; labels: Labels; children: ReactNode }) {
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(true)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const mounted = useBrowserValue(() => true, false)
  const region = useRef<HTMLElement>(null)
  const count = slides.length

  // The later slides' pictures are asked for a moment after the page is interactive, not with the
  // first: on a phone's connection they would take the bandwidth the first picture and the text need.
  const [laterSlidesWanted, setLaterSlidesWanted] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setLaterSlidesWanted(true), LATER_SLIDES_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count])

  const running = count > 1 && playing && !focused && !reducedMotion
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => go(index + 1), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, index, intervalMs, go])

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }

  return (
    <section
      ref={region}
      aria-roledescription={labels.carouselRole}
      aria-label={labels.region}
      data-slide-index={index}
      data-playing={running}
      // Keyboard focus only: a mouse click on a control focuses it too, but must not stop the slides.
      onFocus={(event) => setFocused(event.target.matches(':focus-visible'))}
      onBlur={(event) => {
        if (!region.current?.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
      onKeyDown={onKeyDown}
      className="relative flex min-h-[100svh] items-center overflow-hidden bg-ink text-white"
    >
      <div aria-live={running ? 'off' : 'polite'} className="absolute inset-0">
        {slides.map((slide, slideIndex) => (
          <div
            key={slide.src}
            role="group"
            aria-roledescription={labels.slideRole}
            aria-label={fill(labels.slide, { index: String(slideIndex + 1), total: String(count) })}
            aria-hidden={slideIndex !== index}
            className="absolute inset-0 transition-opacity ease-in-out"
            style={{ opacity: slideIndex === index ? 1 : 0, transitionDuration: `${CAROUSEL_FADE_MS}ms` }}
          >
            {(slideIndex === 0 || slideIndex === index || laterSlidesWanted) && (
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes="100vw"
                alt={slide.alt}
                className="h-full w-full object-cover"
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : 'low'}
                decoding="async"
                data-slide-picture
              />
            )}
          </div>
        ))}
      </div>
      {/* The page is rendered on the server, so visitors see content at once; assistive technology hears the spec's loading notice until the carousel is interactive. */}
      {!mounted && (
        <p role="status" className="sr-only">
          {labels.loading}
        </p>
      )}
      <div aria-hidden className="pointer-events-none absolute inset-0 z-10 bg-gradient-to-r from-black/75 via-black/45 to-black/10" />
      <div className="relative z-10 w-full">{children}</div>
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-3">
          <button type="button" aria-label={labels.previous} onClick={() => go(index - 1)} className="rounded-full bg-black/40 p-2 text-white hover:bg-black/60">
            <ChevronLeftIcon />
          </button>
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.src}
              type="button"
              aria-label={fill(labels.goTo, { index: String(slideIndex + 1) })}
              aria-current={slideIndex === index}
              onClick={() => go(slideIndex)}
              // The dot is small; the button around it is a 24 px touch target.
              className="group grid h-6 min-w-6 place-items-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full transition-all ${slideIndex === index ? 'w-8 bg-gold' : 'w-2.5 bg-white/60 group-hover:bg-white'}`}
              />
            </button>
          ))}
          <button type="button" aria-label={labels.next} onClick={() => go(index + 1)} className="rounded-full bg-black/40 p-2 text-white hover:bg-black/60">
            <ChevronRightIcon />
          </button>
          <button
            type="button"
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => setPlaying((value) => !value)}
            className="rounded-full bg-black/40 p-2 text-white hover:bg-black/60"
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        </div>
      )}
    </section>
  )
}
