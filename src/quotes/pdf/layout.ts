import { GOLD, INK, STONE } from '../../platform/pdf/colours'
import type { PdfFontFiles } from '../../platform/pdf/fonts'
import { drawLetterhead, drawSectionHeading, footerLine } from '../../platform/pdf/letterhead'
import { wrapText } from '../../platform/pdf/text-lines'
import { CONTENT_WIDTH, PAGE, PdfWriter, type TableCell, type TableColumn } from '../../platform/pdf/writer'
import { fill } from '../../shared/text/fill'
import type { QuoteDocumentContent, QuoteDocumentLine } from './content'

const NUMBER_WIDTH = 30
const QUANTITY_WIDTH = 78
const MONEY_WIDTH = 92
const PRODUCT_WIDTH = CONTENT_WIDTH - NUMBER_WIDTH - QUANTITY_WIDTH - 2 * MONEY_WIDTH
/** The buyer on the left, the quote's facts on the right, above the lines. */
const BUYER_WIDTH = 210
const FACTS_X = PAGE.margin + 230
const FACT_LABEL_WIDTH = 100
const SMALL = 8

/** A line's cells: the product with its code and small notes, then the figures (right-aligned, so the digits line up). */
function lineCells(line: QuoteDocumentLine): TableCell[] {
  return [
    [{ text: line.number, colour: STONE }],
    [{ text: line.product, bold: true }, { text: line.itemCode }, ...line.details.map((text) => ({ text, size: SMALL, colour: STONE }))],
    line.quantity,
    line.unitPrice ? [{ text: line.unitPrice.price }, { text: line.unitPrice.unit, size: SMALL, colour: STONE }] : '',
    line.free ? [{ text: line.amount, colour: STONE }] : line.amount,
  ]
}

/**
 * A priced quote as a tagged A4 PDF (src/platform/pdf), in the buyer's language (issue 51): the
 * maker's letterhead, the buyer and the quote's reference and dates, the message, the lines as a
 * table that runs on over as many pages as it needs (its header row again on each), the totals per
 * currency, the terms, and the buyer's page as plain text; the reference and the site in every
 * page's footer.
 */
export async function renderQuoteDocument(content: QuoteDocumentContent, fonts: PdfFontFiles): Promise<Uint8Array> {
  const metadata = { title: content.title, author: content.author, subject: content.heading, lang: content.lang, date: content.date }
  const writer = await PdfWriter.create(metadata, fonts, footerLine(content.footer))
  const { bold, regular } = writer.fonts
  drawLetterhead(writer, content)
  writer.lines(content.title, { font: bold, size: 18, lineHeight: 26 }, { type: 'H1' })
  writer.gap(10)

  // The buyer beside the quote's facts: both start at the same height, the taller sets where the lines begin.
  const top = writer.y
  if (content.preparedFor) {
    const buyer = writer.element('P')
    writer.lines(content.preparedFor.label, { font: bold, size: SMALL, colour: GOLD }, { element: buyer, width: BUYER_WIDTH })
    writer.gap(2)
    content.preparedFor.lines.forEach((line, index) =>
      writer.lines(line, index === 0 ? { font: bold, size: 11, lineHeight: 16 } : { font: regular, size: 9.5, colour: index === 1 ? INK : STONE }, { element: buyer, width: BUYER_WIDTH }),
    )
  }
  const buyerBottom = writer.y
  writer.y = top
  const factColumns: TableColumn[] = [{ width: FACT_LABEL_WIDTH }, { width: PAGE.width - PAGE.margin - FACTS_X - FACT_LABEL_WIDTH }]
  writer.columnTable(
    factColumns,
    content.facts.map((fact, index) => [[{ text: fact.label, colour: STONE }], [{ text: fact.value, bold: index === 0 }]]),
    { x: FACTS_X, rowHeader: 0, size: 9 },
  )
  writer.y = Math.min(writer.y, buyerBottom)

  if (content.message) {
    writer.gap(16)
    const style = { font: regular, size: 10, lineHeight: 15 }
    const message = writer.element('P')
    // Line by line, the gold bar beside each, so that a long message running on to the next page keeps its bar there too.
    for (const line of wrapText(content.message, regular, style.size, CONTENT_WIDTH - 14)) {
      writer.ensure(style.lineHeight)
      const start = writer.y
      writer.lines(line, style, { x: PAGE.margin + 14, width: CONTENT_WIDTH - 14, element: message })
      const end = writer.y
      writer.decorate((page) => page.drawRectangle({ x: PAGE.margin, y: end, width: 2, height: start - end, color: GOLD }))
    }
  }

  writer.gap(18)
  const { columns } = content
  writer.columnTable(
    [
      { header: columns.number, width: NUMBER_WIDTH },
      { header: columns.product, width: PRODUCT_WIDTH },
      { header: columns.quantity, width: QUANTITY_WIDTH, align: 'right' },
      { header: columns.unitPrice, width: MONEY_WIDTH, align: 'right' },
      { header: columns.amount, width: MONEY_WIDTH, align: 'right' },
    ],
    content.lines.map(lineCells),
    { rowHeader: 1 },
  )

  // The totals under the amounts: the label ends where the unit prices end, the figure where the amounts do.
  if (content.totals.length > 0) {
    writer.ensure(content.totals.length * 22 + 8)
    const y = writer.y
    writer.decorate((page) => page.drawLine({ start: { x: PAGE.width - PAGE.margin - 2 * MONEY_WIDTH, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness: 1, color: INK }))
    writer.gap(2)
    writer.columnTable(
      [{ width: CONTENT_WIDTH - MONEY_WIDTH, align: 'right' }, { width: MONEY_WIDTH, align: 'right' }],
      content.totals.map((total) => [[{ text: total.label, bold: true }], [{ text: total.value, bold: true }]]),
      { rowHeader: 0, size: 10, rules: false },
    )
    const end = writer.y
    writer.decorate((page) => page.drawLine({ start: { x: PAGE.width - PAGE.margin - MONEY_WIDTH, y: end }, end: { x: PAGE.width - PAGE.margin, y: end }, thickness: 1.5, color: GOLD }))
  } else if (content.noPricedLines) {
    writer.gap(8)
    writer.lines(content.noPricedLines, { font: regular, size: 10, colour: STONE })
  }

  drawSectionHeading(writer, content.terms.title)
  writer.gap(2)
  writer.table(content.terms.rows)

  // The buyer's page as words to type or copy: the document itself holds no link (platform/pdf/writer.ts).
  writer.gap(14)
  const small = { font: regular, size: 9, lineHeight: 13 }
  // The words and the address they lead to stay together.
  writer.ensure(small.lineHeight * (wrapText(content.link.intro, regular, small.size, CONTENT_WIDTH).length + wrapText(content.link.address, regular, small.size, CONTENT_WIDTH).length))
  const link = writer.element('P')
  writer.lines(content.link.intro, { ...small, colour: STONE }, { element: link })
  writer.lines(content.link.address, { ...small, colour: INK }, { element: link })
  writer.numberPages((page, total) => fill(content.pageOf, { page, total }))
  return writer.save()
}
