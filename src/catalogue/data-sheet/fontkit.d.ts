/** fontkit 2 ships no types; only what subset-fontkit.ts and the data sheet's test use. */
declare module 'fontkit' {
  export type Subset = { encode(): Uint8Array }
  export type Font = { createSubset(): Subset; numGlyphs: number; getGlyph(id: number): { path: { commands: unknown[] } } }
  export function create(buffer: Buffer): Font
}
