import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

// The site search over HTTP: an exact item code redirects to its product, results are grouped and counted, Inactive content never shows.
const run = Date.now().toString(36)
const word = `zephyrine${run}`
const slug = `search-http-${run}`
let admin: Session

const host = () => new URL(baseUrl()).host
const english = (path: string) => getWithHost(baseUrl(), path, host())
const chinese = (path: string) => getWithHost(baseUrl(), path, `zh.${host()}`)
const search = (query: string, get = english) => get(`/search?q=${encodeURIComponent(query)}`)

beforeAll(async () => {
  admin = await adminSession()
  const active = await createDocument(admin, 'products', { name: `${word} Gold`, slug, status: 'Active', description: `The ${word} range.` }, { name: `${word} 金線` })
  await createDocument(admin, 'products', { name: `${word} Silver`, slug: `${slug}-silver`, status: 'Active' })
  const hidden = await createDocument(admin, 'products', { name: `${word} Hidden`, slug: `${slug}-hidden`, status: 'Inactive' })
  await createDocument(admin, 'item-codes', { product: active.id, itemCode: `SX-${run}-C01` })
  await createDocument(admin, 'item-codes', { product: active.id, itemCode: `SX-${run}-C02` })
  await createDocument(admin, 'item-codes', { product: hidden.id, itemCode: `SX-${run}-H01` })
  await createDocument(admin, 'gallery-items', { name: `${word} project`, slug: `${slug}-project`, description: 'Goldwork on silk.', status: 'Active' })
  await createDocument(admin, 'gallery-items', { name: `${word} draft`, slug: `${slug}-draft`, description: 'Not shown.', status: 'Inactive' })
})

describe('site search over HTTP', () => {
  it('sends an exact item code, in any case and without the maker prefix, to its product with the code selected, on the same host', async () => {
    for (const query of [`SX-${run}-C01`, `sx-${run}-c01`, `${run}-c01`]) {
      const response = await search(query)
      expect(response.status, query).toBe(307)
      expect(response.headers.location, query).toBe(`/products/${slug}?code=SX-${run}-C01`)
    }
    const zh = await search(`${run}-C02`, chinese)
    expect(zh.status).toBe(307)
    expect(zh.headers.location).toBe(`/products/${slug}?code=SX-${run}-C02`)
  })

  it('lists codes by prefix, then products and gallery items, each group counted', async () => {
    const response = await search(`SX-${run}`)
    expect(response.status).toBe(200)
    expect(response.text).toMatch(/data-search-group="codes" data-total="2"/)
    expect(response.text).toContain('2 item codes')
    expect(response.text).toContain(`href="/products/${slug}?code=SX-${run}-C01"`)
    const words = await search(word)
    expect(words.text).toMatch(/data-search-group="products" data-total="2"/)
    expect(words.text).toContain('2 products')
    expect(words.text).toMatch(/data-search-group="gallery" data-total="1"/)
    expect(words.text).toContain('1 gallery item')
    expect(words.text).toContain('3 results')
    expect(words.text).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(words.text).toContain(`<title>Results for “${word}”`)
    // Shared, a results page shows a title, a description and a picture like every other page (issue 28.2).
    expect(words.text).toContain(`<meta property="og:title" content="Results for “${word}”`)
    expect(words.text).toContain('<meta property="og:description" content="Search the catalogue by item code, and the products, gallery and news by word."')
    expect(words.text).toMatch(/<meta property="og:image" content="[^"]+"/)
    expect(words.text).toContain('<meta property="og:type" content="website"')
  })

  it('answers in Chinese on the zh. host', async () => {
    const response = await search(word, chinese)
    expect(response.status).toBe(200)
    expect(response.text).toContain(`${word} 金線`)
    expect(response.text).toContain('2 項產品')
    expect(response.text).toContain(`「${word}」的搜尋結果`)
  })

  it('never shows Inactive content or its codes', async () => {
    for (const response of [await search(word), await search(`SX-${run}`), await search(`SX-${run}-H01`), await search(word, chinese)]) {
      expect(response.status).toBe(200)
      expect(response.text).not.toContain(`${word} Hidden`)
      expect(response.text).not.toContain(`${word} draft`)
      expect(response.text).not.toContain(`SX-${run}-H01</span>`)
    }
  })

  it('shows the empty and the no-results states', async () => {
    const empty = await english('/search')
    expect(empty.status).toBe(200)
    expect(empty.text).toContain('data-search-empty="no-query"')
    const none = await search(`nothing-${run}`)
    expect(none.status).toBe(200)
    expect(none.text).toContain('data-search-empty="no-results"')
    expect(none.text).toContain(`Nothing found for “nothing-${run}”`)
    expect((await chinese(`/search?q=nothing-${run}`)).text).toContain(`找不到「nothing-${run}」`)
  })

  it('gives a clean answer to odd input, never a 500', async () => {
    const queries = ['x'.repeat(2000), '金'.repeat(600), '%', '_', "' OR 1=1 --", '<script>alert(1)</script>', '\\', '%%__']
    for (const query of queries) {
      const response = await search(query)
      expect(response.status, query.slice(0, 20)).toBe(200)
      expect(response.text).not.toContain('<script>alert(1)</script>')
    }
    // 2,000 Chinese characters are 18 KB of percent-encoding: over Node's limit for a request head, refused before the app.
    expect((await search('金'.repeat(2000))).status).toBe(431)
    expect((await english('/search?q=a&q=b')).status).toBe(200)
    expect((await english('/search?q=a%00b')).status).toBe(400)
  })
})
