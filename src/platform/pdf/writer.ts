import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib'
import { INK, RULE, STONE } from './colours'
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

  /** The tagged document's bytes. */
  async save(): Promise<Uint8Array> {
    this.structure.finish()
    return this.doc.save({ useObjectStreams: true })
  }
}
