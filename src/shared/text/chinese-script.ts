import { Converter as toSimplifiedConverter } from 'opencc-js/t2cn'
import { Converter as toTraditionalConverter } from 'opencc-js/cn2t'

/**
 * Conversion between the two Chinese scripts with OpenCC: Hong Kong
 * Traditional (what administrators write) to mainland Simplified with its
 * phrase tables (the Simplified site), and back (a Simplified search query
 * matched against the Traditional text). Only Han characters change: item
 * codes, slugs and Latin text come out as they went in. The tables stay on
 * the server; each converter is built when first used (the reverse one takes
 * about 150 ms, and only a Chinese search query needs it).
 */
type Convert = (text: string) => string

let simplify: Convert | undefined
let traditionalize: Convert | undefined

const HAN = /\p{Script=Han}/u
export const hasHan = (text: string) => HAN.test(text)

/** Hong Kong Traditional Chinese as mainland Simplified Chinese. */
export function toSimplified(text: string): string {
  if (!hasHan(text)) return text
  simplify ??= toSimplifiedConverter({ from: 'hk', to: 'cn' })
  return simplify(text)
}

/** Mainland Simplified Chinese as Hong Kong Traditional Chinese. */
export function toTraditional(text: string): string {
  if (!hasHan(text)) return text
  traditionalize ??= toTraditionalConverter({ from: 'cn', to: 'hk' })
  return traditionalize(text)
}

/** A text in both scripts (once when it holds no Chinese, or reads the same in both): a search asks for each. */
export function inBothScripts(text: string): string[] {
  return [...new Set([text, toSimplified(text), toTraditional(text)])]
}
