import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'

const A4: [number, number] = [595.28, 841.89]
const GOLD = rgb(0.79, 0.64, 0.15)
const INK = rgb(0.07, 0.07, 0.09)
const STONE = rgb(0.42, 0.4, 0.38)

/** pdf-lib's standard fonts speak WinAnsi only: anything else is dropped rather than failing the seed. */
function toWinAnsi(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/[^\x20-\x7e\xa0-\xff]/g, '')
}

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of toWinAnsi(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function bands(page: PDFPage, y: number) {
  ;[0.79, 0.72, 0.6].forEach((tone, index) => page.drawRectangle({ x: 0, y: y - index * 6, width: A4[0], height: 3, color: rgb(tone, tone * 0.82, tone * 0.2) }))
}

function footer(page: PDFPage, font: PDFFont, number: number) {
  page.drawText(`KINSEN Metallic Threads  ·  page ${number}`.replace('·', '-'), { x: 40, y: 28, size: 8, font, color: STONE })
}

type Shade = { code: string; hex: string; name: string }

/** A colour book: a cover, then pages of swatches with code and name, numbered. */
export async function colourBookPdf({ title, subtitle, shades }: { title: string; subtitle: string; shades: Shade[] }): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(toWinAnsi(title))
  pdf.setAuthor('KINSEN Metallic Threads')
  const [serif, sans, bold] = await Promise.all([pdf.embedFont(StandardFonts.TimesRoman), pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)])

  const cover = pdf.addPage(A4)
  cover.drawRectangle({ x: 0, y: 0, width: A4[0], height: A4[1], color: INK })
  bands(cover, 560)
  cover.drawText('KINSEN', { x: 48, y: 720, size: 16, font: bold, color: GOLD })
  cover.drawText(toWinAnsi(title), { x: 48, y: 500, size: 34, font: serif, color: rgb(1, 1, 1), maxWidth: 500 })
  wrap(subtitle, sans, 12, 480).forEach((line, index) => cover.drawText(line, { x: 48, y: 460 - index * 18, size: 12, font: sans, color: rgb(0.85, 0.83, 0.8) }))
  cover.drawText(`${shades.length} shades`, { x: 48, y: 120, size: 11, font: sans, color: GOLD })

  const perPage = 12
  for (let start = 0; start < shades.length; start += perPage) {
    const page = pdf.addPage(A4)
    page.drawText(toWinAnsi(title), { x: 40, y: 800, size: 14, font: serif, color: INK })
    bands(page, 786)
    shades.slice(start, start + perPage).forEach((shade, index) => {
      const column = index % 3
      const row = Math.floor(index / 3)
      const x = 40 + column * 176
      const y = 640 - row * 170
      page.drawRectangle({ x, y, width: 160, height: 120, color: hexToRgb(shade.hex), borderColor: rgb(0.85, 0.82, 0.76), borderWidth: 1 })
      for (let line = 0; line < 20; line += 1) page.drawLine({ start: { x, y: y + 6 * line }, end: { x: x + 160, y: y + 6 * line + 2 }, thickness: 0.4, color: rgb(1, 1, 1), opacity: 0.18 })
      page.drawText(toWinAnsi(shade.code), { x, y: y - 16, size: 10, font: bold, color: INK })
      page.drawText(toWinAnsi(shade.name), { x, y: y - 30, size: 9, font: sans, color: STONE })
    })
    footer(page, sans, pdf.getPageCount())
  }
  return Buffer.from(await pdf.save())
}

type Row = { itemCode: string; composition: string; denier: string; length: string; hex: string }

/** A product sheet: the product, its description and a table of its item codes with colour chips. */
export async function cataloguePdf({ productName, description, rows }: { productName: string; description: string; rows: Row[] }): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${toWinAnsi(productName)} - catalogue`)
  pdf.setAuthor('KINSEN Metallic Threads')
  const [serif, sans, bold] = await Promise.all([pdf.embedFont(StandardFonts.TimesRoman), pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)])
  const page = pdf.addPage(A4)
  page.drawRectangle({ x: 0, y: 760, width: A4[0], height: 82, color: INK })
  page.drawText('KINSEN  PRODUCT CATALOGUE', { x: 40, y: 795, size: 12, font: bold, color: GOLD })
  bands(page, 756)
  page.drawText(toWinAnsi(productName), { x: 40, y: 700, size: 26, font: serif, color: INK, maxWidth: 515 })
  const lines = wrap(description, sans, 11, 515)
  lines.forEach((line, index) => page.drawText(line, { x: 40, y: 670 - index * 16, size: 11, font: sans, color: STONE }))
  let y = 650 - lines.length * 16
  const columns = [
    { label: 'Item code', x: 64 },
    { label: 'Composition', x: 170 },
    { label: 'Denier', x: 390 },
    { label: 'Length', x: 450 },
  ]
  columns.forEach((column) => page.drawText(column.label, { x: column.x, y, size: 9, font: bold, color: INK }))
  y -= 8
  page.drawLine({ start: { x: 40, y }, end: { x: 555, y }, thickness: 0.8, color: GOLD })
  for (const row of rows) {
    y -= 24
    page.drawRectangle({ x: 40, y: y - 3, width: 14, height: 14, color: hexToRgb(row.hex) })
    page.drawText(toWinAnsi(row.itemCode), { x: 64, y, size: 9, font: bold, color: INK })
    page.drawText(toWinAnsi(row.composition).slice(0, 44), { x: 170, y, size: 8.5, font: sans, color: INK })
    page.drawText(toWinAnsi(row.denier), { x: 390, y, size: 9, font: sans, color: INK })
    page.drawText(toWinAnsi(row.length).slice(0, 22), { x: 450, y, size: 8.5, font: sans, color: INK })
  }
  page.drawText('Stock is kept for all catalogued items. Quoted prices exclude shipping.', { x: 40, y: 60, size: 8, font: sans, color: STONE })
  footer(page, sans, 1)
  return Buffer.from(await pdf.save())
}

/** A certificate or report as its issuer would send it: a letterhead, the title, its number and validity, and a few lines of findings. */
export async function documentPdf({ title, issuer, number, validity, lines }: { title: string; issuer: string; number?: string; validity: string; lines: string[] }): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(toWinAnsi(title))
  pdf.setAuthor(toWinAnsi(issuer))
  const [serif, sans, bold] = await Promise.all([pdf.embedFont(StandardFonts.TimesRoman), pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)])
  const page = pdf.addPage(A4)
  page.drawText(toWinAnsi(issuer).toUpperCase(), { x: 48, y: 790, size: 11, font: bold, color: INK })
  bands(page, 776)
  page.drawText('DEMONSTRATION COPY - NOT A VALID DOCUMENT', { x: 48, y: 740, size: 9, font: bold, color: GOLD })
  wrap(title, serif, 24, 500).forEach((line, index) => page.drawText(line, { x: 48, y: 690 - index * 30, size: 24, font: serif, color: INK }))
  let y = 600
  for (const line of [...(number ? [`No. ${number}`] : []), validity, 'Holder: KINSEN Metallic Threads Ltd., Hong Kong', '']) {
    page.drawText(toWinAnsi(line), { x: 48, y, size: 11, font: sans, color: STONE })
    y -= 18
  }
  for (const paragraph of lines) {
    for (const line of wrap(paragraph, sans, 11, 500)) {
      page.drawText(line, { x: 48, y, size: 11, font: sans, color: INK })
      y -= 16
    }
    y -= 8
  }
  footer(page, sans, 1)
  return Buffer.from(await pdf.save())
}
