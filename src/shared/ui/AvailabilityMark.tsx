import type { Availability } from '../item-codes/availability'

/** Colours that read apart without relying on colour alone: each mark also says its words. */
const TONES: Record<Availability, string> = {
  'in-stock': 'bg-emerald-50 text-emerald-800 ring-emerald-700/25',
  'made-to-order': 'bg-sky-50 text-sky-900 ring-sky-800/25',
  limited: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  discontinued: 'bg-stone-100 text-stone-700 ring-stone-500/30',
}

/**
 * An item code's availability as a small labelled pill (product page, colour card, search, request
 * list): `text` is the phrase from availabilityText; `compact` drops in-stock to nothing, for lists
 * where most codes are in stock and only the exceptions should catch the eye.
 */
export function AvailabilityMark({ availability, text, compact = false, className = '' }: { availability: Availability; text: string; compact?: boolean; className?: string }) {
  if (compact && availability === 'in-stock') return null
  return (
    <span data-availability={availability} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[availability]} ${className}`}>
      {text}
    </span>
  )
}
