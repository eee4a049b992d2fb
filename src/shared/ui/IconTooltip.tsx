'use client'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

/** Tooltips open after 700 ms of hover, and at once within 300 ms of the last one closing (spec §9). */
const TOOLTIP_DELAY_MS = 700
const TOOLTIP_SKIP_MS = 300
let lastClosedAt = -Infinity

/**
 * A short text label above its link, on hover after the delay or at once on
 * keyboard focus; Escape hides it. A few lines instead of a tooltip library:
 * it only needs a timer and a positioned span.
 */
export function IconTooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const show = (delay: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    clearTimeout(timer.current)
    if (open) lastClosedAt = performance.now()
    setOpen(false)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  return (
    <span
      className="relative inline-flex"
      aria-describedby={open ? id : undefined}
      onPointerEnter={() => show(performance.now() - lastClosedAt < TOOLTIP_SKIP_MS ? 0 : TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {open && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 z-[75] mb-2 -translate-x-1/2 rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-white shadow after:absolute after:top-full after:left-1/2 after:-translate-x-1/2 after:border-4 after:border-transparent after:border-t-ink"
        >
          {label}
        </span>
      )}
    </span>
  )
}
