import { describe, expect, it } from 'vitest'
import { frameworkChunks, OUR_JS_BUDGET_BYTES, ourScriptBytes, scriptsOf } from '../../bench/lib/js-budget.mjs'
import { getWithHost } from '../helpers/http'
import { testServer } from '../helpers/test-server'

// Issue 17: beyond the framework's runtime, a public page loads at most 30 KB
// (brotli) of our JavaScript. The pages that need no content of their own;
// `npm run bench` measures the detail pages on a seeded catalogue too.
const PAGES = ['/', '/about', '/contact', '/products', '/resources', '/news']
const host = (language: 'en' | 'zh') => `${language === 'zh' ? 'zh.' : ''}${new URL(testServer().baseUrl).host}`

describe.each(['en', 'zh'] as const)('JavaScript budget (%s)', (language) => {
  it.each(PAGES)('%s loads the whole framework runtime and ≤ 30 KB of ours', async (path) => {
    const page = await getWithHost(testServer().baseUrl, path, host(language))
    expect(page.status).toBe(200)
    const scripts = scriptsOf(page.text)
    expect(frameworkChunks().filter((file: string) => !scripts.includes(file))).toEqual([])
    expect(ourScriptBytes(page.text).brotli).toBeLessThanOrEqual(OUR_JS_BUDGET_BYTES)
  })
})
