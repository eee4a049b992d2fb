import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib'

export type EmbeddedFont = { name: string; embedded: boolean; file?: Uint8Array; characters: Set<string> }

/** The characters a ToUnicode map gives its glyphs: every UTF-16 target of its bfchar and bfrange entries. */
function mappedCharacters(cmap: string): Set<string> {
  const characters = new Set<string>()
  for (const block of cmap.matchAll(/begin(bfchar|bfrange)([\s\S]*?)endbf(?:char|range)/g)) {
    for (const line of block[2]!.split('\n')) {
      const hex = [...line.matchAll(/<([0-9a-fA-F]+)>/g)].map((match) => match[1]!)
      const target = hex.at(-1)
      if (hex.length < 2 || !target) continue
      const units = target.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? []
      characters.add(String.fromCharCode(...units))
    }
  }
  return characters
}

/**
 * The composite fonts of a PDF as a reader sees them: each one's name, whether
 * its file is embedded and that file's size (a subset is a small part of the
 * font), and the characters its glyphs stand for — the text a reader can
 * extract, without a PDF text tool.
 */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
  const fonts: EmbeddedFont[] = []
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('Font') || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue
    const toUnicode = object.lookup(PDFName.of('ToUnicode'))
    const descendants = object.lookup(PDFName.of('DescendantFonts'))
    const descendant = descendants && 'lookup' in descendants ? (descendants as unknown as { lookup(index: number): unknown }).lookup(0) : undefined
    const descriptor = descendant instanceof PDFDict ? descendant.lookup(PDFName.of('FontDescriptor')) : undefined
    const file = descriptor instanceof PDFDict ? [PDFName.of('FontFile2'), PDFName.of('FontFile3'), PDFName.of('FontFile')].map((key) => descriptor.lookup(key)).find((value) => value instanceof PDFRawStream) : undefined
    const cmap = toUnicode instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(toUnicode).decode()).toString('latin1') : ''
    fonts.push({ name: String(object.lookup(PDFName.of('BaseFont'))).replace(/^\//, ''), embedded: file !== undefined, file: file instanceof PDFRawStream ? decodePDFRawStream(file).decode() : undefined, characters: mappedCharacters(cmap) })
  }
  return fonts
}
