import { INK, RULE, STONE, hexColour } from '../../platform/pdf/colours'
import type { PdfFontFiles } from '../../platform/pdf/fonts'
import { drawLetterhead, drawSectionHeading, footerLine } from '../../platform/pdf/letterhead'
import { wrapText } from '../../platform/pdf/text-lines'
import { CONTENT_WIDTH, PAGE, PdfWriter } from '../../platform/pdf/writer'
import type { ColourCardDocument, PrintedShade } from './content'
import { drawSheenSwatch } from './sheen'

const COLUMNS = 4
const GUTTER = 12
const COLUMN_WIDTH = (CONTENT_WIDTH - GUTTER * (COLUMNS - 1)) / COLUMNS
const SWATCH_HEIGHT = 72
const NO_SHADE = hexColour('#E7E2D8')!

type Cell = { shade: PrintedShade; lines: { text: string; size: number; bold: boolean; colour: typeof INK }[] }

/** One shade's words under its swatch: the code, its colour value and finish, then its own figures, each wrapped to the column. */
function cellOf(writer: PdfWriter, shade: PrintedShade, noShade: string): Cell {
  const wrap = (text: string, size: number, bold: boolean) => wrapText(text, bold ? writer.fonts.bold : writer.fonts.regular, size, COLUMN_WIDTH)
  const lines = [
    ...wrap(shade.itemCode, 10, true).map((text) => ({ text, size: 10, bold: true, colour: INK })),
    ...wrap([shade.hex ?? noShade, shade.finishLabel].filter(Boolean).join(' · '), 8, false).map((text) => ({ text, size: 8, bold: false, colour: STONE })),
    ...shade.figures.flatMap(([label, value]) => wrap(`${label}: ${value}`, 8, false).map((text) => ({ text, size: 8, bold: false, colour: STONE }))),
  ]
  return { shade, lines }
}

const LINE_HEIGHT = (size: number) => size * 1.4

/**
 * The printed colour card (issue 30.2) as a tagged A4 PDF (src/platform/pdf): the maker's
 * letterhead, the product, the figures every shade shares, then every item code as a swatch in the
 * light of its finish, four to a row, with its code, colour value and own figures. A list in the
 * document's structure: each shade an item whose swatch is a figure described by its code and colour.
 */
export async function renderColourCard(content: ColourCardDocument, fontFiles: PdfFontFiles): Promise<Uint8Array> {
  const footerText = `${content.maker.name} · ${content.productName} · ${content.dateLine} · ${content.siteAddress}`
  const metadata = { title: content.title, author: content.author, subject: content.heading, lang: content.lang, date: content.date }
  const writer = await PdfWriter.create(metadata, fontFiles, footerLine(footerText))
  const { bold, regular } = writer.fonts
  drawLetterhead(writer, content)

  writer.lines(content.productName, { font: bold, size: 20, lineHeight: 28 }, { type: 'H1' })
  writer.gap(2)
  writer.lines(content.note, { font: regular, size: 10, colour: STONE })
  if (content.shared.rows.length > 0) {
    drawSectionHeading(writer, content.shared.title)
    writer.gap(2)
    writer.table(content.shared.rows)
  }
  drawSectionHeading(writer, content.countLine)
  writer.gap(12)

  const list = writer.element('L')
  const cells = content.shades.map((shade) => cellOf(writer, shade, content.noShade))
  for (let start = 0; start < cells.length; start += COLUMNS) {
    const row = cells.slice(start, start + COLUMNS)
    const textHeight = Math.max(...row.map((cell) => cell.lines.reduce((sum, line) => sum + LINE_HEIGHT(line.size), 0)))
    writer.ensure(SWATCH_HEIGHT + 6 + textHeight + GUTTER)
    const top = writer.y
    row.forEach((cell, column) => {
      const x = PAGE.margin + column * (COLUMN_WIDTH + GUTTER)
      const body = writer.element('LBody', writer.element('LI', list))
      const words = [cell.shade.itemCode, cell.shade.hex ?? content.noShade, cell.shade.finishLabel].filter(Boolean).join(', ')
      const box = { x, y: top - SWATCH_HEIGHT, width: COLUMN_WIDTH, height: SWATCH_HEIGHT }
      writer.mark(writer.element('Figure', body, { alt: words }), (page) => {
        const shade = (cell.shade.hex && hexColour(cell.shade.hex)) || NO_SHADE
        drawSheenSwatch(page, cell.shade.finish, [shade.red, shade.green, shade.blue], box)
        page.drawRectangle({ ...box, borderColor: RULE, borderWidth: 0.75 })
      })
      const text = writer.element('P', body)
      writer.mark(text, (page) => {
        let y = top - SWATCH_HEIGHT - 6
        for (const line of cell.lines) {
          y -= LINE_HEIGHT(line.size)
          page.drawText(line.text, { x, y: y + line.size * 0.3, size: line.size, font: line.bold ? bold : regular, color: line.colour })
        }
      })
    })
    writer.y = top - SWATCH_HEIGHT - 6 - textHeight - GUTTER
  }
  return writer.save()
}
