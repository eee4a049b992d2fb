import type { PdfFontFiles } from '../../platform/pdf/fonts'
import type { QuoteDocumentContent } from './content'

export async function renderQuoteDocument(_content: QuoteDocumentContent, _fonts: PdfFontFiles): Promise<Uint8Array> {
  throw new Error('The quote PDF layout is being written')
}
