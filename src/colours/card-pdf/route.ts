import { siteNotFoundPage } from '../../platform/http/site-not-found'
import { pdfResponse } from '../../platform/pdf/response'
import { isSiteLocale } from '../../shared/locales'
import { getColourCardPdf } from './queries'

type Context = { params: Promise<{ locale: string; slug: string }> }

/** GET /products/{slug}/colours.pdf: the product's colour card to print, in the host's language. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale, slug } = await params
  const file = isSiteLocale(locale) ? await getColourCardPdf(locale, slug) : null
  return file ? pdfResponse(file) : siteNotFoundPage(request)
}
