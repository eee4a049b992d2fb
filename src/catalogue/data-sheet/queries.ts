import type { CachedPdf } from '../../platform/pdf/response'
import { unstable_cache } from 'next/cache'
import { absoluteUrl } from '../../seo/origins'
import { singleFlight } from '../../shared/cache/single-flight'
import { cacheTags } from '../../shared/cache/tags'
import type { SiteLocale } from '../../shared/locales'
import { getSiteSettings } from '../../site-settings/queries'
import { getItemCodes, getProductBySlug } from '../queries'
import { dataSheetContent } from './content'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import { renderDataSheet } from './layout'
import { dataSheetFilename } from './paths'
import { isOrderable } from '../../shared/item-codes/availability-text'
import type { ReplacementsOf } from '../../shared/item-codes/replacements'


/**
 * The product if it is Active and has this item code, read from the product page's cached reads.
 * A code typed in other letter case (ks-m150-g01) finds its code; one written exactly wins.
 */
async function publishedItemCode(locale: SiteLocale, slug: string, itemCode: string) {
  const product = await getProductBySlug(locale, slug)
  if (!product || product.status !== 'Active') return null
  const codes = await getItemCodes(locale, product.id)
  const code = codes.find((entry) => entry.itemCode === itemCode) ?? codes.find((entry) => entry.itemCode.toUpperCase() === itemCode.toUpperCase())
  return code ? { product, code } : null
}

/**
 * The reader of data sheets, made once by the route (dataSheetRoute) with the colours domain's
 * ranking of replacements, which a discontinued code's sheet prints (issue 52.3).
 *
 * A sheet is made on the first request for it and kept in Next's data cache until a
 * save of an item code, a product, the settings or a media file expires it
 * (the same tags as the product page). Kept as base64, since the cache holds
 * JSON; a sheet is some tens of kilobytes, far under the cache's 2 MB per entry.
 */
export function dataSheetReader(replacementsOf?: ReplacementsOf) {
  const renderedDataSheet = unstable_cache(
    async (locale: SiteLocale, slug: string, itemCode: string): Promise<CachedPdf | null> => {
      const found = await publishedItemCode(locale, slug, itemCode)
      if (!found) return null
      const [settings, fonts, replacements] = await Promise.all([
        getSiteSettings(locale),
        pdfFontFiles(locale === 'zh-Hans' ? 'simplified' : 'traditional'),
        replacementsOf && !isOrderable(found.code) ? replacementsOf(locale, found.code.id) : [],
      ])
      const pdf = await renderDataSheet(dataSheetContent(locale, settings, found.product, found.code, new Date(), absoluteUrl(locale, `/products/${slug}`), replacements), fonts)
      return { filename: dataSheetFilename(found.code.itemCode, locale), base64: Buffer.from(pdf).toString('base64') }
    },
    ['data-sheet'],
    { tags: [cacheTags.products, cacheTags.itemCodes, cacheTags.settings, cacheTags.media] },
  )

  /**
   * Requests for one sheet that arrive while it is being made (or read from the cache) share that
   * one run: a stampede of cold requests makes it once per process.
   */
  const sharedDataSheet = singleFlight((locale: SiteLocale, slug: string, itemCode: string) => JSON.stringify([locale, slug, itemCode]), renderedDataSheet)

  /**
   * The data sheet of an item code of an Active product, or null. An address
   * naming no published code is answered from the cached reads alone, so made-up
   * addresses add nothing to the cache.
   */
  return async function getDataSheet(locale: SiteLocale, slug: string, itemCode: string): Promise<CachedPdf | null> {
    const found = await publishedItemCode(locale, slug, itemCode)
    // Cached under the code as written in the catalogue, whatever case the address used.
    return found ? sharedDataSheet(locale, slug, found.code.itemCode) : null
  }
}
