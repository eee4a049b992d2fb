/**
 * The colour card's "Available now" filter without JavaScript (issue 52.4): the visible
 * /products/{slug}/colours?available=now (a plain link) is rendered by the internal route
 * /products/{slug}/colours/available-now, so the filtered card is a cached page per language like
 * the card itself rather than a page rendered for every request. Asked for directly, the internal
 * address names nothing.
 */
export const AVAILABLE_NOW_PARAM = 'available'
export const AVAILABLE_NOW_VALUE = 'now'
export const AVAILABLE_NOW_SEGMENT = 'available-now'

const CARD_PAGE = /^\/products\/([^/]+)\/colours$/
const INTERNAL_FILTERED_CARD = new RegExp(`^/products/[^/]+/colours/${AVAILABLE_NOW_SEGMENT}(/|$)`)

/** The visible address of a product's colour card, with the filter on or off. */
export const colourCardAddress = (slug: string, availableNow = false) => `/products/${slug}/colours${availableNow ? `?${AVAILABLE_NOW_PARAM}=${AVAILABLE_NOW_VALUE}` : ''}`

/** The internal path (without the locale) for this visible address, or undefined when it is not the filtered colour card. */
export function colourCardPath(pathname: string, searchParams: URLSearchParams): string | undefined {
  if (INTERNAL_FILTERED_CARD.test(pathname)) return `/page-not-found${pathname}`
  const slug = CARD_PAGE.exec(pathname)?.[1]
  if (!slug || searchParams.get(AVAILABLE_NOW_PARAM) !== AVAILABLE_NOW_VALUE) return undefined
  return `/products/${slug}/colours/${AVAILABLE_NOW_SEGMENT}`
}
