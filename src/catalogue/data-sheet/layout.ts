import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import type { DataSheetContent } from './content'
import type { DataSheetFontFiles } from './fonts'
import { subsetFontkit } from './subset-fontkit'
import { wrapText } from './text-lines'

/** A4 in points, with 48 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 }
const WIDTH = PAGE.width - 2 * PAGE.margin
const LABEL_WIDTH = 170
/** The site's colours (globals.css): ink, stone, gold, and the table's rules. */
const INK = rgb(0x10 / 255, 0x10 / 255, 0x14 / 255)
const STONE = rgb(0x6b / 255, 0x66 / 255, 0x60 / 255)
const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255)
const RULE = rgb(0.88, 0.86, 0.82)

function hexColour(hex: string): RGB | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return undefined
  const value = Number.parseInt(match[1]!, 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

type Fonts = { regular: PDFFont; bold: PDFFont }
type TextStyle = { font: PDFFont; size: number; colour?: RGB; lineHeight?: number }

/** A cursor down the pages: text is set line by line and a new page starts when one is full. */
class Writer {
  page: PDFPage
  y: number

  constructor(
    private readonly doc: PDFDocument,
    private readonly footer: (page: PDFPage) => void,
  ) {
    this.page = this.newPage()
    this.y = PAGE.height - PAGE.margin
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height])
    this.footer(page)
    return page
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number) {
    if (this.y - height >= PAGE.margin + 24) return
    this.page = this.newPage()
    this.y = PAGE.height - PAGE.margin
  }

  lines(text: string, style: TextStyle, x = PAGE.margin, width = WIDTH): void {
    const lineHeight = style.lineHeight ?? style.size * 1.45
    for (const line of wrapText(text, style.font, style.size, width)) {
      this.ensure(lineHeight)
      this.y -= lineHeight
      if (line) this.page.drawText(line, { x, y: this.y + (lineHeight - style.size) / 2, size: style.size, font: style.font, color: style.colour ?? INK })
    }
  }

  rule(colour: RGB, thickness = 0.75) {
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness, color: colour })
  }

  gap(points: number) {
    this.y -= points
  }
}

/** Label and value side by side; a long value wraps in its column and the row grows. */
function tableRow(writer: Writer, fonts: Fonts, label: string, value: string) {
  const size = 10
  const lineHeight = 15
  const valueLines = wrapText(value, fonts.regular, size, WIDTH - LABEL_WIDTH)
  const labelLines = wrapText(label, fonts.bold, size, LABEL_WIDTH - 12)
  const rows = Math.max(valueLines.length, labelLines.length)
  writer.ensure(rows * lineHeight + 8)
  const top = writer.y - 4
  labelLines.forEach((line, index) => writer.page.drawText(line, { x: PAGE.margin, y: top - (index + 1) * lineHeight + 4, size, font: fonts.bold, color: INK }))
  valueLines.forEach((line, index) => writer.page.drawText(line, { x: PAGE.margin + LABEL_WIDTH, y: top - (index + 1) * lineHeight + 4, size, font: fonts.regular, color: STONE }))
  writer.y = top - rows * lineHeight - 4
  writer.rule(RULE, 0.5)
}

function section(writer: Writer, fonts: Fonts, title: string) {
  writer.gap(14)
  writer.ensure(60)
  writer.lines(title, { font: fonts.bold, size: 13 })
  writer.gap(4)
  writer.page.drawRectangle({ x: PAGE.margin, y: writer.y, width: 32, height: 2, color: GOLD })
}

/**
 * The data sheet as PDF bytes: the maker at the top, the product and the item
 * code with its shade, then the two tables of the product page. Nothing but
 * text and shapes: no scripts, forms, links or attachments.
 */
export async function renderDataSheet(content: DataSheetContent, fontFiles: DataSheetFontFiles): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(subsetFontkit)
  const fonts: Fonts = {
    regular: await doc.embedFont(fontFiles.regular, { subset: true }),
    bold: await doc.embedFont(fontFiles.bold, { subset: true }),
  }
  doc.setTitle(content.title, { showInWindowTitleBar: true })
  doc.setAuthor(content.author)
  doc.setCreator(content.author)
  doc.setProducer(content.author)
  doc.setSubject(content.heading)
  doc.setLanguage(content.lang)
  doc.setCreationDate(content.date)
  doc.setModificationDate(content.date)

  const footerText = `${content.maker.name} · ${content.itemCode} · ${content.dateLine}`
  const writer = new Writer(doc, (page) => {
    page.drawText(footerText, { x: PAGE.margin, y: PAGE.margin - 20, size: 8, font: fonts.regular, color: STONE })
  })

  // The maker, with the sheet's name and date on the right.
  const headingWidth = fonts.bold.widthOfTextAtSize(content.heading, 11)
  writer.page.drawText(content.heading, { x: PAGE.width - PAGE.margin - headingWidth, y: writer.y - 14, size: 11, font: fonts.bold, color: GOLD })
  const dateWidth = fonts.regular.widthOfTextAtSize(content.dateLine, 9)
  writer.page.drawText(content.dateLine, { x: PAGE.width - PAGE.margin - dateWidth, y: writer.y - 28, size: 9, font: fonts.regular, color: STONE })
  const makerWidth = WIDTH - Math.max(headingWidth, dateWidth) - 24
  writer.lines(content.maker.name, { font: fonts.bold, size: 18, lineHeight: 24 }, PAGE.margin, makerWidth)
  if (content.maker.legalName) writer.lines(content.maker.legalName, { font: fonts.regular, size: 10 }, PAGE.margin, makerWidth)
  for (const line of content.maker.lines) writer.lines(line, { font: fonts.regular, size: 9, colour: STONE }, PAGE.margin, makerWidth)
  writer.gap(10)
  writer.rule(GOLD, 1.5)
  writer.gap(14)

  // The product, and the item code with its shade.
  writer.lines(content.product.name, { font: fonts.bold, size: 20, lineHeight: 28 })
  if (content.product.description) {
    writer.gap(2)
    writer.lines(content.product.description, { font: fonts.regular, size: 10.5, colour: STONE })
  }
  writer.gap(14)
  writer.ensure(48)
  const swatchSize = 40
  const codeX = content.swatch ? PAGE.margin + swatchSize + 14 : PAGE.margin
  const shade = content.swatch ? hexColour(content.swatch.hex) : undefined
  if (content.swatch && shade) {
    writer.page.drawRectangle({ x: PAGE.margin, y: writer.y - swatchSize, width: swatchSize, height: swatchSize, color: shade, borderColor: RULE, borderWidth: 0.75 })
  }
  writer.page.drawText(content.itemCode, { x: codeX, y: writer.y - 20, size: 16, font: fonts.bold, color: INK })
  if (content.swatch) {
    writer.page.drawText(`${content.swatch.label} ${content.swatch.hex.toUpperCase()}`, { x: codeX, y: writer.y - 36, size: 9, font: fonts.regular, color: STONE })
  }
  writer.gap(swatchSize + 4)

  for (const { title, rows } of content.sections) {
    section(writer, fonts, title)
    writer.gap(2)
    for (const row of rows) tableRow(writer, fonts, row.label, row.value)
  }
  if (content.notes) {
    section(writer, fonts, content.notes.label)
    writer.gap(4)
    writer.lines(content.notes.value, { font: fonts.regular, size: 10, colour: STONE })
  }
  return doc.save({ useObjectStreams: true })
}
