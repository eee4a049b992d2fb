export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end'

/**
 * The page links to show (spec §2.6): the first and the last page, the pages
 * within one of the current, and an ellipsis wherever pages are left out.
 * Out-of-range input is clamped, so a hand-edited address never breaks it.
 */
export function paginationWindow(current: number, total: number): PageSlot[] {
  const last = Math.max(1, Math.floor(Number.isFinite(total) ? total : 1))
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)), last)
  const shown = new Set([1, last, page - 1, page, page + 1].filter((entry) => entry >= 1 && entry <= last))
  const pages = [...shown].sort((a, b) => a - b)
  const slots: PageSlot[] = []
  pages.forEach((entry, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && entry - previous > 1) slots.push(entry <= page ? 'ellipsis-start' : 'ellipsis-end')
    slots.push(entry)
  })
  return slots
}

/** A page number from the address: a whole number from 1, anything else is 1. */
export function parsePageNumber(value: string | string[] | undefined, max = 10_000): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return 1
  return Math.min(Math.max(Number.parseInt(raw, 10), 1), max)
}

export const PAGE_SIZES = [6, 12, 18] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 6

/** A page size from the address: one of 6, 12, 18 (spec §9), else the default 6. */
export function parsePageSize(value: string | string[] | undefined): PageSize {
  const raw = Number(Array.isArray(value) ? value[0] : value)
  return (PAGE_SIZES as readonly number[]).includes(raw) ? (raw as PageSize) : DEFAULT_PAGE_SIZE
}
