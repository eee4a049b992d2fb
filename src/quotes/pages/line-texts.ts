import type { Messages } from '../../i18n/messages'
import type { Quote } from '../../payload-types'
import type { SiteLocale } from '../../shared/locales'
import { fill } from '../../shared/text/fill'
import { NAMES_A_PLACE } from '../options'
import { lineAmount, moneyText } from '../totals'

export type QuoteWords = Messages['quotes']
export type QuoteLine = Quote['lines'][number]

/** What a cell shows when the quote leaves it empty (no minimum, no lead time): a mark, not a word. */
export const EMPTY_CELL = '—'

const numberText = (value: number, locale: SiteLocale) => new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'zh-HK', { maximumFractionDigits: 3 }).format(value)

/** Each column of a line, in the page's language: the table and the phone's cards read the same texts. */
export function lineTexts(line: QuoteLine, locale: SiteLocale, t: QuoteWords) {
  const amount = lineAmount(line)
  const inUnit = (value: number) => `${numberText(value, locale)} ${t.quantityUnits[line.priceUnit]}`
  return {
    product: line.productName,
    itemCode: line.itemCodeText || t.anyShade,
    quantity: inUnit(line.quantity),
    unitPrice: line.free ? t.free : typeof line.unitPrice === 'number' ? `${moneyText(line.currency, line.unitPrice, locale)} ${t.priceUnits[line.priceUnit]}` : EMPTY_CELL,
    amount: line.free ? t.free : amount === null ? EMPTY_CELL : moneyText(line.currency, amount, locale),
    minimumOrder: typeof line.minimumOrder === 'number' && line.minimumOrder > 0 ? inUnit(line.minimumOrder) : EMPTY_CELL,
    leadTime: typeof line.leadTime === 'number' ? fill(t.leadTimeUnits[line.leadTimeUnit ?? 'weeks'], { count: numberText(line.leadTime, locale) }) : EMPTY_CELL,
    note: line.note || undefined,
  }
}

/** The delivery term as the buyer reads it, with the named place where the term names one. */
export const deliveryText = (quote: Pick<Quote, 'deliveryTerms' | 'deliveryPlace'>, t: QuoteWords) =>
  fill(t.deliveryTermNames[quote.deliveryTerms], { place: (NAMES_A_PLACE.includes(quote.deliveryTerms) && quote.deliveryPlace) || t.namedPlace })
