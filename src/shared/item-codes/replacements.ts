import type { SiteLocale } from '../locales'
import type { Availability } from './availability'

/**
 * One code offered instead of a discontinued one (issue 52.3): the one the administrator pinned
 * first, then the nearest by CIEDE2000 among the same product's codes, then among the other
 * products of the same thread type. The colours domain ranks them (it owns the colour science and
 * the index of shades); the pages that show them get the ranking from the route that composes them.
 */
export type Replacement = {
  itemCode: string
  productSlug: string
  /** The product's name in the page's language. */
  productName: string
  hex: string | null
  /** ΔE00 to the discontinued code's shade, or null where either has no shade colour. */
  deltaE: number | null
  group: 'recommended' | 'sameProduct' | 'sameType'
  availability: Availability
}

/** The replacements of a code, by the code's id, in a site language; none for a code still orderable. */
export type ReplacementsOf = (locale: SiteLocale, itemCodeId: number) => Promise<Replacement[]>

/** ΔE as printed beside a replacement: one decimal, never "0.0" for a shade that is not identical. */
export const deltaELabel = (deltaE: number) => (deltaE > 0 && deltaE < 0.05 ? '<0.1' : deltaE.toFixed(1))
