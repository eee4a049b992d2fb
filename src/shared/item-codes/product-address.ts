/**
 * The product page's visible address, open on one item code when one is given:
 * /products/{slug}?code={code}. src/catalogue/code-route.ts maps it to the cached per-code
 * route, so the page opens on that code without JavaScript. Every link to a shade uses this.
 */
export function productAddress(slug: string, itemCode?: string | null): string {
  const page = `/products/${slug}`
  return itemCode ? `${page}?code=${encodeURIComponent(itemCode)}` : page
}
