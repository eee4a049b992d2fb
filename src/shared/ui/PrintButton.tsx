'use client'
import { useBrowserValue } from '../hooks/browser-value'

const alwaysTrue = () => true

/** Opens the browser's print dialogue; drawn only once JavaScript runs (without it, the browser's own menu prints). */
export function PrintButton({ label }: { label: string }) {
  const enhanced = useBrowserValue(alwaysTrue, false)
  if (!enhanced) return null
  return (
    <button type="button" onClick={() => window.print()} className="inline-flex items-center justify-center rounded-full border border-ink/60 px-5 py-2 text-sm font-semibold text-ink transition hover:bg-ink hover:text-white" data-print>
      {label}
    </button>
  )
}
