import { getMessages } from '../../i18n/messages'
import type { Quote } from '../../payload-types'
import type { TableRow } from '../../platform/pdf/writer'
import { htmlLang, type SiteLocale } from '../../shared/locales'
import { fill } from '../../shared/text/fill'
import { longDate } from '../../shared/text/long-date'
import { printedDate, type PrintedMaker } from '../../site-settings/printed-maker'
import type { PrintedQuote } from '../printed'
import { currencyTotals, lineAmount, moneyText } from '../totals'

/** One line of the quote as printed: every cell already worded. */
export type QuoteDocumentLine = {
  number: string
  product: string
  itemCode: string
  /** Small lines under the product: the note, the minimum order, the lead time. */
  details: string[]
  quantity: string
  /** The price and what it is for; none on a free line. */
  unitPrice?: { price: string; unit: string }
  /** The line's amount, or the free-of-charge word. */
  amount: string
  free: boolean
}

/** Everything the quote's PDF prints, in the buyer's language, already worded: the layout only places it. */
export type QuoteDocumentContent = {
  /** The PDF's language (its /Lang), as the site's <html lang>. */
  lang: string
  /** The document's title (metadata and the H1): "Quotation Q-2026-0042". */
  title: string
  author: string
  /** What the letterhead calls the document, in gold. */
  heading: string
  dateLine: string
  date: Date
  maker: PrintedMaker
  reference: string
  /** The quote's own facts beside the buyer: reference, the buyer's request, issued, valid until. */
  facts: TableRow[]
  preparedFor?: { label: string; lines: string[] }
  message?: string
  columns: { number: string; product: string; quantity: string; unitPrice: string; amount: string }
  lines: QuoteDocumentLine[]
  /** One row per currency ("Total in HKD", "HKD 1,848.00"); none when every line is free. */
  totals: TableRow[]
  noPricedLines?: string
  terms: { title: string; rows: TableRow[] }
  /** The buyer's page, printed as plain text: a printed document carries no links. */
  link: { intro: string; address: string }
  footer: string
  /** "Page {page} of {total}", filled on each page once the pages are counted. */
  pageOf: string
}

const present = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined)

/** A number as the buyer's language groups it (1,200; 2.5). */
const numberText = (locale: SiteLocale, value: number) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'zh-HK', { maximumFractionDigits: 3 }).format(value)

/** "Lead time: 3 weeks" in English, "交貨期：3 星期" in Chinese (the full-width colon). */
const labelled = (locale: SiteLocale, label: string, value: string) => (locale === 'en' ? `${label}: ${value}` : `${label}：${value}`)

/**
 * The quote's PDF in the buyer's language: the stored quote (its lines, totals and terms) and what
 * it froze when it was sent (the letterhead, the issue date, the request's reference), worded with
 * the site's `quotes` messages. `link` is the buyer's private page, printed as text.
 */
export function quoteDocumentContent(quote: Quote, printed: PrintedQuote, locale: SiteLocale, link: string): QuoteDocumentContent {
  const t = getMessages(locale)
  const words = t.quotes
  const reference = quote.reference ?? ''
  const issued = new Date(printed.issuedAt)
  const validUntil = longDate(locale, quote.validUntil)
  const plural = new Intl.PluralRules(locale === 'en' ? 'en' : 'zh')
  const quantityOf = (value: number, unit: Quote['lines'][number]['priceUnit']) =>
    `${numberText(locale, value)} ${(plural.select(value) === 'one' ? words.quantityUnitsOne : words.quantityUnits)[unit]}`

  const lines = quote.lines.map((line, index): QuoteDocumentLine => {
    const details = [
      present(line.note),
      typeof line.minimumOrder === 'number' && line.minimumOrder > 0 ? labelled(locale, words.minimumOrder, quantityOf(line.minimumOrder, line.priceUnit)) : undefined,
      typeof line.leadTime === 'number' && line.leadTime > 0
        ? labelled(locale, words.leadTime, fill(words.leadTimeUnits[line.leadTimeUnit ?? 'weeks'], { count: numberText(locale, line.leadTime) }))
        : undefined,
    ].filter((detail): detail is string => Boolean(detail))
    // The stored amount is the one the totals were computed from; a draft not yet saved computes its own.
    const amount = line.free ? null : (line.amount ?? lineAmount(line))
    return {
      number: String(index + 1),
      product: line.productName,
      itemCode: present(line.itemCodeText) ?? words.anyShade,
      details,
      quantity: quantityOf(line.quantity, line.priceUnit),
      unitPrice: !line.free && typeof line.unitPrice === 'number' ? { price: moneyText(line.currency, line.unitPrice, locale), unit: words.priceUnits[line.priceUnit] } : undefined,
      amount: line.free ? words.free : amount === null ? '—' : moneyText(line.currency, amount, locale),
      free: Boolean(line.free),
    }
  })

  const totals = (quote.totals ?? currencyTotals(quote.lines)).map(({ currency, amount }) => ({
    label: fill(words.totalIn, { currency }),
    value: moneyText(currency, amount, locale),
  }))
  const place = present(quote.deliveryPlace) ?? words.namedPlace
  const buyer = [present(quote.company), present(quote.name), present(quote.email)].filter((line): line is string => Boolean(line))
  const facts: TableRow[] = [
    { label: words.reference, value: reference },
    ...(present(printed.requestReference) ? [{ label: words.requestReference, value: printed.requestReference }] : []),
    { label: words.issued, value: longDate(locale, issued) },
    { label: words.validUntil, value: validUntil },
  ]
  const title = `${words.title} ${reference}`
  return {
    lang: htmlLang(locale),
    title,
    author: printed.maker.name,
    heading: words.pdfHeading,
    dateLine: printedDate(locale, issued),
    date: issued,
    maker: printed.maker,
    reference,
    facts,
    preparedFor: buyer.length > 0 ? { label: words.to, lines: buyer } : undefined,
    message: present(quote.message),
    columns: { number: words.lineNumber, product: words.product, quantity: words.quantity, unitPrice: words.unitPrice, amount: words.amount },
    lines,
    totals,
    noPricedLines: totals.length === 0 ? words.noPricedLines : undefined,
    terms: {
      title: words.terms,
      rows: [
        // Only the terms that carry the goods to a place name it (CFR, CIF, DAP, DDP); the others have no {place}.
        { label: words.deliveryTerms, value: fill(words.deliveryTermNames[quote.deliveryTerms], { place }) },
        { label: words.paymentTerms, value: words.paymentTermNames[quote.paymentTerms] },
        { label: words.validity, value: fill(words.validityText, { date: validUntil }) },
      ],
    },
    link: { intro: words.pdfLinkIntro, address: link },
    footer: [printed.maker.name, fill(words.pageFooter, { reference }), printed.siteAddress].filter(Boolean).join(' · '),
    pageOf: t.products.pageOf,
  }
}
