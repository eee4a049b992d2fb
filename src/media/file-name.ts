/**
 * Upload file names are shown to administrators and become part of public
 * addresses. Direction overrides (U+202E turns "evil‮gnp.exe" into what looks
 * like "evilexe.png") and other invisible or control characters are removed
 * before Payload derives the stored name from it.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu

/**
 * Linux allows 255 bytes per name; Payload adds a size suffix such as
 * "-1920x1440.webp" and may add "-12" to keep names unique. 200 bytes leaves
 * that room, so no file of a refused upload is half-written.
 */
export const MAX_FILE_NAME_BYTES = 200

export function cleanFileName(name: string): string {
  const cleaned = name.normalize('NFC').replace(INVISIBLE, '').trim()
  if (!cleaned || cleaned.startsWith('.')) return `file${cleaned}`
  return cleaned
}

export function fileNameTooLong(name: string): boolean {
  return Buffer.byteLength(name, 'utf8') > MAX_FILE_NAME_BYTES
}
