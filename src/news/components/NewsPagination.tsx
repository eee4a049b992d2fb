import Link from 'next/link'

/** First, last, and the pages within one of the current, with gaps marked; e.g. 1 … 4 5 6 … 10. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const sorted = [...pages].sort((a, b) => a - b)
  const result: (number | 'gap')[] = []
  for (const page of sorted) {
    const last = result[result.length - 1]
    if (typeof last === 'number' && page - last > 1) result.push(page - last === 2 ? last + 1 : 'gap')
    result.push(page)
  }
  return result
}

type Labels = { pages: string; previous: string; next: string; goToPage: string }

/** Page links (they work without JavaScript); the current page is marked with aria-current. */
export function NewsPagination({ page, totalPages, href, labels }: { page: number; totalPages: number; href: (page: number) => string; labels: Labels }) {
  if (totalPages <= 1) return null
  const item = 'inline-flex h-10 gap-1 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-semibold transition'
  return (
    <nav aria-label={labels.pages} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={`${item} border-stone/30 bg-white hover:border-gold`}>
              <span aria-hidden="true">←</span> {labels.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed border-stone/20 text-stone/60`}>
              <span aria-hidden="true">←</span> {labels.previous}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                href={href(entry)}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={labels.goToPage.replace('{page}', String(entry))}
                className={`${item} ${entry === page ? 'border-gold bg-gold text-ink' : 'border-stone/30 bg-white hover:border-gold'}`}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={href(page + 1)} rel="next" className={`${item} border-stone/30 bg-white hover:border-gold`}>
              {labels.next} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={`${item} cursor-not-allowed border-stone/20 text-stone/60`}>
              {labels.next} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  )
}
