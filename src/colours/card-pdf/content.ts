import { getMessages } from '../../i18n/messages'
import { htmlLang, type SiteLocale } from '../../shared/locales'
import type { ShadeFinish } from '../../shared/item-codes/shade-finish'
import { availabilityText } from '../../shared/item-codes/availability-text'
import { printedDate, printedMaker, type PrintedMaker, type PrintedSettings } from '../../site-settings/printed-maker'
import { ownFigures, sharedFigures } from '../card-figures'
import type { ColourCard } from '../colour-card'

export type PrintedShade = {
  itemCode: string
  hex?: string
  finish: ShadeFinish
  /** The finish in words ("Metallic sheen"), empty for a plain thread. */
  finishLabel: string
  figures: [string, string][]
}

/** Everything the printed colour card shows, in one language, already worded: the layout only places it. */
export type ColourCardDocument = {
  lang: string
  heading: string
  maker: PrintedMaker
  productName: string
  note: string
  shared: { title: string; rows: { label: string; value: string }[] }
  countLine: string
  noShade: string
  shades: PrintedShade[]
  dateLine: string
  siteAddress: string
  title: string
  author: string
  date: Date
}

/** The colour card of a product as the A4 PDF words it, with the page's own labels. */
export function colourCardDocument(locale: SiteLocale, settings: PrintedSettings, card: ColourCard, date: Date, pageAddress: string): ColourCardDocument {
  const t = getMessages(locale)
  const c = t.colourCard
  const maker = printedMaker(locale, settings)
  return {
    lang: htmlLang(locale),
    heading: c.pdfHeading,
    maker,
    productName: card.product.name,
    note: c.pdfNote,
    shared: { title: c.pdfShared, rows: sharedFigures(card.shades, c).map(([label, value]) => ({ label, value })) },
    countLine: c.count(card.shades.length),
    noShade: c.noShade,
    shades: card.shades.map((shade) => ({
      itemCode: shade.itemCode,
      hex: shade.hex,
      finish: shade.finish,
      finishLabel: t.products.finishes[shade.finish],
      // A code not in stock says so among its figures, as its swatch on the page does; in stock, the rule, says nothing.
      figures: [...ownFigures(shade, card.shades, c), ...(shade.availability === 'in-stock' ? [] : [[t.availability.label, availabilityText(shade.availabilityFacts, t.availability, locale)] as [string, string]])],
    })),
    dateLine: printedDate(locale, date),
    siteAddress: pageAddress.replace(/^https?:\/\//, ''),
    title: c.title(card.product.name),
    author: maker.name,
    date,
  }
}

/** The file name a download is saved under: the product's address name, then what it is and, for Chinese, the language. */
export function colourCardFilename(slug: string, locale: SiteLocale): string {
  const name = slug.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|-+$/g, '') || 'product'
  return `${name}-colour-card${locale === 'en' ? '' : `-${locale}`}.pdf`
}
