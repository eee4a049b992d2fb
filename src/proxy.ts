import { NextResponse, type NextRequest } from 'next/server'
import { localeFromHost } from './i18n/locales'
import { listViewPath } from './shared/routing/list-views'

/**
 * The language is decided by the host (zh.<host> is Traditional Chinese); the
 * public pages live under /[locale] internally, so each language is cached as
 * its own page while the visible address stays the same. A list with a query
 * goes to its per-request view (see shared/routing/list-views).
 */
export function proxy(request: NextRequest) {
  const locale = localeFromHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  const path = listViewPath(request.nextUrl.pathname, request.nextUrl.searchParams)
  url.pathname = `/${locale}${path === '/' ? '' : path}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything but Payload (/admin, /api), Next's own files and root files such as robots.txt.
  matcher: ['/((?!admin|api|_next|.*\\..*).*)'],
}
