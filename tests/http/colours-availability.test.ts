import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 52 in the colours domain as the server sends it (so as a visitor without JavaScript sees
 * it), in the three site languages: the colour finder and the conversion chart never offer a
 * discontinued code as the nearest (not even one pinned as an equivalent before it was
 * discontinued); the colour card marks each code not in stock in the page's words, and
 * ?available=now (a plain link) shows only the codes in stock or in limited stock, its state
 * shown and undone by a link; a card whose every code is discontinued leaves the sitemap and still
 * answers. This file's codes are olives no other file uses (#6B8E23 and its neighbours), so the
 * nearest to them are its own whatever ran before it.
 */
let admin: Session
const run = Date.now().toString(36)
const number = String(20_000 + (Date.now() % 79_999))
const slug = `olive-card-${run}`
const goneSlug = `olive-gone-${run}`
const code = (n: number) => `AVC-${run}-${n}`
const goneCode = `AVG-${run}-1`
const reference = `Madeira Olive ${run} ${number}`
const host = (language: Language) => `${{ en: '', 'zh-Hant': 'zh.', 'zh-Hans': 'cn.' }[language]}${new URL(baseUrl()).host}`
const get = (language: Language, path: string) => getWithHost(baseUrl(), path, host(language))
type Language = 'en' | 'zh-Hant' | 'zh-Hans'

/** Each swatch of a colour card: its code and the words of its availability mark, if it has one. */
function swatches(html: string) {
  return [...html.matchAll(/<li data-family="[^"]*" data-card-shade="([^"]+)">([\s\S]*?)<\/li>/g)].map(([, shade = '', body = '']) => ({
    code: shade,
    mark: /<span data-availability="([^"]+)"[^>]*>([^<]+)<\/span>/.exec(body)?.slice(1, 3).join(': '),
  }))
}
/** The colour finder's result cards (the first list of results on the page): code and availability mark. */
function results(html: string) {
  const list = /<ol[^>]*data-results[^>]*>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? ''
  return [...list.matchAll(/<li data-code="([^"]+)">([\s\S]*?)<\/li>/g)].map(([, shade = '', body = '']) => ({
    code: shade,
    pinned: body.includes('data-pinned'),
    mark: /<span data-availability="([^"]+)"[^>]*>([^<]+)<\/span>/.exec(body)?.slice(1, 3).join(': '),
  }))
}
/** The Availability filter's links: where each goes, its words, and which is the page shown. */
function filterLinks(html: string) {
  const nav = /<nav [^>]*data-availability-filter[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? ''
  return [...nav.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map(([, attributes = '', text]) => ({
    href: /href="([^"]+)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&'),
    text,
    current: attributes.includes('aria-current="page"'),
  }))
}

beforeAll(async () => {
  admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Olive Card ${run}`, slug, status: 'Active' }, { name: `橄欖色卡 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: code(1), shadeHex: '#8FA84A' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: code(2), shadeHex: '#5E7F1E', availability: 'made-to-order', leadTimeWeeks: 6 })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: code(3), shadeHex: '#A3B85C', availability: 'limited', availabilityNote: 'Last 40 cones' }, { availabilityNote: '只餘 40 筒' })
  const old = await createDocument(admin, 'item-codes', { product: product.id, itemCode: code(4), shadeHex: '#6B8E23' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: code(5), shadeHex: '#708F2A' })
  // Another brand's olive, pinned to the exact code while it was made; then the code is discontinued.
  await createDocument(admin, 'shade-references', { brand: 'Madeira', line: `Olive ${run}`, code: number, name: 'Olive', hex: '#6B8E23', equivalent: old.id })
  const discontinued = await api(`/api/item-codes/${old.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ availability: 'discontinued', discontinuedOn: '2026-03-31' }) })
  expect(discontinued.status).toBe(200)
  // A thread whose every code is discontinued, the nearest of all to the same olive.
  const gone = await createDocument(admin, 'products', { name: `Olive Gone ${run}`, slug: goneSlug, status: 'Active' })
  await createDocument(admin, 'item-codes', { product: gone.id, itemCode: goneCode, shadeHex: '#6C8F24', availability: 'discontinued', discontinuedOn: '2026-02-28' })
})

describe.each([
  ['en', 'Made to order: 6 weeks', 'Limited stock — Last 40 cones', 'Discontinued on 31 March 2026', 'All shades', 'Available now', 'Only codes in stock or in limited stock', '3 of 5 shades available now'],
  ['zh-Hant', '按訂單生產：6 星期', '存貨有限 — 只餘 40 筒', '已於 2026年3月31日 停產', '全部顏色', '現可供應', '只顯示現貨或存貨有限的編號', '共 5 種顏色，其中 3 種現可供應'],
  ['zh-Hans', '按订单生产：6 星期', '存货有限 — 只余 40 筒', '已于 2026年3月31日 停产', '全部颜色', '现可供应', '只显示现货或存货有限的编号', '共 5 种颜色，其中 3 种现可供应'],
] as const)('availability in the colours pages (%s)', (language, madeToOrder, limited, discontinuedOn, all, availableNow, hint, count) => {
  it('the colour finder never offers a discontinued code as the nearest, and marks the codes not in stock', async () => {
    const page = await get(language, '/colours?hex=6b8e23')
    expect(page.status).toBe(200)
    const found = results(page.text)
    // Six when the server's catalogue has as many orderable shades; this file's own four at the least.
    expect(found.length).toBeGreaterThanOrEqual(4)
    expect(found.length).toBeLessThanOrEqual(6)
    // The exact colour and the nearest of all are discontinued: the nearest orderable comes first.
    expect(found[0]).toEqual({ code: code(5), pinned: false, mark: undefined })
    expect(found.map((result) => result.code)).not.toContain(code(4))
    expect(found.map((result) => result.code)).not.toContain(goneCode)
    expect(found.find((result) => result.code === code(2))?.mark).toBe(`made-to-order: ${madeToOrder}`)
    expect(found.find((result) => result.code === code(3))?.mark).toBe(`limited: ${limited}`)
    expect(found.find((result) => result.code === code(1))?.mark).toBeUndefined()
    expect(page.text).not.toContain('data-availability="discontinued"')
  })

  it('the conversion chart and the finder pass over an equivalent pinned before it was discontinued', async () => {
    const chart = (await get(language, '/colours/convert')).text
    const start = chart.indexOf(`data-conversion-row="${reference}"`)
    expect(start).toBeGreaterThan(0)
    const row = chart.slice(start, chart.indexOf('</tr>', start))
    expect(/data-nearest-code="([^"]+)"/.exec(row)?.[1]).toBe(code(5))
    expect(chart).not.toContain(`data-nearest-code="${code(4)}"`)
    expect(chart).not.toContain(`data-nearest-code="${goneCode}"`)
    const conversion = results((await get(language, `/colours?hex=${encodeURIComponent(reference)}`)).text)
    expect(conversion[0]).toEqual({ code: code(5), pinned: false, mark: undefined })
    expect(conversion.map((result) => result.code)).not.toContain(code(4))
    expect(conversion.map((result) => result.code)).not.toContain(goneCode)
  })

  it('the colour card marks each code not in stock in the page’s words, and offers "Available now"', async () => {
    const page = await get(language, `/products/${slug}/colours`)
    expect(page.status).toBe(200)
    expect(swatches(page.text)).toEqual([
      { code: code(1), mark: undefined },
      { code: code(2), mark: `made-to-order: ${madeToOrder}` },
      { code: code(3), mark: `limited: ${limited}` },
      { code: code(4), mark: `discontinued: ${discontinuedOn}` },
      { code: code(5), mark: undefined },
    ])
    expect(filterLinks(page.text)).toEqual([
      { href: `/products/${slug}/colours`, text: all, current: true },
      { href: `/products/${slug}/colours?available=now`, text: availableNow, current: false },
    ])
    expect(page.text).toContain(hint)
  })

  it('?available=now shows only the codes in stock or in limited stock, says so, and links back to the whole card', async () => {
    const page = await get(language, `/products/${slug}/colours?available=now`)
    expect(page.status).toBe(200)
    expect(swatches(page.text)).toEqual([
      { code: code(1), mark: undefined },
      { code: code(3), mark: `limited: ${limited}` },
      { code: code(5), mark: undefined },
    ])
    expect(filterLinks(page.text)).toEqual([
      { href: `/products/${slug}/colours`, text: all, current: false },
      { href: `/products/${slug}/colours?available=now`, text: availableNow, current: true },
    ])
    expect(page.text).toMatch(new RegExp(`<p [^>]*data-card-count[^>]*>${count}</p>`))
    // Like a filtered list: not indexed, the whole card its canonical address.
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page.text)?.[1]).toMatch(new RegExp(`^https?://${host(language).replace(/\./g, '\\.')}/products/${slug}/colours$`))
    expect(/<meta name="robots" content="([^"]+)"/.exec(page.text)?.[1]).toBe('noindex, follow')
  })
})

describe('the filtered colour card', () => {
  it('is a cached page like the card itself, and its internal address is private', async () => {
    await get('en', `/products/${slug}/colours?available=now`)
    expect((await get('en', `/products/${slug}/colours?available=now`)).headers['x-nextjs-cache']).toBe('HIT')
    expect((await get('en', `/products/${slug}/colours/available-now`)).status).toBe(404)
  })

  it('says so when no code of the thread is available now, and still links back to all', async () => {
    const page = await get('en', `/products/${goneSlug}/colours?available=now`)
    expect(page.status).toBe(200)
    expect(swatches(page.text)).toEqual([])
    expect(page.text).toContain('None of these shades is available now')
    expect(filterLinks(page.text).find((link) => link.current === false)?.href).toBe(`/products/${goneSlug}/colours`)
  })

  it('follows a save: a code back in stock shows at once', async () => {
    const made = await api(`/api/item-codes?where[itemCode][equals]=${code(2)}&depth=0`, { session: admin })
    const id = (made.body.docs?.[0] as { id: number }).id
    expect((await api(`/api/item-codes/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ availability: 'in-stock' }) })).status).toBe(200)
    await expect.poll(async () => swatches((await get('en', `/products/${slug}/colours?available=now`)).text).map((swatch) => swatch.code), { timeout: 30_000 }).toEqual([code(1), code(2), code(3), code(5)])
  })
})

describe('the sitemap', () => {
  it("leaves out a thread whose every code is discontinued, its page and its colour card, which still answer", async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    const origin = new URL(baseUrl()).origin
    expect(sitemap).toContain(`<loc>${origin}/products/${slug}/colours</loc>`)
    expect(sitemap).not.toContain(`/products/${goneSlug}/colours</loc>`)
    expect(sitemap).not.toContain(`/products/${goneSlug}</loc>`)
    expect((await get('en', `/products/${goneSlug}`)).status).toBe(200)
    const card = await get('en', `/products/${goneSlug}/colours`)
    expect(card.status).toBe(200)
    expect(swatches(card.text)).toEqual([{ code: goneCode, mark: 'discontinued: Discontinued on 28 February 2026' }])
  })
})
