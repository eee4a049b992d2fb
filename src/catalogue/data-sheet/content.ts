import { getMessages } from '../../i18n/messages'
import type { ItemCode, Product } from '../../payload-types'
import { htmlLang, type SiteLocale } from '../../shared/locales'
import { printedDate, printedMaker, type PrintedMaker, type PrintedSettings } from '../../site-settings/printed-maker'
import { itemCodeSpecs } from '../../shared/item-codes/specs'
import type { SpecRow } from '../components/SpecTabs'
import { isOrderable } from '../../shared/item-codes/availability-text'
import { deltaELabel, type Replacement } from '../../shared/item-codes/replacements'
import { fill } from '../../shared/text/fill'

/** Everything a data sheet shows, in one language, already worded: the layout only places it. */
export type DataSheetContent = {
  /** The PDF's language (its /Lang), as the site's <html lang>. */
  lang: string
  heading: string
  maker: PrintedMaker
  product: { name: string; description?: string }
  itemCode: string
  swatch?: { label: string; hex: string }
  sections: { title: string; rows: SpecRow[] }[]
  notes?: { label: string; value: string }
  dateLine: string
  /** The product page's address (without its scheme), printed in the footer so a printed sheet leads back to the site. */
  siteAddress: string
  /** Document title and author for the PDF's metadata. */
  title: string
  author: string
  date: Date
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** The data sheet of one item code of a product, worded with the product page's own labels. */
export function dataSheetContent(
  locale: SiteLocale,
  settings: PrintedSettings,
  product: Pick<Product, 'name' | 'description' | 'detailedDescription'>,
  code: ItemCode,
  date: Date,
  pageAddress: string,
  replacements: Replacement[] = [],
): DataSheetContent {
  const t = getMessages(locale)
  const words = t.dataSheet
  const maker = printedMaker(locale, settings)
  const specs = itemCodeSpecs(code, t.products, { words: t.availability, locale, withStatus: true })
  const productName = text(product.name) ?? code.itemCode
  return {
    lang: htmlLang(locale),
    heading: words.heading,
    maker,
    product: { name: productName, description: text(product.description) ?? text(product.detailedDescription) },
    itemCode: code.itemCode,
    swatch: code.shadeHex ? { label: words.shade, hex: code.shadeHex } : undefined,
    sections: [
      { title: t.products.info, rows: specs.info },
      { title: t.products.technical, rows: specs.technical },
      // A discontinued code's sheet still answers, and names what to order instead (issue 52.3).
      ...(isOrderable(code) ? [] : [{ title: t.availability.replacementsTitle, rows: replacementRows(replacements, t.availability) }]),
    ],
    notes: specs.notes,
    dateLine: printedDate(locale, date),
    siteAddress: pageAddress.replace(/^https?:\/\//, ''),
    title: `${productName} ${code.itemCode} — ${words.heading}`,
    author: maker.name,
    date,
  }
}

/** One row per replacement: the code, and its thread and ΔE; a sentence when there is none. */
function replacementRows(replacements: Replacement[], words: ReturnType<typeof getMessages>['availability']): SpecRow[] {
  if (replacements.length === 0) return [{ label: '—', value: words.noReplacements }]
  const group = { recommended: words.recommended, sameProduct: words.sameProduct, sameType: words.sameType }
  return replacements.map((entry) => ({
    label: entry.itemCode,
    value: [entry.productName, group[entry.group], entry.deltaE === null ? undefined : fill(words.deltaE, { value: deltaELabel(entry.deltaE) })].filter(Boolean).join(' · '),
  }))
}
