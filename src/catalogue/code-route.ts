/**
 * A product page open on one item code: the visible /products/{slug}?code={code} (the links of
 * search, the colour finder and the item-code choices) is rendered by the internal route
 * /products/{slug}/code/{code}, so the server knows the code (the page opens on it without
 * JavaScript) and each code's page is cached like the product's own. Asked for directly, the
 * internal address names nothing.
 */
const PRODUCT_PAGE = /^\/products\/([^/]+)$/
const INTERNAL_CODE_PAGE = /^\/products\/[^/]+\/code(\/|$)/

/** The internal path (without the locale) for this visible address, or undefined when it is not a product page open on a code. */
export function productCodePath(pathname: string, searchParams: URLSearchParams): string | undefined {
  if (INTERNAL_CODE_PAGE.test(pathname)) return `/page-not-found${pathname}`
  const slug = PRODUCT_PAGE.exec(pathname)?.[1]
  const code = searchParams.get('code')?.trim()
  if (!slug || !code) return undefined
  return `/products/${slug}/code/${encodeURIComponent(code)}`
}
