import { describe, expect, it } from 'vitest'
import { cleanFileName, fileNameTooLong, MAX_FILE_NAME_BYTES } from './file-name'

describe('upload file names', () => {
  it('removes direction overrides that disguise the extension', () => {
    expect(cleanFileName('invoice\u202Egnp.exe')).toBe('invoicegnp.exe')
    expect(cleanFileName('photo\u202Eexe.png')).toBe('photoexe.png')
  })

  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\uFEFF'])(
    'removes U+%s',
    (character) => {
      expect(cleanFileName(`cone${character}.jpg`)).toBe('cone.jpg')
    },
  )

  it('keeps Chinese names and spaces, and names a file left with only its extension', () => {
    expect(cleanFileName('金線 目錄.pdf')).toBe('金線 目錄.pdf')
    expect(cleanFileName('\u202E.png')).toBe('file.png')
  })

  it('measures length in bytes, as the file system does', () => {
    expect(fileNameTooLong(`${'a'.repeat(MAX_FILE_NAME_BYTES - 4)}.jpg`)).toBe(false)
    expect(fileNameTooLong(`${'a'.repeat(MAX_FILE_NAME_BYTES)}.jpg`)).toBe(true)
    expect(fileNameTooLong(`${'金'.repeat(70)}.jpg`)).toBe(true)
  })
})
