import { getMessages } from '../../i18n/messages'
import type { GeneralSetting, ItemCode, Product } from '../../payload-types'
import { htmlLang, type SiteLocale } from '../../shared/locales'
import { companyIdentity } from '../../site-settings/company-identity'
import { itemCodeSpecs } from '../../shared/item-codes/specs'
import type { SpecRow } from '../components/SpecTabs'

/** Everything a data sheet shows, in one language, already worded: the layout only places it. */
export type DataSheetContent = {
  /** The PDF's language (its /Lang), as the site's <html lang>. */
  lang: string
  heading: string
  maker: { name: string; legalName?: string; lines: string[] }
  product: { name: string; description?: string }
  itemCode: string
  swatch?: { label: string; hex: string }
  sections: { title: string; rows: SpecRow[] }[]
  notes?: { label: string; value: string }
  dateLine: string
  /** Document title and author for the PDF's metadata. */
  title: string
  author: string
  date: Date
}

type Settings = Pick<GeneralSetting, 'brandName' | 'companyName' | 'logo' | 'foundingYear' | 'address' | 'addressArea' | 'telephone' | 'infoEmail'>

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** The date of issue as the visitor's language writes it, in Hong Kong time. */
export function issueDate(locale: SiteLocale, date: Date): string {
  return new Intl.DateTimeFormat(locale === 'zh-Hant' ? 'zh-Hant-HK' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Hong_Kong' }).format(date)
}

/** The data sheet of one item code of a product, worded with the product page's own labels. */
export function dataSheetContent(locale: SiteLocale, settings: Settings, product: Pick<Product, 'name' | 'description' | 'detailedDescription'>, code: ItemCode, date: Date): DataSheetContent {
  const t = getMessages(locale)
  const words = t.dataSheet
  const identity = companyIdentity(settings)
  const specs = itemCodeSpecs(code, t.products)
  const telephone = present(settings.telephone)
  const email = present(settings.infoEmail)
  const contact = [telephone && `${words.telephone} ${telephone}`, email && `${words.email} ${email}`].filter((line): line is string => Boolean(line))
  const productName = present(product.name) ?? code.itemCode
  return {
    lang: htmlLang(locale),
    heading: words.heading,
    maker: {
      name: identity.brandName,
      legalName: identity.companyName !== identity.brandName ? identity.companyName : undefined,
      lines: [...(identity.address ? [identity.address] : []), ...(contact.length > 0 ? [contact.join('   ')] : [])],
    },
    product: { name: productName, description: present(product.description) ?? present(product.detailedDescription) },
    itemCode: code.itemCode,
    swatch: code.shadeHex ? { label: words.shade, hex: code.shadeHex } : undefined,
    sections: [
      { title: t.products.info, rows: specs.info },
      { title: t.products.technical, rows: specs.technical },
    ],
    notes: specs.notes,
    dateLine: words.dated(issueDate(locale, date)),
    title: `${productName} ${code.itemCode} — ${words.heading}`,
    author: identity.brandName,
    date,
  }
}
