/**
 * How a thread's shade catches the light, for the swatch shown when a buyer picks an item code
 * (issue 28.11): a flat colour says little about a metallic or a pearlescent thread. Read from
 * the item code's own words (its type and composition) in either language, so an administrator
 * sets nothing extra.
 */
export type ShadeFinish = 'metallic' | 'holographic' | 'pearlescent' | 'plain'

const FINISHES: readonly [Exclude<ShadeFinish, 'plain'>, RegExp][] = [
  ['holographic', /holograph|幻彩|鐳射/i],
  ['pearlescent', /pearl|珠光/i],
  ['metallic', /metal|lam[eé]|passing|purl|bullion|金屬|金線|金蔥/i],
]

export function shadeFinish(...texts: (string | null | undefined)[]): ShadeFinish {
  const words = texts.filter(Boolean).join(' ')
  return FINISHES.find(([, pattern]) => pattern.test(words))?.[0] ?? 'plain'
}
