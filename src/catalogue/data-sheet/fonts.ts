import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Noto Sans TC (OFL-1.1) from the @expo-google-fonts/noto-sans-tc package: the
 * Google Fonts build, with TrueType (glyf) outlines, which pdf-lib subsets to
 * the glyphs a data sheet uses (decision 012). It covers Latin as well, so one
 * family sets both languages. Read from the installed package, never from the
 * machine's fonts, so a fresh `npm ci --omit=dev` is enough.
 */
const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-tc')
const FONT_FILES = {
  regular: path.join(FONT_DIR, '400Regular', 'NotoSansTC_400Regular.ttf'),
  bold: path.join(FONT_DIR, '700Bold', 'NotoSansTC_700Bold.ttf'),
}

export type DataSheetFontFiles = { regular: Uint8Array; bold: Uint8Array }

let loading: Promise<DataSheetFontFiles> | undefined

/** The two weights' files, read once per process (about 7 MB each) and kept. */
export function dataSheetFontFiles(): Promise<DataSheetFontFiles> {
  loading ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      loading = undefined
      throw error
    })
  return loading
}
