/**
 * Colours of the pixel renders. Light adds up in linear RGB (as it does in a camera's sensor);
 * the stored file is sRGB, with the brightest light rolled off softly the way a photograph's
 * highlights are, so a metallic glint turns white instead of clipping to a flat patch.
 */
export type Rgb = [number, number, number]

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)

export function linearFromHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [toLinear(((value >> 16) & 255) / 255), toLinear(((value >> 8) & 255) / 255), toLinear((value & 255) / 255)]
}

/** Relative luminance of a linear colour: how light the shade reads, to pick a ground it stands out on. */
export const luminance = ([red, green, blue]: Rgb) => 0.2126 * red + 0.7152 * green + 0.0722 * blue


/** A fully saturated hue (0..1 around the wheel) in linear light, for the rainbow of holographic film. */
export function hueColour(hue: number): Rgb {
  const h = (hue - Math.floor(hue)) * 6
  const channel = (offset: number) => {
    const k = (offset + h) % 6
    return 1 - Math.max(0, Math.min(k, 4 - k, 1))
  }
  return [channel(5), channel(3), channel(1)]
}

/** Linear light at or below the knee is stored as is (the shade's own colour stays true); above it rolls off towards white. */
const KNEE = 0.62
const tone = (linear: number) => (linear <= KNEE ? linear : KNEE + (1 - KNEE) * (1 - Math.exp(-(linear - KNEE) / (1 - KNEE))))
const toSrgb = (linear: number) => (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055)

/** A table from linear light (0..LUT_RANGE) to the stored byte: the renders call it for every channel of every pixel. */
const LUT_RANGE = 8
const LUT_STEPS = 16384
const BYTES = Uint8Array.from({ length: LUT_STEPS + 1 }, (_, index) => Math.round(255 * Math.min(1, Math.max(0, toSrgb(tone((index / LUT_STEPS) * LUT_RANGE))))))

export function storedByte(linear: number): number {
  if (!(linear > 0)) return 0
  return linear >= LUT_RANGE ? 255 : BYTES[((linear * LUT_STEPS) / LUT_RANGE + 0.5) | 0]!
}
