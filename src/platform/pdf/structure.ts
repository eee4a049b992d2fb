import { PDFHexString, PDFName, PDFOperator, PDFOperatorNames, type PDFArray, type PDFDict, type PDFDocument, type PDFPage, type PDFRef } from 'pdf-lib'

/** The standard structure types our documents use (PDF 1.7, 14.8.4). */
export type StructureType = 'Document' | 'Sect' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure' | 'L' | 'LI' | 'LBody'

export type StructureElement = { type: StructureType; ref: PDFRef; kids: PDFArray }

type ElementOptions = {
  /** What a figure shows, read aloud in its place. */
  alt?: string
  /** A table header cell heads its row or its column. */
  scope?: 'Row' | 'Column'
}

/**
 * A tagged PDF's logical structure (PDF 1.7, 14.7–14.8), built while the pages are drawn:
 * every piece of content is drawn inside a marked-content sequence that belongs to a structure
 * element (a heading, a paragraph, a table cell, a figure with its words), and what is only
 * decoration (rules, the page footer) is marked as an artifact. Screen readers and "reflow"
 * read the document in this order; pdf-lib writes no structure itself, so it is made here with
 * its public object model (dictionaries, references, content-stream operators).
 */
export class StructureTree {
  private readonly rootRef: PDFRef
  readonly document: StructureElement
  /** Per page: its key in the parent tree and, by MCID, the element each marked sequence belongs to. */
  private readonly pages = new Map<PDFPage, { key: number; owners: PDFRef[] }>()

  constructor(private readonly doc: PDFDocument) {
    this.rootRef = doc.context.nextRef()
    this.document = this.register('Document', this.rootRef)
  }

  private register(type: StructureType, parent: PDFRef, options: ElementOptions = {}): StructureElement {
    const context = this.doc.context
    const kids = context.obj([])
    const dict: PDFDict = context.obj({ Type: 'StructElem', S: type, P: parent, K: kids })
    if (options.alt) dict.set(PDFName.of('Alt'), PDFHexString.fromText(options.alt))
    if (options.scope) dict.set(PDFName.of('A'), context.obj({ O: 'Table', Scope: options.scope }))
    return { type, ref: context.register(dict), kids }
  }

  /** A new element, the last child of `parent` (the document when none is given). */
  element(type: StructureType, parent: StructureElement = this.document, options: ElementOptions = {}): StructureElement {
    const element = this.register(type, parent.ref, options)
    parent.kids.push(element.ref)
    return element
  }

  private marksOf(page: PDFPage) {
    let marks = this.pages.get(page)
    if (!marks) {
      marks = { key: this.pages.size, owners: [] }
      this.pages.set(page, marks)
      page.node.set(PDFName.of('StructParents'), this.doc.context.obj(marks.key))
      // Tab order follows the structure.
      page.node.set(PDFName.of('Tabs'), PDFName.of('S'))
    }
    return marks
  }

  /** Draws content that belongs to `element`, as one marked-content sequence on `page` (its property list written inline). */
  mark(page: PDFPage, element: StructureElement, draw: () => void): void {
    const marks = this.marksOf(page)
    const mcid = marks.owners.length
    marks.owners.push(element.ref)
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of(element.type), `<< /MCID ${mcid} >>`]))
    draw()
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
    element.kids.push(this.doc.context.obj({ Type: 'MCR', Pg: page.ref, MCID: mcid }))
  }

  /** Draws what only decorates or repeats on every page (a rule, the footer): readers skip it. */
  artifact(page: PDFPage, draw: () => void, kind: 'Layout' | 'Pagination' = 'Layout'): void {
    this.marksOf(page)
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of('Artifact'), `<< /Type /${kind} >>`]))
    draw()
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent))
  }

  /** Writes the tree into the catalogue: the root, the parent tree (page and MCID to element) and the Marked flag. */
  finish(): void {
    const context = this.doc.context
    const numbers: (number | PDFRef[])[] = []
    for (const { key, owners } of this.pages.values()) numbers.push(key, owners)
    const parentTree = context.register(context.obj({ Nums: numbers }))
    context.assign(this.rootRef, context.obj({ Type: 'StructTreeRoot', K: [this.document.ref], ParentTree: parentTree, ParentTreeNextKey: this.pages.size }))
    this.doc.catalog.set(PDFName.of('StructTreeRoot'), this.rootRef)
    this.doc.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }))
  }
}
