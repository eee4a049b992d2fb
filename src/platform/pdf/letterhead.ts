import type { PDFPage } from 'pdf-lib'
import { GOLD, STONE } from './colours'
import { CONTENT_WIDTH, PAGE, type PdfWriter } from './writer'

export type Letterhead = {
  maker: { name: string; legalName?: string; lines: string[] }
  /** What the document is ("Technical Data Sheet", "Colour Card"), in gold on the right. */
  heading: string
  dateLine: string
}

/** The top of every printed document: the maker on the left, the document's name and date on the right, a gold rule under both. */
export function drawLetterhead(writer: PdfWriter, { maker, heading, dateLine }: Letterhead): void {
  const { bold, regular } = writer.fonts
  const headingWidth = bold.widthOfTextAtSize(heading, 11)
  const dateWidth = regular.widthOfTextAtSize(dateLine, 9)
  const top = writer.y
  writer.mark(writer.element('P'), (page) => {
    page.drawText(heading, { x: PAGE.width - PAGE.margin - headingWidth, y: top - 14, size: 11, font: bold, color: GOLD })
    page.drawText(dateLine, { x: PAGE.width - PAGE.margin - dateWidth, y: top - 28, size: 9, font: regular, color: STONE })
  })
  const width = CONTENT_WIDTH - Math.max(headingWidth, dateWidth) - 24
  writer.lines(maker.name, { font: bold, size: 18, lineHeight: 24 }, { width })
  if (maker.legalName) writer.lines(maker.legalName, { font: regular, size: 10 }, { width })
  for (const line of maker.lines) writer.lines(line, { font: regular, size: 9, colour: STONE }, { width })
  writer.gap(10)
  writer.rule(GOLD, 1.5)
  writer.gap(14)
}

/** A section's heading with the short gold bar under it. */
export function drawSectionHeading(writer: PdfWriter, title: string): void {
  writer.gap(14)
  writer.ensure(60)
  writer.lines(title, { font: writer.fonts.bold, size: 13 }, { type: 'H2' })
  writer.gap(4)
  const y = writer.y
  writer.decorate((page) => page.drawRectangle({ x: PAGE.margin, y, width: 32, height: 2, color: GOLD }))
}

/** The footer line every page carries (an artifact: readers skip it), set smaller when a long address would pass the margin. */
export const footerLine = (text: string) => (writer: PdfWriter, page: PDFPage) => {
  const font = writer.fonts.regular
  const size = Math.min(8, (8 * CONTENT_WIDTH) / font.widthOfTextAtSize(text, 8))
  page.drawText(text, { x: PAGE.margin, y: PAGE.margin - 20, size, font, color: STONE })
}
