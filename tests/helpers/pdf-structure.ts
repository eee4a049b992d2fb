import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFString, decodePDFRawStream, type PDFObject } from 'pdf-lib'

export type StructureNode = { type: string; alt?: string; scope?: string; marks: number; kids: StructureNode[] }
export type PdfStructure = {
  marked: boolean
  lang?: string
  /** The structure tree under its root, element by element. */
  root?: StructureNode
  /** Per page: text-showing operators outside any marked sequence (untagged text), and the MCIDs the page's content marks. */
  pages: { untaggedText: number; mcids: number[]; artifacts: number }[]
  /** Whether the parent tree gives, for every MCID of every page, the element that marks it. */
  parentTreeMatches: boolean
}

const text = (value: PDFObject | undefined) => (value instanceof PDFHexString || value instanceof PDFString ? value.decodeText() : undefined)

function contentOf(doc: PDFDocument, page: PDFDict): string {
  const contents = page.lookup(PDFName.of('Contents'))
  const streams = contents instanceof PDFArray ? contents.asArray().map((entry) => doc.context.lookup(entry)) : [contents]
  return streams
    .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : ''))
    .join('\n')
}

/**
 * A PDF's tagging as a reader of tagged PDFs sees it, read with pdf-lib's object model: the
 * catalogue's Marked flag and language, the structure tree (types, alternative texts, how many
 * marked sequences each element owns) and, per page, whether any text is drawn outside a marked
 * sequence and whether the parent tree leads from each mark back to its element.
 */
export async function pdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const catalog = doc.catalog
  const markInfo = catalog.lookup(PDFName.of('MarkInfo'))
  const marked = markInfo instanceof PDFDict && String(markInfo.get(PDFName.of('Marked'))) === 'true'
  const lang = text(catalog.lookup(PDFName.of('Lang')))
  const owners = new Map<string, PDFRef>()

  const walk = (ref: PDFRef): StructureNode => {
    const dict = doc.context.lookup(ref, PDFDict)
    const kids = dict.lookup(PDFName.of('K'))
    const entries = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : []
    const node: StructureNode = { type: String(dict.get(PDFName.of('S'))).slice(1), marks: 0, kids: [] }
    const alt = text(dict.lookup(PDFName.of('Alt')))
    if (alt) node.alt = alt
    const attributes = dict.lookup(PDFName.of('A'))
    if (attributes instanceof PDFDict) node.scope = String(attributes.get(PDFName.of('Scope'))).slice(1)
    for (const entry of entries) {
      const kid = entry instanceof PDFRef ? doc.context.lookup(entry) : entry
      if (entry instanceof PDFRef && kid instanceof PDFDict && String(kid.get(PDFName.of('Type'))) === '/StructElem') node.kids.push(walk(entry))
      else if (kid instanceof PDFDict && String(kid.get(PDFName.of('Type'))) === '/MCR') {
        node.marks += 1
        owners.set(`${String(kid.get(PDFName.of('Pg')))}#${String(kid.get(PDFName.of('MCID')))}`, ref)
      }
    }
    return node
  }

  const treeRoot = catalog.lookup(PDFName.of('StructTreeRoot'))
  let root: StructureNode | undefined
  let parentTreeMatches = false
  const pages = doc.getPages().map((page) => {
    const content = contentOf(doc, page.node)
    let depth = 0
    let untaggedText = 0
    let artifacts = 0
    const mcids: number[] = []
    for (const match of content.matchAll(/\/(\w+)\s*(<<[^>]*>>)?\s*(BDC|BMC)\b|\bEMC\b|\b(Tj|TJ)\b/g)) {
      if (match[3]) {
        depth += 1
        if (match[1] === 'Artifact') artifacts += 1
        const mcid = /\/MCID\s+(\d+)/.exec(match[2] ?? '')
        if (mcid) mcids.push(Number(mcid[1]))
      } else if (match[0] === 'EMC') depth -= 1
      else if (depth === 0) untaggedText += 1
    }
    return { untaggedText, mcids, artifacts }
  })
  if (treeRoot instanceof PDFDict) {
    const kids = treeRoot.lookup(PDFName.of('K'))
    const first = kids instanceof PDFArray ? kids.get(0) : kids
    if (first instanceof PDFRef) root = walk(first)
    const parentTree = treeRoot.lookup(PDFName.of('ParentTree'))
    const nums = parentTree instanceof PDFDict ? parentTree.lookup(PDFName.of('Nums')) : undefined
    parentTreeMatches =
      nums instanceof PDFArray &&
      doc.getPages().every((page, index) => {
        const key = page.node.get(PDFName.of('StructParents'))
        const position = nums.asArray().findIndex((entry, at) => at % 2 === 0 && entry instanceof PDFNumber && key instanceof PDFNumber && entry.asNumber() === key.asNumber())
        const list = position >= 0 ? nums.lookup(position + 1) : undefined
        if (!(list instanceof PDFArray)) return false
        return pages[index]!.mcids.every((mcid) => String(list.get(mcid)) === String(owners.get(`${String(page.ref)}#${mcid}`)))
      })
  }
  return { marked, lang, root, pages, parentTreeMatches }
}

/** Every element of the tree, depth first. */
export function structureNodes(node: StructureNode | undefined): StructureNode[] {
  return node ? [node, ...node.kids.flatMap(structureNodes)] : []
}

/** Each page's content stream as text (decoded), to read the operators a page draws with. */
export async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  return doc.getPages().map((page) => contentOf(doc, page.node))
}
