import { hexToRgb, rgbToHex, type Rgb } from './srgb-lab'

export type ParsedColour = { ok: true; hex: string; rgb: Rgb } | { ok: false }

/**
 * What a visitor may type: a hex colour (#c9a227, c9a227, #fc0) or an RGB
 * triple (201, 162, 39 or rgb(201 162 39)). The result is a lower-case
 * six-digit hex with its "#".
 */
export function parseColour(input: string): ParsedColour {
  const text = input.trim().toLowerCase()
  if (!text) return { ok: false }
  const short = /^#?([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text)
  const hex = short ? `${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : text
  const rgb = hexToRgb(hex)
  if (rgb) return { ok: true, hex: rgbToHex(rgb), rgb }
  const triple = /^(?:rgb\s*\(\s*)?(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*\)?$/.exec(text)
  if (!triple) return { ok: false }
  const [r = 0, g = 0, b = 0] = triple.slice(1, 4).map(Number)
  if ([r, g, b].some((channel) => channel > 255)) return { ok: false }
  return { ok: true, hex: rgbToHex({ r, g, b }), rgb: { r, g, b } }
}
