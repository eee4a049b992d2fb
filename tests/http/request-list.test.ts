import { beforeAll, describe, expect, it } from 'vitest'
import { encodeLines, MAX_LINES, type RequestLine } from '../../src/requests/lines'
import { adminSession, baseUrl, createDocument, getWithHost } from '../helpers/http'

let productId: number
const run = Date.now().toString(36)

beforeAll(async () => {
  const admin = await adminSession()
  productId = (await createDocument(admin, 'products', { name: `Full List Gold ${run}`, slug: `full-list-${run}`, status: 'Active' }, { name: `滿清單金線 ${run}` })).id
})

/** A list of MAX_LINES lines (products that no longer exist: shown as unavailable, still lines). */
const fullList: RequestLine[] = Array.from({ length: MAX_LINES }, (_, index) => ({ product: 900_000 + index, kind: 'samples', quantity: 1, unit: 'cones', note: '' }))

describe('a request list at its 50-line cap (issue 28.19)', () => {
  it.each([
    ['en', 'Your request list is full (50 lines). Send it, or remove a line, to add another.'],
    ['zh', '查詢清單已滿（50 項）。請先發送清單或刪除一項，才可再加入。'],
  ] as const)('says so when one more is added without JavaScript, and keeps the list as it was (%s)', async (language, words) => {
    const host = language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host
    const page = await getWithHost(baseUrl(), `/request?lines=${encodeLines(fullList)}&add=${productId}`, host)
    expect(page.status).toBe(200)
    // The notice as rendered (the words also travel with the page's labels for the browser).
    expect(page.text).toMatch(new RegExp(`<p role="status"[^>]*data-request-full="true"[^>]*>${words.replace(/[()（）.]/g, '\\$&')}</p>`))
    expect(page.text).not.toContain(`Full List Gold ${run}`)
    expect(page.text).not.toContain(`滿清單金線 ${run}`)
  })

  it('says nothing when the added line fits, or is already on the list', async () => {
    const fits = await getWithHost(baseUrl(), `/request?lines=${encodeLines(fullList.slice(1))}&add=${productId}`, new URL(baseUrl()).host)
    expect(fits.text).toContain(`Full List Gold ${run}`)
    expect(fits.text).not.toContain('data-request-full')
    const listed: RequestLine[] = [...fullList.slice(1), { product: productId, kind: 'samples', quantity: 1, unit: 'cones', note: '' }]
    const again = await getWithHost(baseUrl(), `/request?lines=${encodeLines(listed)}&add=${productId}`, new URL(baseUrl()).host)
    expect(again.text).not.toContain('data-request-full')
  })
})
