import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Noto Sans TC (OFL-1.1) from the @expo-google-fonts/noto-sans-tc package: the
 * Google Fonts build, with TrueType (glyf) outlines, which pdf-lib subsets to
 * the glyphs a document uses (data sheets, colour cards) (decision 012). It covers Latin as well, so one
 * family sets both languages. Read from the installed package, never from the
 * machine's fonts, so a fresh `npm ci --omit=dev` is enough. The paths are
 * spelled out in full so that the build traces these two files, not the whole
 * project.
 */
const readRegular = () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'))
const readBold = () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf'))

export type PdfFontFiles = { regular: Uint8Array; bold: Uint8Array }

let loading: Promise<PdfFontFiles> | undefined

/** The two weights' files, read once per process (about 7 MB each) and kept. */
export function pdfFontFiles(): Promise<PdfFontFiles> {
  loading ??= Promise.all([readRegular(), readBold()])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
