import { siteNotFoundPage } from '../../platform/http/site-not-found'
import { pdfResponse } from '../../platform/pdf/response'
import { isSiteLocale } from '../../shared/locales'
import type { ReplacementsOf } from '../../shared/item-codes/replacements'
import { dataSheetReader } from './queries'

type Context = { params: Promise<{ locale: string; slug: string; code: string }> }

/**
 * The handler of GET /products/{slug}/data-sheet/{code}: the item code's data sheet as a PDF, in the host's language.
 * Inline, so a phone shows it at once; the product page's link downloads it (its `download` attribute).
 */
export function dataSheetRoute(replacementsOf?: ReplacementsOf) {
  const getDataSheet = dataSheetReader(replacementsOf)
  return async function GET(request: Request, { params }: Context): Promise<Response> {
    const { locale, slug, code } = await params
    const sheet = isSiteLocale(locale) ? await getDataSheet(locale, slug, code) : null
    return sheet ? pdfResponse(sheet) : siteNotFoundPage(request)
  }
}
