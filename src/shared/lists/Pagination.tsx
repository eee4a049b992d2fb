import Link from 'next/link'
import { paginationWindow } from './pagination-window'

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

/**
 * Page links rendered on the server: works without JavaScript, and a click is a
 * normal navigation, so the new page starts at the top. Shown only when there
 * is more than one page.
 */
export function Pagination({ page, totalPages, href, labels, className }: Props) {
  if (totalPages <= 1) return null
  const current = Math.min(Math.max(1, page), totalPages)
  const pageLabel = (target: number) => labels.page.replace('{page}', String(target))
  return (
    <nav aria-label={labels.nav} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className={idle} data-page-link="previous">
              <span aria-hidden="true">←</span>
              <span className="ml-1">{labels.previous}</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <span aria-hidden="true">←</span>
              <span className="ml-1">{labels.previous}</span>
            </span>
          )}
        </li>
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
            <li key={slot} className="px-1 text-stone">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{labels.more}</span>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link href={href(current + 1)} rel="next" className={idle} data-page-link="next">
              <span className="mr-1">{labels.next}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <span className="mr-1">{labels.next}</span>
              <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
