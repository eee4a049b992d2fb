import { INK, RULE, STONE, hexColour } from '../../platform/pdf/colours'
import { drawLetterhead, drawSectionHeading, footerLine } from '../../platform/pdf/letterhead'
import type { PdfFontFiles } from '../../platform/pdf/fonts'
import { PAGE, PdfWriter } from '../../platform/pdf/writer'
import type { DataSheetContent } from './content'

/**
 * The data sheet as a tagged PDF (src/platform/pdf): the maker at the top, the product and the
 * item code with its shade, then the two tables of the product page, and the site's address in
 * every page's footer.
 */
export async function renderDataSheet(content: DataSheetContent, fontFiles: PdfFontFiles): Promise<Uint8Array> {
  const footerText = `${content.maker.name} · ${content.itemCode} · ${content.dateLine} · ${content.siteAddress}`
  const metadata = { title: content.title, author: content.author, subject: content.heading, lang: content.lang, date: content.date }
  const writer = await PdfWriter.create(metadata, fontFiles, footerLine(footerText))
  const { bold, regular } = writer.fonts
  drawLetterhead(writer, content)

  // The product, and the item code with its shade.
  writer.lines(content.product.name, { font: bold, size: 20, lineHeight: 28 }, { type: 'H1' })
  if (content.product.description) {
    writer.gap(2)
    writer.lines(content.product.description, { font: regular, size: 10.5, colour: STONE })
  }
  writer.gap(14)
  writer.ensure(48)
  const swatchSize = 40
  const codeX = content.swatch ? PAGE.margin + swatchSize + 14 : PAGE.margin
  const shade = content.swatch ? hexColour(content.swatch.hex) : undefined
  const y = writer.y
  if (content.swatch && shade) {
    const swatch = content.swatch
    writer.mark(writer.element('Figure', undefined, { alt: `${swatch.label} ${swatch.hex.toUpperCase()}` }), (page) =>
      page.drawRectangle({ x: PAGE.margin, y: y - swatchSize, width: swatchSize, height: swatchSize, color: shade, borderColor: RULE, borderWidth: 0.75 }),
    )
  }
  writer.mark(writer.element('P'), (page) => {
    page.drawText(content.itemCode, { x: codeX, y: y - 20, size: 16, font: bold, color: INK })
    if (content.swatch) page.drawText(`${content.swatch.label} ${content.swatch.hex.toUpperCase()}`, { x: codeX, y: y - 36, size: 9, font: regular, color: STONE })
  })
  writer.gap(swatchSize + 4)

  for (const { title, rows } of content.sections) {
    drawSectionHeading(writer, title)
    writer.gap(2)
    writer.table(rows)
  }
  if (content.notes) {
    drawSectionHeading(writer, content.notes.label)
    writer.gap(4)
    writer.lines(content.notes.value, { font: regular, size: 10, colour: STONE })
  }
  return writer.save()
}
