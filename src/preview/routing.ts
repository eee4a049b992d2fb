import { isContentLocale, type SiteLocale } from '../shared/locales'
import { previewSections } from '../shared/preview/sections'

/**
 * A preview keeps the page's own address (/products/{slug}) and adds the
 * signed token as `?preview=`. src/proxy.ts sends such an address to the same
 * page under PREVIEW_VIEW_PREFIX, rendered per request and never cached, so
 * the cached page of the slug is never touched. Asked for directly, the prefix is a 404.
 */
export const PREVIEW_PARAM = 'preview'
export const PREVIEW_VIEW_PREFIX = '/page-preview'
/**
 * The editor's live preview (live-preview.ts) frames the page on the admin's own host, whatever the
 * language being edited: a frame of the zh. host would be another origin, which the site's
 * frame-ancestors 'self' (and Payload's messages to the frame) keep out. This parameter names the
 * preview's language instead of the host; only a preview address (one with a token) reads it.
 */
export const PREVIEW_LOCALE_PARAM = 'preview-locale'

/** The language a live preview asks for, or null for an ordinary preview (its language is its host's). */
export function previewLocale(searchParams: URLSearchParams): SiteLocale | null {
  const value = searchParams.get(PREVIEW_LOCALE_PARAM)
  return isContentLocale(value) ? value : null
}

const DETAIL_PAGE = new RegExp(`^(${Object.values(previewSections).join('|')})/[^/]+$`)

/** The internal path (without the locale) of a preview address, a 404 path for the prefix itself, or null for any other address. */
export function previewViewPath(pathname: string, searchParams: URLSearchParams): string | null {
  if (pathname === PREVIEW_VIEW_PREFIX || pathname.startsWith(`${PREVIEW_VIEW_PREFIX}/`)) return `/page-not-found${pathname}`
  if (!searchParams.get(PREVIEW_PARAM) || !DETAIL_PAGE.test(pathname)) return null
  return `${PREVIEW_VIEW_PREFIX}${pathname}`
}
