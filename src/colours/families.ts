import { hexToLab, labToLch } from './srgb-lab'

export const COLOUR_FAMILIES = ['golds', 'silvers', 'coppers', 'reds', 'blues', 'greens', 'whites', 'blacks', 'multicolour', 'holographic'] as const
export type ColourFamily = (typeof COLOUR_FAMILIES)[number]

/** Families that one shade colour decides. */
export type ShadeFamily = Exclude<ColourFamily, 'multicolour' | 'holographic'>

/**
 * Below this chroma a shade reads as neutral metal. Silver threads carry a
 * faint cool cast (C about 4 to 5); a pale lavender or sky blue from about 7
 * on is seen as its colour, so the line is drawn at 6, not higher.
 */
const NEUTRAL_CHROMA = 6
/** A white may keep a little more tint (ivory, pearl) and still be white. */
const WHITE_CHROMA = 8
/** Neutrals this light are whites, this dark blacks; between them silvers, down to gunmetal and charcoal. */
const WHITE_LIGHTNESS = 92
const BLACK_LIGHTNESS = 16
/** Between 25° and the reds' end a soft, pale shade is a rose gold (#E0BFB8), which buyers look for among the coppers. */
const ROSE_GOLD = { from: 25, chromaBelow: 20 }

/**
 * The family of a shade, from its lightness, chroma and hue in CIE LCh(ab):
 * a neutral is white, silver or black by its lightness; then hues are split
 * where a buyer's words change: reds below 43° (pure sRGB red sits at 40°),
 * coppers to 70° (with the soft rose golds just below 43°), golds and yellows to 105°, greens to 200°,
 * blues and purples to 335° (sRGB blue is at 306°, purple at 328°), and
 * pinks and magentas beyond it back with the reds.
 */
export function shadeFamily(hex: string): ShadeFamily | null {
  const lab = hexToLab(hex)
  if (!lab) return null
  const { L, C, h } = labToLch(lab)
  if (L >= WHITE_LIGHTNESS && C < WHITE_CHROMA) return 'whites'
  if (C < NEUTRAL_CHROMA) return L < BLACK_LIGHTNESS ? 'blacks' : L >= WHITE_LIGHTNESS ? 'whites' : 'silvers'
  if ((h >= 43 && h < 70) || (h >= ROSE_GOLD.from && h < 43 && C < ROSE_GOLD.chromaBelow)) return 'coppers'
  if (h >= 70 && h < 105) return 'golds'
  if (h >= 105 && h < 200) return 'greens'
  if (h >= 200 && h < 335) return 'blues'
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

/**
 * Representative swatches for the palette: each links to a search for that
 * colour. The first is the family's reference: a family's codes are listed
 * nearest to it first, and the page says so.
 */
export const FAMILY_SWATCHES: Record<ColourFamily, readonly [string, ...string[]]> = {
  golds: ['#c9a227', '#d8b863', '#e6cf7a', '#b8860b'],
  silvers: ['#c0c0c8', '#d0d3da', '#8e8e96', '#4a4a50'],
  coppers: ['#b87333', '#c98b62', '#e0bfb8', '#8c4a2f'],
  reds: ['#b22222', '#d4364a', '#8b1a2b', '#e26d7a'],
  blues: ['#1f4e9c', '#3a7bd5', '#9fb7e8', '#6a4c9c'],
  greens: ['#1e7b4f', '#3c9d5d', '#7fb77e', '#2f5d50'],
  whites: ['#f4f4f2', '#fffff0', '#f8f8ff', '#ece9e2'],
  blacks: ['#1a1a1a', '#000000', '#22222a', '#2a2220'],
  multicolour: ['#d4364a', '#e6cf7a', '#3c9d5d', '#3a7bd5'],
  holographic: ['#9fb7e8', '#c6a4e0', '#c9ccd6', '#d9c27a'],
}

/** The swatch a family's ΔE00 is measured from. */
export const FAMILY_REFERENCE = Object.fromEntries(COLOUR_FAMILIES.map((family) => [family, FAMILY_SWATCHES[family][0]])) as Record<ColourFamily, string>
