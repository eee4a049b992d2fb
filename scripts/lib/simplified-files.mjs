// The Simplified Chinese files generated from their Traditional Chinese sources: the site's
// interface messages and the admin's own words. Each is the source's text converted with OpenCC
// (Hong Kong Traditional to mainland Simplified, with its phrases), its export renamed; only Han
// characters change, so the code around them stays as it is. `npm run generate:simplified` writes
// them; a unit test (src/i18n/messages/simplified-files.test.ts) fails when one is stale.
import fs from 'node:fs'
import path from 'node:path'
import { Converter } from 'opencc-js/t2cn'

export const SIMPLIFIED_FILES = [
  { source: 'src/i18n/messages/zh-Hant.ts', target: 'src/i18n/messages/zh-Hans.ts', renames: [['zhHant', 'zhHans'], ["['zh-Hant']", "['zh-Hans']"]] },
  { source: 'src/admin/i18n/kinsen-zh.ts', target: 'src/admin/i18n/kinsen-zh-hans.ts', renames: [['kinsenZh', 'kinsenZhHans'], ["Traditional Chinese (Payload's 'zh-TW')", "Simplified Chinese (Payload's 'zh')"]] },
]

const HEADER = (source) => `// Generated from ${path.basename(source)} by \`npm run generate:simplified\` (scripts/lib/simplified-files.mjs): do not edit.\n`

const MAINLAND = JSON.parse(fs.readFileSync(new URL('../../src/shared/text/mainland-terms.json', import.meta.url), 'utf8')).terms

let convert
/** The generated text of one file, from its source's text: OpenCC, then the mainland's words (as src/shared/text/to-simplified.ts). */
export function simplifiedText(file, sourceText) {
  convert ??= Converter({ from: 'hk', to: 'cn' })
  let text = convert(sourceText)
  for (const [hongKong, mainland] of MAINLAND) text = text.split(hongKong).join(mainland)
  for (const [from, to] of file.renames) text = text.split(from).join(to)
  return HEADER(file.source) + text
}

export function generateAll(root) {
  for (const file of SIMPLIFIED_FILES) {
    const text = simplifiedText(file, fs.readFileSync(path.join(root, file.source), 'utf8'))
    fs.writeFileSync(path.join(root, file.target), text)
  }
}
