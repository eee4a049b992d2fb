import { hexToLab, labToLch } from './srgb-lab'

export const COLOUR_FAMILIES = ['golds', 'silvers', 'coppers', 'reds', 'blues', 'greens', 'multicolour', 'holographic'] as const
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]

/** Families that one shade colour decides. */
export type ShadeFamily = Exclude<ColourFamily, 'multicolour' | 'holographic'>

/** Below this chroma a shade reads as neutral metal: silver, gunmetal, white or black threads are all "silvers". */
const NEUTRAL_CHROMA = 10

/**
 * The family of a shade, from its lightness, chroma and hue in CIE LCh(ab):
 * low chroma is silver; warm hues are split at 35° and 70° (reds below,
 * coppers and rose golds between, golds and yellows from 70° to 105°); then
 * greens to 200°, blues and violets to 320°, magentas back to reds.
 */
export function shadeFamily(hex: string): ShadeFamily | null {
  const lab = hexToLab(hex)
  if (!lab) return null
  const { C, h } = labToLch(lab)
  if (C < NEUTRAL_CHROMA) return 'silvers'
  if (h >= 35 && h < 70) return 'coppers'
  if (h >= 70 && h < 105) return 'golds'
  if (h >= 105 && h < 200) return 'greens'
  if (h >= 200 && h < 320) return 'blues'
  return 'reds'
}

/*
 * Multicolour and holographic threads cannot be told from one hex: a rainbow
 * twist has many colours and a holographic film any colour, depending on the
 * light. They are derived from the words an administrator already writes, the
 * product's name and the item code itself, in either language, so nothing
 * extra has to be entered. The palette shows them with a representative swatch.
 */
const WORDS: Record<'multicolour' | 'holographic', RegExp> = {
  multicolour: /multi|rainbow|variegated|ombre|ombré|彩虹|多色|混色|間色|七彩/i,
  holographic: /holo|laser|幻彩|鐳射|激光|鐳光/i,
}

/** The word-derived families of an item code, from its code and its product's names. */
export function wordFamilies(texts: readonly (string | null | undefined)[]): ('multicolour' | 'holographic')[] {
  const text = texts.filter(Boolean).join(' ')
  return (['multicolour', 'holographic'] as const).filter((family) => WORDS[family].test(text))
}

/** Representative swatches for the palette: each links to a search for that colour. */
export const FAMILY_SWATCHES: Record<ColourFamily, readonly string[]> = {
  golds: ['#c9a227', '#d8b863', '#e6cf7a', '#b8860b'],
  silvers: ['#c0c0c8', '#d0d3da', '#8e8e96', '#4a4a50'],
  coppers: ['#b87333', '#c98b62', '#e0bfb8', '#8c4a2f'],
  reds: ['#b22222', '#d4364a', '#8b1a2b', '#e26d7a'],
  blues: ['#1f4e9c', '#3a7bd5', '#9fb7e8', '#6a4c9c'],
  greens: ['#1e7b4f', '#3c9d5d', '#7fb77e', '#2f5d50'],
  multicolour: ['#d4364a', '#e6cf7a', '#3c9d5d', '#3a7bd5'],
  holographic: ['#9fb7e8', '#c6a4e0', '#c9ccd6', '#d9c27a'],
}
