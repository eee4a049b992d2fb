import { PDFDocument, PDFName } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getBytesWithHost, getWithHost, type Session } from '../helpers/http'
import { embeddedFonts } from '../helpers/pdf-fonts'

/**
 * The Simplified Chinese site (issue 31): the cn. host shows every page in Simplified Chinese,
 * converted from the Traditional content as it is read, with an administrator's own wordings; a
 * search finds the Traditional text in either script on every site.
 */
const run = Date.now().toString(36)
const slug = `simplified-${run}`
const code = `SC-${run}-1`
let admin: Session
let productId: number

const host = (prefix: '' | 'zh.' | 'cn.') => `${prefix}${new URL(baseUrl()).host}`
const cn = (path: string) => getWithHost(baseUrl(), path, host('cn.'))
const zh = (path: string) => getWithHost(baseUrl(), path, host('zh.'))
const en = (path: string) => getWithHost(baseUrl(), path, host(''))
const cnOrigin = () => baseUrl().replace('://', '://cn.')

/** The text of a page's <main>, tags removed: what a reader sees there. */
const mainText = (html: string) => (html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

async function saveWordings(values: Record<string, string>, simplified: Record<string, string | null>) {
  const response = await api('/api/translations/save', { method: 'POST', body: JSON.stringify({ slug: 'products', id: productId, values, simplified }), session: admin })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

beforeAll(async () => {
  admin = await adminSession()
  productId = (
    await createDocument(
      admin,
      'products',
      { name: `Imperial Flat Gold ${run}`, slug, description: 'A flat gold thread for couching.', status: 'Active' },
      { name: `御品平金線 ${run}`, description: '適用於釘線繡的平金線，擁有日本自設廠房生產。' },
    )
  ).id
  await createDocument(admin, 'item-codes', { product: productId, itemCode: code, shadeHex: '#C9A227', composition: '70% Polyester' }, { composition: '七成聚酯纖維' })
})

describe('the Simplified Chinese site on cn.', () => {
  it.each(['/', '/about', '/products', `/products/${slug}`, '/resources', '/news', '/contact', '/search?q=gold', '/colours', '/request'])('answers %s in Simplified Chinese, with hreflang to all three sites', async (path) => {
    const page = await cn(path)
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html lang="zh-Hans-CN"')
    // The navigation in Simplified script, not in Traditional.
    expect(page.text).toContain('>产品<')
    expect(page.text).not.toContain('>產品<')
    const visible = path.split('?')[0]!
    const suffix = visible === '/' ? '' : visible
    for (const [lang, origin] of [['en', baseUrl()], ['zh-Hant', baseUrl().replace('://', '://zh.')], ['zh-Hans', cnOrigin()], ['x-default', baseUrl()]] as const) {
      if (path.includes('?') || path === '/request') continue
      expect(page.text, lang).toContain(`hrefLang="${lang}" href="${origin}${suffix}"`)
    }
  })

  it('answers an unknown address with the Simplified 404 page', async () => {
    const page = await cn(`/products/no-such-${run}`)
    expect(page.status).toBe(404)
    expect(page.text).toContain('<html lang="zh-Hans-CN"')
    expect(page.text).toContain('找不到')
  })

  it('shows the Traditional content converted, and the English and Traditional sites as they were', async () => {
    const simplified = mainText((await cn(`/products/${slug}`)).text)
    expect(simplified).toContain(`御品平金线 ${run}`)
    expect(simplified).toContain('适用于钉线绣的平金线，拥有日本自设厂房生产。')
    expect(simplified).toContain('七成聚酯纤维')
    expect(simplified).not.toContain('金線')
    expect(mainText((await zh(`/products/${slug}`)).text)).toContain(`御品平金線 ${run}`)
    expect(mainText((await en(`/products/${slug}`)).text)).toContain(`Imperial Flat Gold ${run}`)
  })

  it("shows an administrator's own wording instead of the conversion, flags it when the Traditional text changes, and shows the conversion again once it is cleared", async () => {
    await saveWordings({}, { name: `御制平金线 ${run}` })
    expect(mainText((await cn(`/products/${slug}`)).text)).toContain(`御制平金线 ${run}`)
    // Only the Simplified site: the Traditional one keeps its own text.
    expect(mainText((await zh(`/products/${slug}`)).text)).toContain(`御品平金線 ${run}`)
    const record = async () => (await api(`/admin/translations/products/${productId}`, { session: admin, headers: { Accept: 'text/html' } })).body as unknown as string
    expect(String(await record())).not.toContain('data-needs-review')
    // The Traditional text changes: the wording stays on the Simplified site and is flagged for review.
    await saveWordings({ name: `御品平金線（新） ${run}` }, {})
    expect(mainText((await cn(`/products/${slug}`)).text)).toContain(`御制平金线 ${run}`)
    expect(String(await record())).toContain('data-needs-review')
    const overview = String((await api('/admin/translations', { session: admin, headers: { Accept: 'text/html' } })).body)
    expect(overview).toContain(`data-own-wording-row="products/${productId}/name"`)
    await saveWordings({}, { name: null })
    expect(mainText((await cn(`/products/${slug}`)).text)).toContain(`御品平金线（新） ${run}`)
    expect(String(await record())).not.toContain('data-needs-review')
  })

  it('refuses a wording for a text the record does not have, and a wording from a visitor', async () => {
    const unknown = await api('/api/translations/save', { method: 'POST', body: JSON.stringify({ slug: 'products', id: productId, values: {}, simplified: { nonsense: '字' } }), session: admin })
    expect(unknown.status).toBe(400)
    const anonymous = await api('/api/translations/save', { method: 'POST', body: JSON.stringify({ slug: 'products', id: productId, values: {}, simplified: { name: '字' } }) })
    expect(anonymous.status).toBe(403)
    const rest = await api('/api/simplified-texts', { method: 'POST', body: JSON.stringify({ source: 'products', record: String(productId), key: 'name', text: '字' }) })
    expect(rest.status).toBe(403)
    expect((await api('/api/simplified-texts')).status).toBe(403)
  })

  it('lists the Simplified pages with their alternates in the sitemap', async () => {
    const text = String((await api('/sitemap.xml')).body)
    expect(text).toContain(`<loc>${cnOrigin()}/about</loc>`)
    expect(text).toContain(`hreflang="zh-Hans" href="${cnOrigin()}/about"`)
    expect(text).toContain(`hreflang="x-default" href="${baseUrl()}/about"`)
  })
})

describe('search in either script', () => {
  // A result links to the product; the page also repeats the query, so the run's mark alone would not tell.
  const finds = (page: { text: string }) => page.text.includes(`href="/products/${slug}"`)
  it.each([
    ['cn.', '平金线'],
    ['cn.', '平金線'],
    ['zh.', '平金线'],
    ['', '平金线'],
    ['', '平金線'],
  ] as const)('on %s finds the Traditional product by %s', async (prefix, query) => {
    const page = await getWithHost(baseUrl(), `/search?q=${encodeURIComponent(`${query} ${run}`)}`, host(prefix))
    expect(page.status).toBe(200)
    expect(finds(page)).toBe(true)
  })

  it('finds nothing for a Chinese word the product does not hold', async () => {
    expect(finds(await cn(`/search?q=${encodeURIComponent(`绒光 ${run}`)}`))).toBe(false)
  })
})

describe('the Simplified data sheet and colour card', () => {
  it('is a PDF in Simplified Chinese, set in a font that has its characters', async () => {
    const sheet = await getBytesWithHost(baseUrl(), `/products/${slug}/data-sheet/${encodeURIComponent(code)}`, host('cn.'))
    expect(sheet.status).toBe(200)
    expect(sheet.headers['content-type']).toBe('application/pdf')
    expect(String(sheet.headers['content-disposition'])).toContain(`${code}-data-sheet-zh-Hans.pdf`)
    const characters = new Set((await embeddedFonts(sheet.body)).flatMap((font) => [...font.characters]))
    for (const character of '平金线聚酯纤维') expect(characters.has(character), character).toBe(true)
    expect(characters.has('線')).toBe(false)
    const doc = await PDFDocument.load(sheet.body, { updateMetadata: false })
    expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toBe('(zh-Hans-CN)')
  })

  it('prints the colour card in Simplified Chinese too', async () => {
    const card = await getBytesWithHost(baseUrl(), `/products/${slug}/colours.pdf`, host('cn.'))
    expect(card.status).toBe(200)
    expect(String(card.headers['content-disposition'])).toContain(`${slug}-colour-card-zh-Hans.pdf`)
    const characters = new Set((await embeddedFonts(card.body)).flatMap((font) => [...font.characters]))
    for (const character of '平金线') expect(characters.has(character), character).toBe(true)
    expect(characters.has('線')).toBe(false)
  })
})
