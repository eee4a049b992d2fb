'use client'
import { useEffect, useRef } from 'react'
import { CloseIcon } from '../icons'
import { dismissToast, useToasts, type Toast } from './store'
import { fill } from '../../text/fill'

const TOAST_DURATION_MS = 5000
const HOTKEY = 'F8'

/** One toast: closes itself after 5 s, but not while the pointer or focus is on it. */
function ToastItem({ entry, dismissLabel }: { entry: Toast; dismissLabel: string }) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const start = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => dismissToast(entry.id), TOAST_DURATION_MS)
  }
  const pause = () => clearTimeout(timer.current)
  useEffect(() => {
    start()
    return pause
    // eslint-disable-next-line react-hooks/exhaustive-deps -- started once per toast
  }, [])
  const destructive = entry.variant === 'destructive'
  return (
    <div
      role={destructive ? 'alert' : 'status'}
      data-variant={entry.variant}
      onPointerEnter={pause}
      onPointerLeave={start}
      onFocus={pause}
      onBlur={start}
      className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg ${destructive ? 'border-red-300 bg-red-50 text-red-900' : 'border-gold/40 bg-white text-ink'}`}
    >
      <div className="flex-1">
        {entry.title && <p className="font-semibold">{entry.title}</p>}
        <p className="text-sm">{entry.description}</p>
      </div>
      <button type="button" aria-label={dismissLabel} onClick={() => dismissToast(entry.id)} className="rounded p-1 hover:bg-black/5">
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  )
}

/**
 * The toasts of the page, in a named region that F8 focuses (as the toast
 * library did), in the page's language. A few lines replace the library.
 */
export function Toaster({ dismissLabel, regionLabel }: { dismissLabel: string; regionLabel: string }) {
  const toasts = useToasts()
  const region = useRef<HTMLElement>(null)
  useEffect(() => {
    const focusRegion = (event: KeyboardEvent) => event.key === HOTKEY && region.current?.focus()
    document.addEventListener('keydown', focusRegion)
    return () => document.removeEventListener('keydown', focusRegion)
  }, [])
  return (
    <section ref={region} role="region" aria-label={fill(regionLabel, { hotkey: HOTKEY })} tabIndex={-1} className="fixed right-4 bottom-4 z-[100] w-[min(24rem,calc(100vw-2rem))] outline-none">
      <div aria-live="polite" className="flex flex-col gap-2">
        {toasts.map((entry) => (
          <ToastItem key={entry.id} entry={entry} dismissLabel={dismissLabel} />
        ))}
      </div>
    </section>
  )
}
