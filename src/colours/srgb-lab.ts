/** CIELAB (D65, 2°) from sRGB, as in IEC 61966-2-1 and CIE 15. */
export type Lab = { L: number; a: number; b: number }
export type Rgb = { r: number; g: number; b: number }

/** D65 reference white, Y = 100 (the whitepoint of sRGB). */
const WHITE = { X: 95.047, Y: 100, Z: 108.883 }

/** One sRGB channel (0–255) to linear light (0–1). */
function linear(channel: number): number {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

const EPSILON = 216 / 24389
const KAPPA = 24389 / 27
const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116)

export function rgbToLab({ r, g, b }: Rgb): Lab {
  const R = linear(r)
  const G = linear(g)
  const B = linear(b)
  // sRGB → XYZ (D65), scaled to Y = 100.
  const X = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) * 100
  const Y = (0.2126729 * R + 0.7151522 * G + 0.072175 * B) * 100
  const Z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) * 100
  const fx = f(X / WHITE.X)
  const fy = f(Y / WHITE.Y)
  const fz = f(Z / WHITE.Z)
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) }
}

/** "#c9a227" or "c9a227" (any case) to its channels; null when it is not six hex digits. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim())
  if (!match?.[1]) return null
  const value = Number.parseInt(match[1], 16)
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 }
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}

export function hexToLab(hex: string): Lab | null {
  const rgb = hexToRgb(hex)
  return rgb ? rgbToLab(rgb) : null
}

/** Lightness, chroma and hue angle in degrees (0–360). */
export function labToLch({ L, a, b }: Lab): { L: number; C: number; h: number } {
  const h = (Math.atan2(b, a) * 180) / Math.PI
  return { L, C: Math.hypot(a, b), h: h < 0 ? h + 360 : h }
}
