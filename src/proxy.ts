import { NextResponse, type NextRequest } from 'next/server'
import { localeFromHost } from './i18n/locales'

/**
 * The language is decided by the host (zh.<host> is Traditional Chinese); the
 * public pages live under /[locale] internally, so each language is cached as
 * its own page while the visible address stays the same.
 */
export function proxy(request: NextRequest) {
  const locale = localeFromHost(request.headers.get('host'))
  const url = request.nextUrl.clone()
  url.pathname = `/${locale}${request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything but Payload (/admin, /api), Next's own files and root files such as robots.txt.
  matcher: ['/((?!admin|api|_next|.*\\..*).*)'],
}
