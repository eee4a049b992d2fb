import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { SIMPLIFIED_FILES, simplifiedText } from '../../../scripts/lib/simplified-files.mjs'
import { toSimplified } from '../../shared/text/to-simplified'
import { errorTitle, newsListWords } from './boundary-words'
import { en } from './en'
import { zhHans } from './zh-Hans'

const root = path.resolve(__dirname, '../../..')

describe('the Simplified Chinese messages', () => {
  it.each(SIMPLIFIED_FILES.map((file) => [file.target, file] as const))('%s is what its Traditional source gives today (run npm run generate:simplified)', (_target, file) => {
    const expected = simplifiedText(file, fs.readFileSync(path.join(root, file.source), 'utf8'))
    expect(fs.readFileSync(path.join(root, file.target), 'utf8') === expected).toBe(true)
  })

  it('has every message the English catalogue has, in Simplified script', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`)) : [prefix]
    expect(keys(zhHans).sort()).toEqual(keys(en).sort())
    expect(zhHans.nav.products).toBe('产品')
    expect(zhHans.nav.languageLabels['zh-Hant']).toBe('此页的繁体中文版本')
  })

  it("keeps the client boundaries' few words converted from the Traditional ones", () => {
    for (const [key, value] of Object.entries(newsListWords['zh-Hant'])) expect(newsListWords['zh-Hans'][key as keyof (typeof newsListWords)['zh-Hans']], key).toBe(toSimplified(value))
    expect(errorTitle['zh-Hans']).toBe(toSimplified(errorTitle['zh-Hant']))
  })
})
