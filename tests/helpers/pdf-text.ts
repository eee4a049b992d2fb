import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'

/**
 * Each page's text as a PDF reader extracts it (pdf.js, from the fonts' ToUnicode maps, never from
 * our own drawing calls): one line of text per line of the page, in the order it is drawn. What a
 * buyer copies out of the file or a search engine indexes, so a word missing here is missing for them.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // pdf.js takes the buffer over (transfers it): give it a copy, the caller keeps its bytes.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number)
      const { items } = await page.getTextContent()
      let text = ''
      let lastY: number | undefined
      for (const item of items) {
        if (!('str' in item)) continue
        const { str, transform, hasEOL } = item as TextItem
        const y = transform[5] as number
        // A piece drawn on another line starts one; pieces side by side on a line are set apart by a space.
        if (lastY !== undefined && text && !text.endsWith('\n')) text += Math.abs(y - lastY) > 1 ? '\n' : ' '
        text += str
        if (hasEOL) text += '\n'
        lastY = y
      }
      pages.push(text.replace(/[ \t]+\n/g, '\n').trim())
      page.cleanup()
    }
    return pages
  } finally {
    await doc.destroy()
  }
}

/** The whole document's text, page after page. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPageTexts(bytes)).join('\n\f\n')
}
