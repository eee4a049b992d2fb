import type { Quote } from '../../payload-types'
import type { SiteLocale } from '../../shared/locales'
import type { PrintedQuote } from '../printed'

export type QuoteDocumentContent = { quote: Quote; printed: PrintedQuote; locale: SiteLocale; link: string }

export function quoteDocumentContent(quote: Quote, printed: PrintedQuote, locale: SiteLocale, link: string): QuoteDocumentContent {
  return { quote, printed, locale, link }
}
