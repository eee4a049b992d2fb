import { Converter } from 'opencc-js/t2cn'

/**
 * Hong Kong Traditional Chinese as mainland Simplified Chinese, with OpenCC's
 * phrase tables (opencc-js, about 100 KB of tables, built when first used).
 * Only Han characters change: item codes, slugs and Latin text come out as
 * they went in. Kept apart from the reverse conversion (chinese-script.ts),
 * whose tables are ten times larger and which only a search query needs.
 */
let simplify: ((text: string) => string) | undefined

const HAN = /\p{Script=Han}/u
export const hasHan = (text: string) => HAN.test(text)

export function toSimplified(text: string): string {
  if (!hasHan(text)) return text
  simplify ??= Converter({ from: 'hk', to: 'cn' })
  return simplify(text)
}
