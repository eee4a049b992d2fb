import { Converter } from 'opencc-js/cn2t'
import { hasHan, toSimplified } from './to-simplified'

export { hasHan, toSimplified }

/**
 * Both directions between the two Chinese scripts: a Simplified search query
 * is matched against the Traditional text the site stores. The reverse tables
 * (about 1 MB) stay on the server and are built when first used (about
 * 150 ms, once), by a query holding Chinese.
 */
let traditionalize: ((text: string) => string) | undefined

/** Mainland Simplified Chinese as Hong Kong Traditional Chinese. */
export function toTraditional(text: string): string {
  if (!hasHan(text)) return text
  traditionalize ??= Converter({ from: 'cn', to: 'hk' })
  return traditionalize(text)
}

/** A text in both scripts (once when it holds no Chinese, or reads the same in both): a search asks for each. */
export function inBothScripts(text: string): string[] {
  return [...new Set([text, toSimplified(text), toTraditional(text)])]
}
