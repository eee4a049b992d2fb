import { create, type Font, type Subset } from 'fontkit'
import { Readable } from 'node:stream'
import type { PDFDocument } from 'pdf-lib'

/** The fontkit interface pdf-lib expects (its own type is not exported from the package root). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * pdf-lib's own fork, @pdf-lib/fontkit 1.1, writes a broken `loca` table when
 * it subsets a TrueType font: about half the glyphs of a Noto Sans TC subset
 * came out blank in poppler and Chromium, though the text still extracted
 * (decision 012). fontkit 2 subsets correctly; its subset returns its bytes
 * from encode() where pdf-lib 1.17 expects the stream of fontkit 1, so that
 * one call is given back here and nothing else changes.
 */
export const subsetFontkit: Fontkit = {
  create(data: Uint8Array) {
    const font: Font = create(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    const createSubset = font.createSubset.bind(font)
    font.createSubset = () => {
      const subset: Subset & { encodeStream?: () => Readable } = createSubset()
      subset.encodeStream = () => Readable.from([subset.encode()])
      return subset
    }
    return font as unknown as ReturnType<Fontkit['create']>
  },
}
