import { DEFAULT_PAGE_SIZE, parsePageNumber, parsePageSize, type PageSize } from '../shared/components/pagination-window'

/** What the gallery list shows, kept in the address: ?category=&q=&size=&page= */
export type GalleryListState = { category: number; q: string; size: PageSize; page: number }

type SearchParams = Record<string, string | string[] | undefined>

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** Reads the list state from the address; anything odd falls back to the default (never an error). */
export function parseGalleryState(params: SearchParams, maxSearchLength = 100): GalleryListState {
  const category = Number(first(params.category))
  return {
    category: Number.isSafeInteger(category) && category > 0 ? category : 0,
    q: (first(params.q) ?? '').trim().slice(0, maxSearchLength),
    size: parsePageSize(params.size),
    page: parsePageNumber(params.page),
  }
}

/** The address of a list state; defaults are left out so the plain /resources stays canonical. */
export function galleryHref(state: Partial<GalleryListState>): string {
  const params = new URLSearchParams()
  if (state.category) params.set('category', String(state.category))
  if (state.q) params.set('q', state.q)
  if (state.size && state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size))
  if (state.page && state.page > 1) params.set('page', String(state.page))
  const search = params.toString()
  return `/resources${search ? `?${search}` : ''}`
}
