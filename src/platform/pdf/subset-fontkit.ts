import { create } from 'fontkit'
import type { PDFDocument } from 'pdf-lib'
import type { Subset, SubsetStream } from 'pdf-lib/cjs/types/fontkit'

/** The fontkit interface pdf-lib expects (its own type is not exported from the package root). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0]

/**
 * The bytes as the one-chunk stream pdf-lib reads a subset from: its 'data' listener gets them,
 * then its 'end' listener is called (in the order pdf-lib adds them); nothing can fail.
 */
function streamOf(bytes: Uint8Array): SubsetStream {
  const stream: SubsetStream = {
    on: (eventType, callback) => {
      queueMicrotask(() => callback(eventType === 'data' ? bytes : new Uint8Array()))
      return stream
    },
  }
  return stream
}

/**
 * pdf-lib's own fork, @pdf-lib/fontkit 1.1, writes a broken `loca` table when
 * it subsets a TrueType font: about half the glyphs of a Noto Sans TC subset
 * came out blank in poppler and Chromium, though the text still extracted
 * (decision 025). fontkit 2 subsets correctly; its subset returns its bytes
 * from encode() where pdf-lib 1.17 expects the stream of fontkit 1, so that
 * one call is given back here and nothing else changes.
 */
export const subsetFontkit: Fontkit = {
  create(data: Uint8Array) {
    const font = create(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
    const createSubset = font.createSubset.bind(font)
    return Object.assign(font, {
      createSubset: (): Subset => {
        const subset = createSubset()
        return Object.assign(subset, { encodeStream: () => streamOf(subset.encode()) })
      },
    })
  },
}
