import type { PayloadRequest } from 'payload'
import type { Quote } from '../../payload-types'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import { printedOf, printQuote, quoteLocale, quoteUrl } from '../printed'
import { quoteDocumentContent } from './content'
import { renderQuoteDocument } from './layout'

/** The file name a quote's PDF is saved under: Q-2026-0042-R1.pdf. */
export const quotePdfFilename = (quote: Pick<Quote, 'reference'>) => `${quote.reference}.pdf`

/**
 * The quote as an A4 PDF in the buyer's language: a sent quote from what it froze when it was sent
 * (printed.ts), the same text and layout at every call (pdf-lib names font subsets at random, so not the same bytes); a draft (the admin's preview) from today's settings.
 */
export async function renderQuotePdf(req: PayloadRequest, quote: Quote): Promise<{ filename: string; bytes: Uint8Array }> {
  const locale = quoteLocale(quote)
  const printed = printedOf(quote) ?? (await printQuote(req, quote))
  const fonts = await pdfFontFiles(locale === 'zh-Hans' ? 'simplified' : 'traditional')
  const bytes = await renderQuoteDocument(quoteDocumentContent(quote, printed, locale, quoteUrl(quote)), fonts)
  return { filename: quotePdfFilename(quote), bytes }
}
