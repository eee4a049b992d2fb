import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { GOLD, INK, RULE, STONE } from './colours'
import type { PdfFontFiles } from './fonts'
import { StructureTree, type StructureElement, type StructureType } from './structure'
import { subsetFontkit } from './subset-fontkit'
import { wrapText } from './text-lines'

/** A4 in points, with 48 pt margins. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 }
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin

export type PdfFonts = { regular: PDFFont; bold: PDFFont }
export type TextStyle = { font: PDFFont; size: number; colour?: RGB; lineHeight?: number }
export type PdfMetadata = { title: string; author: string; subject: string; lang: string; date: Date }
export type TableRow = { label: string; value: string }

/** A column of a `columnTable`: its header (a table whose columns have none has no header row), its width in points and how its text is aligned (numbers right). */
export type TableColumn = { header?: string; width: number; align?: 'left' | 'right' }
/** One piece of a cell's text, set on lines of its own (wrapped to the column): the cell's main text, then smaller notes under it. */
export type TableCellText = { text: string; size?: number; bold?: boolean; colour?: RGB }
export type TableCell = string | TableCellText[]
export type ColumnTableOptions = {
  parent?: StructureElement
  /** The column whose cell names its row (a product, a label): a header cell scoped to the row. */
  rowHeader?: number
  /** Where the table's left edge is; the page margin unless given. */
  x?: number
  /** The body text's size; a header is set 1.5 pt smaller, in bold. */
  size?: number
  /** A thin rule under every row (the default) or none. */
  rules?: boolean
}

const LABEL_WIDTH = 170

/**
 * A printed document of the site (data sheets, colour cards): A4 pages set in Noto Sans TC
 * (subsets of the glyphs used), written top to bottom by a cursor that starts a new page when one
 * is full, every page with the same footer. Tagged as it is written (structure.ts): headings,
 * paragraphs, tables and figures are structure elements, rules and footers artifacts, and the
 * document carries its title, author and language. Nothing but text and shapes: no scripts,
 * forms, links or attachments.
 */
export class PdfWriter {
  page!: PDFPage
  y = 0
  readonly structure: StructureTree

  private constructor(
    private readonly doc: PDFDocument,
    readonly fonts: PdfFonts,
    private readonly footer: (writer: PdfWriter, page: PDFPage) => void,
  ) {
    this.structure = new StructureTree(doc)
  }

  static async create(metadata: PdfMetadata, fontFiles: PdfFontFiles, footer: (writer: PdfWriter, page: PDFPage) => void): Promise<PdfWriter> {
    const doc = await PDFDocument.create()
    doc.registerFontkit(subsetFontkit)
    const fonts: PdfFonts = {
      regular: await doc.embedFont(fontFiles.regular, { subset: true }),
      bold: await doc.embedFont(fontFiles.bold, { subset: true }),
    }
    doc.setTitle(metadata.title, { showInWindowTitleBar: true })
    doc.setAuthor(metadata.author)
    doc.setCreator(metadata.author)
    doc.setProducer(metadata.author)
    doc.setSubject(metadata.subject)
    doc.setLanguage(metadata.lang)
    doc.setCreationDate(metadata.date)
    doc.setModificationDate(metadata.date)
    const writer = new PdfWriter(doc, fonts, footer)
    writer.newPage()
    return writer
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - PAGE.margin
    const page = this.page
    this.structure.artifact(page, () => this.footer(this, page), 'Pagination')
  }

  /** Room for `height` more points on this page, else a new page. */
  ensure(height: number): void {
    if (this.y - height >= PAGE.margin + 24) return
    this.newPage()
  }

  gap(points: number): void {
    this.y -= points
  }

  element(type: StructureType, parent?: StructureElement, options?: { alt?: string; scope?: 'Row' | 'Column' }): StructureElement {
    return this.structure.element(type, parent, options)
  }

  /** Draws on the current page as part of `element`. */
  mark(element: StructureElement, draw: (page: PDFPage) => void): void {
    const page = this.page
    this.structure.mark(page, element, () => draw(page))
  }

  /** Draws decoration (a rule, a coloured bar) that readers skip. */
  decorate(draw: (page: PDFPage) => void): void {
    const page = this.page
    this.structure.artifact(page, () => draw(page))
  }

  /** Text set line by line from the cursor into `element` (a new paragraph of the document when none is given); a long text runs on to the next page. */
  lines(text: string, style: TextStyle, options: { x?: number; width?: number; element?: StructureElement; type?: StructureType } = {}): StructureElement {
    const element = options.element ?? this.element(options.type ?? 'P')
    const x = options.x ?? PAGE.margin
    const lineHeight = style.lineHeight ?? style.size * 1.45
    for (const line of wrapText(text, style.font, style.size, options.width ?? CONTENT_WIDTH)) {
      this.ensure(lineHeight)
      this.y -= lineHeight
      const y = this.y + (lineHeight - style.size) / 2
      if (line) this.mark(element, (page) => page.drawText(line, { x, y, size: style.size, font: style.font, color: style.colour ?? INK }))
    }
    return element
  }

  /** A full-width rule at the cursor. */
  rule(colour: RGB, thickness = 0.75): void {
    const y = this.y
    this.decorate((page) => page.drawLine({ start: { x: PAGE.margin, y }, end: { x: PAGE.width - PAGE.margin, y }, thickness, color: colour }))
  }

  /** A table of label and value rows: each label a row header, a long value wrapping in its column as the row grows. */
  table(rows: TableRow[], parent?: StructureElement): void {
    const table = this.element('Table', parent)
    const size = 10
    const lineHeight = 15
    for (const row of rows) {
      const valueLines = wrapText(row.value, this.fonts.regular, size, CONTENT_WIDTH - LABEL_WIDTH)
      const labelLines = wrapText(row.label, this.fonts.bold, size, LABEL_WIDTH - 12)
      const height = Math.max(valueLines.length, labelLines.length)
      this.ensure(height * lineHeight + 8)
      const top = this.y - 4
      const tr = this.element('TR', table)
      const th = this.element('TH', tr, { scope: 'Row' })
      const td = this.element('TD', tr)
      this.mark(th, (page) =>
        labelLines.forEach((line, index) => page.drawText(line, { x: PAGE.margin, y: top - (index + 1) * lineHeight + 4, size, font: this.fonts.bold, color: INK })),
      )
      this.mark(td, (page) =>
        valueLines.forEach((line, index) =>
          page.drawText(line, { x: PAGE.margin + LABEL_WIDTH, y: top - (index + 1) * lineHeight + 4, size, font: this.fonts.regular, color: STONE }),
        ),
      )
      this.y = top - height * lineHeight - 4
      this.rule(RULE, 0.5)
    }
  }

  /**
   * A table of columns, each row a TR of TD cells (the `rowHeader` column's a TH scoped to its row),
   * under a header row of TH cells scoped to their columns. A cell's text wraps in its column and the
   * row grows to its tallest cell; a row that does not fit starts a new page, where the header row is
   * drawn again as an artifact (readers have it once, from the table's first page).
   */
  columnTable(columns: readonly TableColumn[], rows: readonly (readonly TableCell[])[], options: ColumnTableOptions = {}): StructureElement {
    const table = this.element('Table', options.parent)
    const size = options.size ?? 9.5
    const headerSize = size - 1.5
    const left = options.x ?? PAGE.margin
    const right = left + columns.reduce((sum, column) => sum + column.width, 0)
    const padding = 6
    const cellPadding = 5
    // Cells are padded from each other, not from the table's edges, so the text lines up with the page margin.
    const boxes = columns.map((column, index) => {
      const x = left + columns.slice(0, index).reduce((sum, { width }) => sum + width, 0)
      const start = index === 0 ? x : x + padding
      const end = index === columns.length - 1 ? x + column.width : x + column.width - padding
      return { start, end, width: end - start, align: column.align ?? 'left' }
    })
    type Line = { text: string; size: number; font: PDFFont; colour: RGB }
    const linesOf = (cell: TableCell | undefined, index: number, header = false): Line[] => {
      const pieces: TableCellText[] = typeof cell === 'string' ? [{ text: cell }] : (cell ?? [])
      return pieces.flatMap((piece) => {
        const font = piece.bold || header ? this.fonts.bold : this.fonts.regular
        const pieceSize = header ? headerSize : (piece.size ?? size)
        const colour = piece.colour ?? (header ? STONE : INK)
        return piece.text ? wrapText(piece.text, font, pieceSize, boxes[index]!.width).map((text) => ({ text, size: pieceSize, font, colour })) : []
      })
    }
    const leading = (line: Line) => line.size * 1.4
    const heightOf = (cells: Line[][]) => Math.max(0, ...cells.map((lines) => lines.reduce((sum, line) => sum + leading(line), 0))) + 2 * cellPadding
    const drawCell = (page: PDFPage, lines: Line[], index: number, top: number) => {
      const box = boxes[index]!
      let y = top - cellPadding
      for (const line of lines) {
        y -= leading(line)
        const x = box.align === 'right' ? box.end - line.font.widthOfTextAtSize(line.text, line.size) : box.start
        page.drawText(line.text, { x, y: y + (leading(line) - line.size) / 2 + line.size * 0.12, size: line.size, font: line.font, color: line.colour })
      }
    }
    const ruleUnder = (y: number, colour: RGB, thickness: number) =>
      this.decorate((page) => page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness, color: colour }))

    const header = columns.some((column) => column.header) ? columns.map((column, index) => linesOf(column.header ?? '', index, true)) : undefined
    const headerHeight = header ? heightOf(header) : 0
    const drawHeader = (cells?: StructureElement[]) => {
      const top = this.y
      header!.forEach((lines, index) => {
        if (cells) this.mark(cells[index]!, (page) => drawCell(page, lines, index, top))
        else this.decorate((page) => drawCell(page, lines, index, top))
      })
      this.y = top - headerHeight
      ruleUnder(this.y, GOLD, 1)
    }

    const body = rows.map((row) => columns.map((_, index) => linesOf(row[index], index)))
    if (header) {
      // The header never stands alone at the foot of a page.
      this.ensure(headerHeight + (body[0] ? heightOf(body[0]) : 0))
      const tr = this.element('TR', table)
      drawHeader(columns.map(() => this.element('TH', tr, { scope: 'Column' })))
    }
    body.forEach((cells) => {
      const height = heightOf(cells)
      const page = this.page
      this.ensure(height)
      if (header && this.page !== page) drawHeader()
      const top = this.y
      const tr = this.element('TR', table)
      cells.forEach((lines, index) => {
        const cell = this.element(index === options.rowHeader ? 'TH' : 'TD', tr, index === options.rowHeader ? { scope: 'Row' } : {})
        if (lines.length > 0) this.mark(cell, (page) => drawCell(page, lines, index, top))
      })
      this.y = top - height
      if (options.rules ?? true) ruleUnder(this.y, RULE, 0.5)
    })
    return table
  }

  /**
   * "Page 2 of 3" at the right of every page's footer line, once the last page is known: drawn when
   * the document is complete, as a pagination artifact like the footer.
   */
  numberPages(text: (page: number, total: number) => string): void {
    const pages = this.doc.getPages()
    const font = this.fonts.regular
    pages.forEach((page, index) => {
      const words = text(index + 1, pages.length)
      const x = PAGE.width - PAGE.margin - font.widthOfTextAtSize(words, 8)
      this.structure.artifact(page, () => page.drawText(words, { x, y: PAGE.margin - 20, size: 8, font, color: STONE }), 'Pagination')
    })
  }

  /** The tagged document's bytes. */
  async save(): Promise<Uint8Array> {
    this.structure.finish()
    return this.doc.save({ useObjectStreams: true })
  }
}
