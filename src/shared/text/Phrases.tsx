import { Fragment } from 'react'
import { chinesePhrases } from './chinese-phrases'
import { keptName, siteWords } from './site-words'

/**
 * A heading's or short text's words with a break opportunity (<wbr>) between
 * every two Chinese words; English passes through unchanged. The site's own
 * names (site-words.ts), the names in `keep` (a product's own, on its card and page) and the
 * trade's words are never broken inside. Use inside an element set with `word-break: keep-all`
 * (headings and `.text-phrases`).
 */
export async function Phrases({ text, keep = [] }: { text: string | null | undefined; keep?: readonly (string | null | undefined)[] }) {
  if (!text) return null
  const runs = chinesePhrases(text, [...(await siteWords()), ...keep.flatMap((name) => keptName(name) ?? [])])
  if (runs.length === 1) return runs[0]
  return runs.map((run, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {run}
    </Fragment>
  ))
}
