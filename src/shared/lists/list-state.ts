/**
 * What a public list (products, gallery, news) shows, kept in its address:
 * ?category=&q=&size=&page=. The address is the only state, so a list can be
 * shared, reloaded and used without JavaScript; this module is the one place
 * that reads it and writes it.
 */
export type ListState = {
  /** The search text, trimmed; '' for none. */
  q: string
  /** A category id; 0 for all (and always 0 on a list without categories). */
  category: number
  size: number
  page: number
}

/** Next's searchParams: a repeated key arrives as an array. */
export type SearchParams = Record<string, string | string[] | undefined>

/** The page sizes a visitor may choose on the gallery and the news lists (spec §9). */
export const PUBLIC_PAGE_SIZES = [6, 12, 18] as const
export const DEFAULT_PUBLIC_PAGE_SIZE = 6
/** Longer searches are cut, not refused: the text only filters a list. */
export const MAX_SEARCH_LENGTH = 100
/** A hand-edited page number cannot ask the database for an absurd offset; a page past the end shows the last one. */
export const MAX_PAGE = 10_000

export type ListDefinition = {
  /** The list's public path, e.g. '/resources'. */
  path: string
  /** The sizes the page-size choice offers; a list with one size has no choice. */
  pageSizes: readonly number[]
  defaultPageSize: number
  /**
   * The state in this address. Anything odd falls back to its default, never an
   * error: a category not in `knownCategories` means all (an old link to a
   * deleted category still shows the list).
   */
  parse(params: SearchParams, knownCategories?: readonly number[]): ListState
  /** The address of a state; defaults are left out, so each state has one address and the plain path stays the cached page. */
  href(state: Partial<ListState>): string
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** A whole number from 1, written plainly (no sign, exponent, fraction or leading zero); anything else undefined. */
function positiveInteger(value: string | string[] | undefined): number | undefined {
  const raw = first(value)?.trim()
  return raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined
}

export function defineList({ path, pageSizes, defaultPageSize }: { path: string; pageSizes: readonly number[]; defaultPageSize: number }): ListDefinition {
  // A programming error, so it fails at start rather than on some request.
  if (!pageSizes.includes(defaultPageSize)) throw new Error(`${path}: the default page size ${defaultPageSize} is not one of ${pageSizes.join(', ')}`)

  return {
    path,
    pageSizes,
    defaultPageSize,

    parse(params, knownCategories = []) {
      const category = positiveInteger(params.category)
      const size = positiveInteger(params.size)
      return {
        q: (first(params.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
        category: category !== undefined && knownCategories.includes(category) ? category : 0,
        size: size !== undefined && pageSizes.includes(size) ? size : defaultPageSize,
        page: Math.min(positiveInteger(params.page) ?? 1, MAX_PAGE),
      }
    },

    href({ q, category, size, page }) {
      const params = new URLSearchParams()
      if (category) params.set('category', String(category))
      if (q) params.set('q', q)
      if (size && size !== defaultPageSize) params.set('size', String(size))
      if (page && page > 1) params.set('page', String(page))
      const search = params.toString()
      return search ? `${path}?${search}` : path
    },
  }
}
