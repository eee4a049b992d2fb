import { NextResponse, type NextRequest } from 'next/server'
import { env } from './config/env.server'
import { getMessages } from './i18n/messages'
import { uncachedViewLimiter, type ViewAdmission } from './platform/limits/uncached-views'
import { clientAddress } from './shared/http/client-address'
import { localeFromHost, type SiteLocale } from './shared/locales'
import { listViewPath, rendersPerRequest } from './shared/routing/list-views'
import { previewLocale, previewViewPath } from './preview/routing'
import { HOST_ONLY_LIST_COOKIE_REMOVED, LIST_COOKIE, LIST_COOKIE_MAX_AGE, listCookieDomain, requestListView } from './requests/list-cookie'
import { productCodePath } from './catalogue/code-route'
import { colourCardPath } from './colours/card-route'

/**
 * Next answers an address whose percent-encoding cannot be decoded (/%, /a%zz)
 * with a bare 500, and a NUL character (%00) in a page's path or query fails
 * the database read on PostgreSQL; such an address names nothing, so it is a 400.
 */
function readable(url: URL): boolean {
  try {
    const parts = [decodeURIComponent(url.pathname), ...url.searchParams.keys(), ...url.searchParams.values()]
    return !parts.some((part) => part.includes('\u0000'))
  } catch {
    return false
  }
}

/**
 * No page's address has a path segment this long (slugs are short), and Next would
 * try to keep the rendered 404 in a file named after it, which the file system refuses
 * past 255 bytes; such an address goes straight to the Page Not Found view.
 */
const LONGEST_SEGMENT = 200
const hasOverlongSegment = (pathname: string) => pathname.split('/').some((segment) => segment.length > LONGEST_SEGMENT)

const BAD_ENCODING = 'the address is not validly percent-encoded or holds a NUL character'
const PAYLOAD_PATH = /^\/(api|admin)(\/|$)/

let admitUncachedView: ((address: string) => Promise<ViewAdmission>) | undefined

/** A refusal that costs nothing to make: plain text in the visitor's language, no page rendered. */
const tooManyViews = (locale: SiteLocale, retryAfterSeconds: number) =>
  new Response(getMessages(locale).common.tooManyViews, {
    status: 429,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(retryAfterSeconds) },
  })

/**
 * The language is decided by the host (zh.<host> is Traditional Chinese); the
 * public pages live under /[locale] internally, so each language is cached as
 * its own page while the visible address stays the same. A list with a query
 * goes to its per-request view (see shared/routing/list-views); those views
 * and searches are limited per visitor (src/platform/limits/uncached-views.ts).
 */
export async function proxy(request: NextRequest) {
  const payloadPath = PAYLOAD_PATH.test(request.nextUrl.pathname)
  if (!readable(request.nextUrl)) {
    const headers = { 'Cache-Control': 'no-store' }
    if (payloadPath) return Response.json({ errors: [{ message: BAD_ENCODING }] }, { status: 400, headers })
    return new Response(`Bad Request: ${BAD_ENCODING}`, { status: 400, headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' } })
  }
  if (payloadPath) return NextResponse.next()
  const locale = localeFromHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  if (hasOverlongSegment(request.nextUrl.pathname)) {
    url.pathname = `/${locale}/page-not-found/address-too-long`
    return NextResponse.rewrite(url)
  }
  // The request list without JavaScript: /request shows the list the buyer's cookie keeps (requests/list-cookie.ts).
  const requestList = request.nextUrl.pathname === '/request' ? requestListView(request.nextUrl.searchParams, request.cookies.get(LIST_COOKIE)?.value) : undefined
  const searchParams = requestList?.params ?? request.nextUrl.searchParams
  if (rendersPerRequest(request.nextUrl.pathname, searchParams)) {
    admitUncachedView ??= uncachedViewLimiter(env().uncachedViewsPerMinute)
    const admission = await admitUncachedView(clientAddress(request.headers))
    if (!admission.allowed) return tooManyViews(locale, admission.retryAfterSeconds)
  }
  const preview = previewViewPath(request.nextUrl.pathname, searchParams)
  const path = preview ?? productCodePath(request.nextUrl.pathname, searchParams) ?? colourCardPath(request.nextUrl.pathname, searchParams) ?? listViewPath(request.nextUrl.pathname, searchParams)
  // A live preview in the editor names its language in the address (preview/routing.ts).
  const viewLocale = (preview && previewLocale(searchParams)) || locale
  url.pathname = `/${viewLocale}${path === '/' ? '' : path}`
  url.search = searchParams.toString()
  const response = NextResponse.rewrite(url)
  if (requestList?.cookie !== undefined) {
    // One list for both language sites: shared on the site's domain where the host has one.
    const domain = listCookieDomain(request.headers.get('host'))
    response.cookies.set(LIST_COOKIE, requestList.cookie, { path: '/', sameSite: 'lax', maxAge: requestList.cookie ? LIST_COOKIE_MAX_AGE : 0, ...(domain ? { domain } : {}) })
    if (domain) response.headers.append('Set-Cookie', HOST_ONLY_LIST_COOKIE_REMOVED)
  }
  return response
}

export const config = {
  // Everything but Payload (/admin, /api), Next's own files, the health checks (/healthz, /readyz,
  // src/platform/health) and root files such as robots.txt;
  // Payload's addresses only when they carry a percent sign, to refuse broken encodings.
  // A data sheet's item code may hold a dot (KS-1.5), and a colour card's print is colours.pdf: the
  // first pattern leaves addresses with a dot to static files, so these two are named.
  matcher: ['/((?!admin|api|_next|healthz|readyz|.*\\..*).*)', '/(api|admin)/(.*%.*)', '/products/:slug/data-sheet/:code', '/products/:slug/colours.pdf'],
}
