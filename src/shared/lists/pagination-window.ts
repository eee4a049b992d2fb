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
