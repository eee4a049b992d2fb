import { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream, type PDFObject } from 'pdf-lib'

/**
 * PDF names that make a reader run something: scripts (/JS, /JavaScript),
 * programs (/Launch), actions on open, close or focus (/AA; /OpenAction only
 * runs something through the names above), attached files (/EmbeddedFile)
 * and scripted forms or media (/XFA, /RichMedia).
 */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'AA', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])

/** A name's bytes as written, with #xx escapes (in either case) decoded: /J#61vaScript is /JavaScript. */
export function decodePdfName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

/** Name tokens in the file's bytes as they stand (everything outside compressed streams). */
function namesInBytes(bytes: Uint8Array): Set<string> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  const found = new Set<string>()
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)/g)) {
    const name = decodePdfName(match[1]!)
    if (ACTIVE_NAMES.has(name)) found.add(name)
  }
  return found
}

function nameOf(value: PDFObject): string | undefined {
  return value instanceof PDFName ? decodePdfName(value.asString().slice(1)) : undefined
}

/**
 * Every dictionary of the document, including those packed in compressed
 * object streams, which a byte scan cannot see. Content streams are not
 * read: their names are only resource names.
 */
async function namesInObjects(bytes: Uint8Array): Promise<Set<string>> {
  const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false })
  const found = new Set<string>()
  const visit = (value: PDFObject) => {
    const name = nameOf(value)
    if (name && ACTIVE_NAMES.has(name)) found.add(name)
    if (value instanceof PDFArray) value.asArray().forEach(visit)
    const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : undefined
    if (!dict) return
    for (const [key, entry] of dict.entries()) {
      visit(key)
      visit(entry)
    }
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object)
  return found
}

export const UNREADABLE_PDF = 'unreadable'

/**
 * The active-content names a PDF holds (empty when it is safe to publish).
 * A PDF that cannot be parsed at all is reported as 'unreadable': its hidden
 * objects cannot be checked.
 */
export async function findPdfActiveContent(bytes: Uint8Array): Promise<string[]> {
  const found = namesInBytes(bytes)
  try {
    for (const name of await namesInObjects(bytes)) found.add(name)
  } catch {
    found.add(UNREADABLE_PDF)
  }
  return [...found].sort()
}
