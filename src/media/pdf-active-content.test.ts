import { PDFDocument, PDFName, PDFString } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { encryptedScriptedPdf, makePdf } from '../../tests/helpers/fixtures'
import { cataloguePdf, colourBookPdf } from '../seed/generate/pdf'
import { decodePdfName, ENCRYPTED_PDF, findPdfActiveContent } from './pdf-active-content'

/** A hand-written PDF with the given catalog entries, uncompressed (names readable in the bytes). */
const plainPdf = (catalogExtra: string, extraObjects: string[] = []) => makePdf(catalogExtra ? `${catalogExtra} ` : '', extraObjects)

/** A PDF made by pdf-lib with an open action running a script, packed in a compressed object stream. */
async function compressedScriptedPdf(): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.addPage()
  const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action))
  return document.save({ useObjectStreams: true })
}

describe('PDF active content', () => {
  it('decodes #xx escapes in names, in either case', () => {
    expect(decodePdfName('J#61vaScript')).toBe('JavaScript')
    expect(decodePdfName('#4A#53')).toBe('JS')
    expect(decodePdfName('La#75nch')).toBe('Launch')
  })

  it('accepts a plain PDF and the demo seed PDFs', async () => {
    expect(await findPdfActiveContent(plainPdf(''))).toEqual([])
    const catalogue = await cataloguePdf({ productName: 'Gold', description: 'Mentions JavaScript and /JS in its text', rows: [{ itemCode: 'G-1', composition: 'Polyester', denier: '150D', length: '5000 m', hex: '#c9a227' }] })
    expect(await findPdfActiveContent(catalogue)).toEqual([])
    const book = await colourBookPdf({ title: 'Colours', subtitle: 'Book', shades: [{ code: 'A1', hex: '#112233', name: 'Navy' }] } as Parameters<typeof colourBookPdf>[0])
    expect(await findPdfActiveContent(book)).toEqual([])
  })

  it.each([
    ['an open action with JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>', ['JS', 'JavaScript']],
    ['an escaped /J#61vaScript name', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>', ['JS', 'JavaScript']],
    ['a launch action', '/OpenAction << /S /Launch /F (calc.exe) >>', ['Launch']],
    ['additional actions', '/AA << /WC 4 0 R >>', ['AA']],
    ['an attached file', '/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>', ['EmbeddedFiles']],
  ])('refuses %s', async (_label, catalogExtra, names) => {
    expect(await findPdfActiveContent(plainPdf(catalogExtra, ['<< /Type /Filespec >>']))).toEqual(expect.arrayContaining(names))
  })

  it('finds a script hidden in a compressed object stream, which a byte scan cannot see', async () => {
    const bytes = await compressedScriptedPdf()
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/JavaScript')
    expect(await findPdfActiveContent(bytes)).toEqual(['JS', 'JavaScript'])
  })

  it.each(['aes-128', 'aes-256', 'rc4-128'] as const)('reports a %s encrypted PDF, whose script in an object stream no scan can read', async (encryption) => {
    const bytes = encryptedScriptedPdf(encryption)
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('JavaScript')
    expect(await findPdfActiveContent(bytes)).toContain(ENCRYPTED_PDF)
  })

  it('finds the /Encrypt entry of a trailer however its name is escaped', async () => {
    const bytes = Buffer.from(makePdf('', ['<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>']).toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encr#79pt 4 0 R'), 'latin1')
    expect(await findPdfActiveContent(bytes)).toEqual([ENCRYPTED_PDF])
  })

  it('does not report an unencrypted PDF that mentions encryption in its text', async () => {
    expect(await findPdfActiveContent(plainPdf('', ['<< /Length 30 >>\nstream\n(Encrypt 1 0 R) Tj\nendstream']))).toEqual([])
  })
})
