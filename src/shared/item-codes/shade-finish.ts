/**
 * How a thread's shade catches the light, for the swatch shown when a buyer picks an item code
 * (issue 28.11): a flat colour says little about a metallic or a pearlescent thread. Read from
 * the item code's own words (its type and composition) in either language, so an administrator
 * sets nothing extra.
 */
export type ShadeFinish = 'metallic' | 'holographic' | 'pearlescent' | 'plain'

const FINISHES: readonly [Exclude<ShadeFinish, 'plain'>, RegExp][] = [
  // Traditional and Simplified characters both: the Simplified site reads the Traditional words converted (issue 50.4).
  ['holographic', /holograph|幻彩|鐳射|镭射/i],
  ['pearlescent', /pearl|珠光/i],
  ['metallic', /metal|lam[eé]|passing|purl|bullion|金屬|金属|金線|金线|金蔥|金葱/i],
]

export function shadeFinish(...texts: (string | null | undefined)[]): ShadeFinish {
  const words = texts.filter(Boolean).join(' ')
  return FINISHES.find(([, pattern]) => pattern.test(words))?.[0] ?? 'plain'
}

/**
 * Light on the thread, over its flat colour: a metallic thread shows a bright band and a dark one,
 * a holographic one a faint rainbow, a pearlescent one a soft glow. A flat swatch of a gold
 * metallic reads as mustard; this is closer to what the buyer will hold.
 */
const SHEENS: Record<ShadeFinish, string | undefined> = {
  metallic:
    'linear-gradient(135deg, rgb(255 255 255 / 0.55) 0%, rgb(255 255 255 / 0) 30%, rgb(0 0 0 / 0.22) 55%, rgb(255 255 255 / 0.4) 78%, rgb(0 0 0 / 0.15) 100%)',
  holographic:
    'linear-gradient(135deg, rgb(255 255 255 / 0.5) 0%, rgb(255 255 255 / 0) 35%, rgb(0 0 0 / 0.15) 60%, rgb(255 255 255 / 0.35) 85%), linear-gradient(90deg, rgb(255 0 128 / 0.16), rgb(255 200 0 / 0.16), rgb(0 200 120 / 0.16), rgb(0 120 255 / 0.16), rgb(170 0 255 / 0.16))',
  pearlescent: 'radial-gradient(circle at 30% 25%, rgb(255 255 255 / 0.7) 0%, rgb(255 255 255 / 0) 55%), linear-gradient(160deg, rgb(255 240 250 / 0.25), rgb(220 240 255 / 0.25))',
  plain: undefined,
}

/** The light to draw over a swatch of this finish's flat colour (a CSS background image), if any. */
export const shadeSheen = (finish: ShadeFinish): string | undefined => SHEENS[finish]
