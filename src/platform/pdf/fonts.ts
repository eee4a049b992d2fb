import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Noto Sans TC and SC (OFL-1.1) from the @expo-google-fonts packages: the
 * Google Fonts builds, with TrueType (glyf) outlines, which pdf-lib subsets to
 * the glyphs a document uses (data sheets, colour cards) (decision 025). Each
 * covers Latin as well. TC sets the English and Traditional Chinese documents;
 * the Simplified Chinese ones need SC, whose glyphs TC lacks (线, 产, 颜) and
 * whose shapes are the mainland's. Read from the installed packages, never
 * from the machine's fonts, so a fresh `npm ci --omit=dev` is enough. The
 * paths are spelled out in full so that the build traces these files, not the
 * whole project.
 */
const FILES = {
  traditional: {
    regular: () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf')),
    bold: () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf')),
  },
  simplified: {
    regular: () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf')),
    bold: () => readFile(path.join(process.cwd(), 'node_modules/@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf')),
  },
}

export type PdfFontFiles = { regular: Uint8Array; bold: Uint8Array }
export type PdfScript = keyof typeof FILES

const loading = new Map<PdfScript, Promise<PdfFontFiles>>()

/** The two weights' files for a script (`simplified` for the Simplified Chinese site), read once per process (about 7 MB each) and kept. */
export function pdfFontFiles(script: PdfScript = 'traditional'): Promise<PdfFontFiles> {
  let files = loading.get(script)
  if (!files) {
    files = Promise.all([FILES[script].regular(), FILES[script].bold()])
      .then(([regular, bold]) => ({ regular, bold }))
      .catch((error: unknown) => {
        loading.delete(script)
        throw error
      })
    loading.set(script, files)
  }
  return files
}
