import { shadeFinish, type ShadeFinish } from '../../shared/item-codes/shade-finish'

/**
 * How a demo picture lights a thread: the site's own finishes (read from an item code's words,
 * shade-finish.ts), plus the glow of a luminous thread, which the site shows as plain. 'plain' is
 * a matte thread: cotton, rayon, a dyed polyester.
 */
export type ThreadFinish = ShadeFinish | 'glow'

const GLOW = /lumin|glow|夜光|蓄光/i

export function threadFinish(...texts: (string | null | undefined)[]): ThreadFinish {
  return texts.some((text) => text && GLOW.test(text)) ? 'glow' : shadeFinish(...texts)
}
