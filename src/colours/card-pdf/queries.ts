import type { CachedPdf } from '../../platform/pdf/response'
import { unstable_cache } from 'next/cache'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import { absoluteUrl } from '../../seo/origins'
import { singleFlight } from '../../shared/cache/single-flight'
import { cacheTags } from '../../shared/cache/tags'
import type { SiteLocale } from '../../shared/locales'
import { getSiteSettings } from '../../site-settings/queries'
import { getColourCard } from '../queries'
import { colourCardDocument, colourCardFilename } from './content'
import { renderColourCard } from './layout'


/**
 * Made on the first request and kept in Next's data cache until a save of a product, an item code
 * or the settings expires it (the tags of the card's page, and the settings for the letterhead).
 * Kept as base64, since the cache holds JSON; a card of 40 shades is some tens of kilobytes.
 */
const renderedColourCard = unstable_cache(
  async (locale: SiteLocale, slug: string): Promise<CachedPdf | null> => {
    const card = await getColourCard(locale, slug)
    if (!card) return null
    const [settings, fonts] = await Promise.all([getSiteSettings(locale), pdfFontFiles(locale === 'zh-Hans' ? 'simplified' : 'traditional')])
    const pdf = await renderColourCard(colourCardDocument(locale, settings, card, new Date(), absoluteUrl(locale, `/products/${slug}/colours`)), fonts)
    return { filename: colourCardFilename(slug, locale), base64: Buffer.from(pdf).toString('base64') }
  },
  ['colour-card-pdf'],
  { tags: [cacheTags.products, cacheTags.itemCodes, cacheTags.settings] },
)

const sharedColourCard = singleFlight((locale: SiteLocale, slug: string) => JSON.stringify([locale, slug]), renderedColourCard)

/** The printed colour card of an Active product, or null. An address naming no Active product is answered from the card's cached read alone. */
export async function getColourCardPdf(locale: SiteLocale, slug: string): Promise<CachedPdf | null> {
  const card = await getColourCard(locale, slug)
  return card ? sharedColourCard(locale, slug) : null
}
