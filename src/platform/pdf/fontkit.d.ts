/**
 * fontkit 2 ships no types. Its fonts are what pdf-lib 1.17 drives (pdf-lib types them from its own
 * fork, fontkit 1), except that a subset returns its bytes from encode() where pdf-lib calls
 * encodeStream(): subset-fontkit.ts adds that one method. Declared as such, so that the adapter
 * needs no cast.
 */
declare module 'fontkit' {
  import type { Font as PdfLibFont, Subset as PdfLibSubset } from 'pdf-lib/cjs/types/fontkit'

  export type Subset = Omit<PdfLibSubset, 'encodeStream'> & { encode(): Uint8Array }
  /** A glyph's outline as fontkit 2 gives it: its drawing commands (the data sheet's test counts them). */
  type Glyph = ReturnType<PdfLibFont['getGlyph']> & { path: { commands: unknown[] } }
  export type Font = Omit<PdfLibFont, 'createSubset' | 'getGlyph'> & { createSubset(): Subset; getGlyph(glyphId: number, codePoints?: number[]): Glyph }
  export function create(buffer: Buffer): Font
}
