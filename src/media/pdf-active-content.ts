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
  // pdf-lib reads every trailer and cross-reference stream dictionary of the file, updates included.
  if (document.context.trailerInfo.Encrypt !== undefined) found.add(ENCRYPTED_PDF)
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
export const ENCRYPTED_PDF = 'encrypted'

/**
 * An /Encrypt entry given a dictionary or a reference, as in a trailer or a
 * cross-reference stream's dictionary (those are never compressed), however
 * the name is escaped: a check that does not depend on pdf-lib parsing the file.
 */
function hasEncryptEntry(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  for (const match of text.matchAll(/\/([^\s/[\]<>(){}%]+)\s*(?:<<|\d+\s+\d+\s+R)/g)) {
    if (decodePdfName(match[1]!) === 'Encrypt') return true
  }
  return false
}

/**
 * The active-content names a PDF holds (empty when it is safe to publish).
 * A PDF that cannot be parsed at all is reported as 'unreadable', an
 * encrypted one as 'encrypted': the hidden objects of either cannot be
 * checked (an encrypted file's strings and object streams are ciphertext,
 * though a reader opens it without a password when the user password is empty).
 */
export async function findPdfActiveContent(bytes: Uint8Array): Promise<string[]> {
  const found = namesInBytes(bytes)
  if (hasEncryptEntry(bytes)) found.add(ENCRYPTED_PDF)
  try {
    for (const name of await namesInObjects(bytes)) found.add(name)
  } catch {
    found.add(UNREADABLE_PDF)
  }
  return [...found].sort()
}
