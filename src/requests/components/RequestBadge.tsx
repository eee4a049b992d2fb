'use client'
import Link from 'next/link'
import { useStoredCount } from './stored-lines'

/**
 * The header's link to the request list, with the number of lines kept in
 * this browser. Without JavaScript it is a plain link without a number.
 * In the header its word shows from 1536 px, where the row has room for it beside the brand (`labelled`: always, as in the mobile menu).
 * `hiddenWhileEmpty`: classes that hide it only while the list is empty (the narrowest phones keep the
 * header's room for the brand until there is a number to show, issue 50.9).
 */
export function RequestBadge({ label, className, labelled = false, hiddenWhileEmpty = '' }: { label: string; className: string; labelled?: boolean; hiddenWhileEmpty?: string }) {
  const count = useStoredCount()
  return (
    <Link href="/request" className={`relative inline-flex items-center gap-1.5 ${className} ${count > 0 ? '' : hiddenWhileEmpty}`} data-request-badge>
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01" />
      </svg>
      <span className={labelled ? undefined : 'max-2xl:sr-only'}>{label}</span>
      {count > 0 && (
        <span data-request-count className="min-w-5 rounded-full bg-gold px-1.5 text-center text-xs font-bold leading-5 text-ink">
          {count}
        </span>
      )}
    </Link>
  )
}
