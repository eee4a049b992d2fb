import Link from 'next/link'
import { paginationWindow } from './pagination-window'
import { fill } from '../text/fill'

export type PaginationLabels = {
  /** The name of the navigation landmark, e.g. "Pagination". */
  nav: string
  previous: string
  next: string
  /** "Page {page}": the accessible name of a page link. */
  page: string
  /** Read for a gap between page links, e.g. "More pages". */
  more: string
}

type Props = {
  page: number
  totalPages: number
  /** The address of a page; keep the rest of the list's state (filter, search, size) in it. */
  href: (page: number) => string
  labels: PaginationLabels
  className?: string
}

const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium transition'
const idle = `${base} border border-stone/30 bg-white text-ink hover:border-gold hover:bg-gold/10`
const disabled = `${base} border border-stone/15 bg-white/60 text-stone/60`
/** Previous and Next in words from 640 px; below, only the arrow shows and the word names the link. */
const word = (side: 'ml' | 'mr') => `sr-only sm:not-sr-only ${side === 'ml' ? 'sm:ml-1' : 'sm:mr-1'}`

/**
 * Page links rendered on the server: works without JavaScript, and a click is a
 * normal navigation, so the new page starts at the top. Shown only when there
 * is more than one page.
 */
export function Pagination({ page, totalPages, href, labels, className }: Props) {
  if (totalPages <= 1) return null
  const current = Math.min(Math.max(1, page), totalPages)
  const pageLabel = (target: number) => fill(labels.page, { page: String(target) })
  return (
    <nav aria-label={labels.nav} className={className}>
      {/* Previous and Next hold the ends of one row and the page links wrap between them, so Next never lands on a row of its own;
          below 640 px they show only their arrows (the words stay their accessible names). */}
      <ul className="flex items-center justify-center gap-1 sm:gap-2">
        <li className="shrink-0">
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className={idle} data-page-link="previous">
              <span aria-hidden="true">←</span>
              <span className={word('ml')}>{labels.previous}</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true" data-page-link="previous">
              <span aria-hidden="true">←</span>
              <span className={word('ml')}>{labels.previous}</span>
            </span>
          )}
        </li>
        <li className="min-w-0">
          <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-2">
            {paginationWindow(current, totalPages).map((slot) =>
              typeof slot === 'number' ? (
                <li key={slot}>
                  <Link
                    href={href(slot)}
                    aria-label={pageLabel(slot)}
                    aria-current={slot === current ? 'page' : undefined}
                    className={slot === current ? `${base} border border-gold bg-gold text-ink` : idle}
                  >
                    {slot}
                  </Link>
                </li>
              ) : (
                <li key={slot} className="px-0.5 text-stone sm:px-1">
                  <span aria-hidden="true">…</span>
                  <span className="sr-only">{labels.more}</span>
                </li>
              ),
            )}
          </ul>
        </li>
        <li className="shrink-0">
          {current < totalPages ? (
            <Link href={href(current + 1)} rel="next" className={idle} data-page-link="next">
              <span className={word('mr')}>{labels.next}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true" data-page-link="next">
              <span className={word('mr')}>{labels.next}</span>
              <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
