import { siteLocales, type SiteLocale } from '../../shared/locales'
import { getDataSheet } from './queries'

type Context = { params: Promise<{ locale: string; slug: string; code: string }> }

/** Shared by caches for as long as nginx keeps pages (it sets its own header), always revalidated by browsers. */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate'

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL } })

/**
 * GET /products/{slug}/data-sheet/{code}: the item code's data sheet as a PDF, in the host's language.
 * Inline, so a phone shows it at once; the product page's link downloads it (its `download` attribute).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { locale, slug, code } = await params
  if (!siteLocales.includes(locale as SiteLocale)) return notFound()
  const sheet = await getDataSheet(locale as SiteLocale, slug, code)
  if (!sheet) return notFound()
  const body = Buffer.from(sheet.base64, 'base64')
  return new Response(body, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(body.byteLength),
      'Content-Disposition': `inline; filename="${sheet.filename}"`,
      'Cache-Control': CACHE_CONTROL,
    },
  })
}
