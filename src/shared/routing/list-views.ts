/**
 * The lists whose address may carry a filter, a search, a size or a page
 * (and the colour finder, whose address carries a colour or a family, and
 * the request list, whose address carries its lines: /request?lines=…), and
 * the pages of the forms that post without JavaScript (/contact,
 * /newsletter), whose address carries a refused post's key (?form=…).
 *
 * Reading the query makes a Next page dynamic (rendered on every request), so
 * each list has two routes: the plain address (/products) is rendered once per
 * language and kept until a save expires it, and any address with a query is
 * rewritten by src/proxy.ts to the same view under QUERY_VIEW_PREFIX, rendered
 * per request. Visitors never see that prefix; asked for directly, it is a 404.
 */
export const QUERY_VIEW_PREFIX = '/list-query'
export const PAGES_WITH_QUERY_VIEWS = ['/products', '/resources', '/news', '/colours', '/request', '/contact', '/newsletter'] as const

/** Search params that do not change the page: Next's own client-navigation marker. */
const IGNORED_PARAMS = new Set(['_rsc'])

const hasQuery = (searchParams: URLSearchParams) => [...searchParams.keys()].some((key) => !IGNORED_PARAMS.has(key))

/** The internal path (without the locale) that renders this visible address. */
export function listViewPath(pathname: string, searchParams: URLSearchParams): string {
  if (pathname === QUERY_VIEW_PREFIX || pathname.startsWith(`${QUERY_VIEW_PREFIX}/`)) return `/page-not-found${pathname}`
  if (!(PAGES_WITH_QUERY_VIEWS as readonly string[]).includes(pathname)) return pathname
  return hasQuery(searchParams) ? `${QUERY_VIEW_PREFIX}${pathname}` : pathname
}

/** The search page, rendered for each request (its answer depends on the words asked). */
export const SEARCH_PATH = '/search'

/** Whether this visible address is rendered for each request rather than served from the page cache: a list with a query, or a search. */
export function rendersPerRequest(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname === SEARCH_PATH) return hasQuery(searchParams)
  return (PAGES_WITH_QUERY_VIEWS as readonly string[]).includes(pathname) && hasQuery(searchParams)
}
