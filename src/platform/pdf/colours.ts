import { rgb, type RGB } from 'pdf-lib'

/** The site's colours (globals.css) as our printed documents use them: ink, stone, gold, and the tables' rules. */
export const INK = rgb(0x10 / 255, 0x10 / 255, 0x14 / 255)
export const STONE = rgb(0x6b / 255, 0x66 / 255, 0x60 / 255)
export const GOLD = rgb(0xc9 / 255, 0xa2 / 255, 0x27 / 255)
export const RULE = rgb(0.88, 0.86, 0.82)
export const WHITE = rgb(1, 1, 1)

/** A #RRGGBB shade as a PDF colour, or undefined when it is not one. */
export function hexColour(hex: string): RGB | undefined {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match) return undefined
  const value = Number.parseInt(match[1]!, 16)
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255)
}
