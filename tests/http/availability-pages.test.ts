import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getBytesWithHost, getWithHost, type Session } from '../helpers/http'
import { pdfText } from '../helpers/pdf-text'

/**
 * Issue 52.2 and 52.3, the buyer's side of availability, as a browser without JavaScript gets it (the
 * server's HTML and PDFs) in the three site languages: the product page's codes and JSON-LD offers,
 * a discontinued code's page and data sheet with their replacements, the search's marks, and a
 * product whose every code is discontinued leaving the lists and the sitemap but keeping its page.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const slug = `avail-pages-${run}`
const otherSlug = `avail-other-${run}`
const retiredSlug = `avail-retired-${run}`
const type = `Test twist ${run}`
const code = (name: string) => `AP-${run}-${name}`.toUpperCase()
let admin: Session

const hosts = { en: '', 'zh-Hant': 'zh.', 'zh-Hans': 'cn.' } as const
type Language = keyof typeof hosts
const host = (language: Language) => `${hosts[language]}${new URL(baseUrl()).host}`
const page = (language: Language, path: string) => getWithHost(baseUrl(), path, host(language))
const productPage = (language: Language, itemCode?: string, productSlug = slug) => page(language, `/products/${productSlug}${itemCode ? `?code=${encodeURIComponent(itemCode)}` : ''}`)

/** The replacements a discontinued code's notice lists, in order. */
const replacementsIn = (html: string, itemCode: string) => {
  const notice = html.slice(html.indexOf(`data-discontinued-notice="${itemCode}"`))
  const end = notice.indexOf('</section>')
  return [...notice.slice(0, end).matchAll(/data-replacement="([^"]+)"/g)].map((match) => match[1])
}

/** Each variant's sku and offer availability from the page's JSON-LD. */
function offers(html: string): Record<string, string> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown)
  const found: Record<string, string> = {}
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.sku === 'string' && record.offers && typeof record.offers === 'object') found[record.sku] = String((record.offers as Record<string, unknown>).availability)
    Object.values(record).forEach(visit)
  }
  blocks.forEach(visit)
  return found
}

beforeAll(async () => {
  admin = await adminSession()
  const product = (await createDocument(admin, 'products', { name: `Lilac Twist ${run}`, slug, status: 'Active' }, { name: `紫丁香捻線 ${run}` })).id
  const other = (await createDocument(admin, 'products', { name: `Orchid Twist ${run}`, slug: otherSlug, status: 'Active' }, { name: `蘭花捻線 ${run}` })).id
  const retired = (await createDocument(admin, 'products', { name: `Retired Twist ${run}`, slug: retiredSlug, status: 'Active' }, { name: `停產捻線 ${run}` })).id
  const make = async (data: object, zh?: object) => (await createDocument(admin, 'item-codes', { threadType: type, ...data }, zh)).id
  const pinned = await make({ product, itemCode: code('C'), shadeHex: '#B9A6D8' })
  await make({ product, itemCode: code('B'), shadeHex: '#C3A0DE', availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' })
  await make({ product, itemCode: code('L'), shadeHex: '#7E8BC2', availability: 'limited', availabilityNote: 'Only 40 cones left' }, { availabilityNote: '只餘 40 筒' })
  await make({ product, itemCode: code('A'), shadeHex: '#C6A4E0', availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z', replacement: pinned })
  await make({ product: other, itemCode: code('D'), shadeHex: '#C5A5E1' })
  await make({ product: other, itemCode: code('X'), shadeHex: '#C6A4E1', availability: 'discontinued', discontinuedOn: '2026-05-31T12:00:00.000Z' })
  await make({ product: retired, itemCode: code('R'), shadeHex: '#C6A4DF', availability: 'discontinued', discontinuedOn: '2026-03-31T12:00:00.000Z' })
})

describe('the product page', () => {
  it.each([
    ['en', 'Made to order: 6 weeks', 'Limited stock — Only 40 cones left', 'Discontinued on 31 July 2026'],
    ['zh-Hant', '按訂單生產：6 星期', '存貨有限 — 只餘 40 筒', '已於 2026年7月31日 停產'],
    ['zh-Hans', '按订单生产：6 星期', '存货有限 — 只余 40 筒', '已于 2026年7月31日 停产'],
  ] as const)('names each code that is not simply in stock, in %s', async (language, madeToOrder, limited, discontinued) => {
    const answer = await productPage(language)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain(madeToOrder)
    expect(answer.text).toContain(limited)
    expect(answer.text).toContain(discontinued)
    expect(answer.text).toMatch(new RegExp(`data-availability="discontinued"[^>]*>(?:(?!</a>).)*${code('A')}`))
  })

  it.each([
    ['en', 'is discontinued', 'Nearest available replacements', 'Recommended by us', 'In other threads of the same type', 'Orchid Twist'],
    ['zh-Hant', '已停產', '最接近的可供應替代品', '我們推薦', '同類型的其他線材', '蘭花捻線'],
    ['zh-Hans', '已停产', '最接近的可供应替代品', '我们推荐', '同类型的其他线材', '兰花捻线'],
  ] as const)('keeps a discontinued code at its address with a notice and replacements, in %s', async (language, title, heading, recommended, sameType, otherName) => {
    const answer = await productPage(language, code('A'))
    expect(answer.status).toBe(200)
    expect(answer.text).toContain(`data-chosen-availability="discontinued"`)
    for (const words of [title, heading, recommended, sameType, otherName]) expect(answer.text).toContain(words)
    // The pinned code first, then this thread's nearest, then the same type's: none discontinued, none twice.
    expect(replacementsIn(answer.text, code('A'))).toEqual([code('C'), code('B'), code('L'), code('D')])
  })

  it('says the chosen code is in stock, and offers no notice, for an orderable code', async () => {
    const answer = await productPage('en', code('C'))
    expect(answer.text).toContain('data-chosen-availability="in-stock"')
    expect(answer.text).not.toContain(`data-discontinued-notice="${code('C')}"`)
    // The minimum order is in the code's information table.
    expect((await productPage('en', code('B'))).text).toMatch(/Minimum order<\/dt><dd[^>]*>12 cones/)
  })

  it('tells search engines truthfully what each code is', async () => {
    expect(offers((await productPage('en')).text)).toMatchObject({
      [code('A')]: 'https://schema.org/Discontinued',
      [code('B')]: 'https://schema.org/MadeToOrder',
      [code('C')]: 'https://schema.org/InStock',
      [code('L')]: 'https://schema.org/LimitedAvailability',
    })
  })
})

describe("a discontinued code's data sheet", () => {
  it.each([
    ['en', ['Availability', 'Discontinued on 31 July 2026', 'Nearest available replacements', 'Recommended by us']],
    ['zh-Hant', ['供應情況', '已於 2026年7月31日 停產', '最接近的可供應替代品', '我們推薦']],
    ['zh-Hans', ['供应情况', '已于 2026年7月31日 停产', '最接近的可供应替代品', '我们推荐']],
  ] as const)('still answers, and names what to order instead, in %s', async (language, words) => {
    const answer = await getBytesWithHost(baseUrl(), `/products/${slug}/data-sheet/${encodeURIComponent(code('A'))}`, host(language))
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    const text = (await pdfText(answer.body)).replace(/\s+/g, ' ')
    for (const word of words) expect(text).toContain(word)
    expect(text.indexOf(code('C'))).toBeGreaterThan(text.indexOf(words[2]))
    expect(text).toContain(code('D'))
  })

  it('prints a made-to-order lead time and minimum order', async () => {
    const answer = await getBytesWithHost(baseUrl(), `/products/${slug}/data-sheet/${encodeURIComponent(code('B'))}`, host('en'))
    const text = (await pdfText(answer.body)).replace(/\s+/g, ' ')
    expect(text).toContain('Made to order: 6 weeks')
    expect(text).toContain('12 cones')
    expect(text).not.toContain('Nearest available replacements')
  })
})

describe('the site search', () => {
  it.each([
    ['en', 'Made to order: 6 weeks', 'Discontinued on'],
    ['zh-Hant', '按訂單生產：6 星期', '停產'],
    ['zh-Hans', '按订单生产：6 星期', '停产'],
  ] as const)('marks the codes that are not in stock, orderable ones first, in %s', async (language, madeToOrder, discontinued) => {
    const answer = await page(language, `/search?q=${encodeURIComponent(`AP-${run}`)}`)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain(madeToOrder)
    expect(answer.text).toContain(discontinued)
    const order = [...answer.text.matchAll(/data-code="([^"]+)"/g)].map((match) => match[1])
    expect(order.indexOf(code('A'))).toBeGreaterThan(order.indexOf(code('C')))
    expect(order.indexOf(code('R'))).toBeGreaterThan(order.indexOf(code('D')))
  })
})

describe('a product whose every code is discontinued', () => {
  it('leaves the product list and the sitemap', async () => {
    const list = await page('en', `/products?q=${encodeURIComponent(`Twist ${run}`)}`)
    expect(list.status).toBe(200)
    expect(list.text).toContain(`/products/${slug}`)
    expect(list.text).not.toContain(`/products/${retiredSlug}`)
    const sitemap = await api('/sitemap.xml')
    expect(String(sitemap.body)).toContain(`/products/${slug}<`)
    expect(String(sitemap.body)).not.toContain(`/products/${retiredSlug}`)
  })

  it.each([
    ['en', 'Every item code of this thread is discontinued.'],
    ['zh-Hant', '此線材的所有產品編號均已停產。'],
    ['zh-Hans', '此线材的所有产品编号均已停产。'],
  ] as const)('keeps its address with a notice, in %s', async (language, notice) => {
    const answer = await productPage(language, undefined, retiredSlug)
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('data-retired-product')
    expect(answer.text).toContain(notice)
    expect(answer.text).toContain(`data-discontinued-notice="${code('R')}"`)
  })

  it('comes back to the lists when one of its codes is orderable again', async () => {
    const codes = await api(`/api/item-codes?where[itemCode][equals]=${code('R')}&depth=0`, { session: admin })
    const id = (codes.body.docs?.[0] as { id: number }).id
    const back = await api(`/api/item-codes/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ availability: 'made-to-order', leadTimeWeeks: 8 }) })
    expect(back.status).toBe(200)
    expect((await page('en', `/products?q=${encodeURIComponent(`Twist ${run}`)}`)).text).toContain(`/products/${retiredSlug}`)
    expect((await productPage('en', undefined, retiredSlug)).text).not.toContain('data-retired-product')
  })
})
