import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

let admin: Session
const run = Date.now().toString(36)
const slug = `finder-${run}`

beforeAll(async () => {
  admin = await adminSession()
  const { id } = await createDocument(admin, 'products', { name: `Finder Gold ${run}`, slug, status: 'Active' }, { name: `找色金線 ${run}` })
  await createDocument(admin, 'item-codes', { product: id, itemCode: `FG-${run}`, shadeHex: '#C9A227' })
})

describe('a product page', () => {
  it.each([
    ['en', 'Find by colour'],
    ['zh', '按顏色搜尋'],
  ] as const)('leads to the colour finder from its item codes (%s, issue 28.12)', async (language, words) => {
    const host = language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host
    const html = (await getWithHost(baseUrl(), `/products/${slug}`, host)).text
    const itemCodes = html.slice(html.indexOf('id="item-codes"'))
    // React separates the two text parts with an empty comment.
    expect(itemCodes).toMatch(new RegExp(`<a [^>]*href="/colours"[^>]*>${words}(<!-- -->)? →</a>`))
  })
})
