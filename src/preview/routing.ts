import { previewSections } from '../shared/preview/sections'

/**
 * A preview keeps the page's own address (/products/{slug}) and adds the
 * signed token as `?preview=`. src/proxy.ts sends such an address to the same
 * page under PREVIEW_VIEW_PREFIX, rendered per request and never cached, so
 * the cached page of the slug is never touched. Asked for directly, the prefix is a 404.
 */
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_VIEW_PREFIX = '/page-preview'

const DETAIL_PAGE = new RegExp(`^(${Object.values(previewSections).join('|')})/[^/]+$`)

/** The internal path (without the locale) of a preview address, a 404 path for the prefix itself, or null for any other address. */
export function previewViewPath(pathname: string, searchParams: URLSearchParams): string | null {
  if (pathname === PREVIEW_VIEW_PREFIX || pathname.startsWith(`${PREVIEW_VIEW_PREFIX}/`)) return `/page-not-found${pathname}`
  if (!searchParams.get(PREVIEW_PARAM) || !DETAIL_PAGE.test(pathname)) return null
  return `${PREVIEW_VIEW_PREFIX}${pathname}`
}
