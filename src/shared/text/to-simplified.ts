import { Converter } from 'opencc-js/t2cn'
import mainland from './mainland-terms.json'

/**
 * Hong Kong Traditional Chinese as mainland Simplified Chinese, with OpenCC's
 * phrase tables (opencc-js, about 100 KB of tables, built when first used).
 * Only Han characters change: item codes, slugs and Latin text come out as
 * they went in. Then the words a mainland reader says otherwise (联络 → 联系,
 * 电邮 → 电子邮件, 「」 → “”: mainland-terms.json), which OpenCC leaves as Hong
 * Kong writes them. Kept apart from the reverse conversion (chinese-script.ts),
 * whose tables are ten times larger and which only a search query needs.
 */
let simplify: ((text: string) => string) | undefined

const HAN = /\p{Script=Han}/u
export const hasHan = (text: string) => HAN.test(text)

export function toSimplified(text: string): string {
  if (!hasHan(text)) return text
  simplify ??= Converter({ from: 'hk', to: 'cn' })
  return mainlandTerms(simplify(text))
}

/** The Simplified text in the mainland's words. */
export function mainlandTerms(simplified: string): string {
  let text = simplified
  for (const [hongKong, mainlandWord] of mainland.terms as [string, string][]) if (text.includes(hongKong)) text = text.split(hongKong).join(mainlandWord)
  return text
}
