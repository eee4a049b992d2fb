import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { untilHydrated } from '../helpers/admin-browser'
import { adminSession, api, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
const slugs = { main: `gold-${run}`, sibling: `silver-${run}`, hidden: `hidden-${run}` }

async function upload(data: Buffer, name: string, type: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const response = await api('/api/media', { method: 'POST', body: form, session: admin })
  return (response.body.doc as { id: number }).id
}

async function create(collection: string, data: object, locale = 'en'): Promise<{ id: number }> {
  const response = await api(`/api/${collection}?locale=${locale}`, { method: 'POST', body: JSON.stringify(data), session: admin })
  if (response.status !== 201) throw new Error(`${collection}: ${response.status} ${JSON.stringify(response.body)}`)
  return response.body.doc as { id: number }
}

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  const image = await upload(await makeJpeg(900, 900), `cone-${run}.jpg`, 'image/jpeg')
  const pdf = await upload(makePdf(), `catalogue-${run}.pdf`, 'application/pdf')
  const category = await create('categories', { name: `Lamé ${run}`, description: 'Flat metallic yarns.' })
  await api(`/api/categories/${category.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify({ name: `片狀金屬線 ${run}` }), session: admin })
  const main = await create('products', { name: `Celestial Gold ${run}`, slug: slugs.main, description: 'A bright gold metallic thread.', categories: [category.id], image, cataloguePdf: pdf })
  await api(`/api/products/${main.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify({ name: `天穹金線 ${run}` }), session: admin })
  const sibling = await create('products', { name: `Platinum Silver ${run}`, slug: slugs.sibling, description: 'A cool silver metallic thread.', categories: [category.id], image })
  await api(`/api/products/${sibling.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify({ name: `鉑金銀線 ${run}` }), session: admin })
  await create('products', { name: `Hidden Copper ${run}`, slug: slugs.hidden, status: 'Inactive', categories: [category.id] })
  await create('item-codes', { product: main.id, itemCode: `A-${run}`, composition: '70% Polyester, 30% Metallised film', denier: '150D', bleaching: 'Do not bleach', otherTechnicalInfo: 'Needle 75/11', image })
  await create('item-codes', { product: main.id, itemCode: `B-${run}`, composition: '100% Metallised film', shadeHex: '#B8B8C0' })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  { lang: 'en', origin: () => site.en, name: () => `Celestial Gold ${run}`, empty: 'No products found', na: 'N/A', technical: 'Technical Details', notFound: 'Product Not Found', viewport: 'desktop' as const },
  { lang: 'zh', origin: () => site.zh, name: () => `天穹金線 ${run}`, empty: '找不到產品', na: '不適用', technical: '技術細節', notFound: '找不到產品', viewport: 'mobile' as const },
])('catalogue ($lang, $viewport)', (language) => {
  it('filters, searches, reaches the empty state, and never lists an Inactive product', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/products?q=${run}`)
    await expect.poll(() => page.getByRole('heading', { name: language.name() }).count()).toBe(1)
    expect(await page.getByText(`Hidden Copper ${run}`).count()).toBe(0)
    // The "Our Categories" card links to the list filtered to its category (issue 28.19).
    const card = page.locator('[data-category-card] a', { hasText: run })
    expect(await card.getAttribute('href')).toMatch(/^\/products\?category=\d+#product-search$/)
    await page.getByRole('link', { name: new RegExp(run) }).first().click()
    await page.waitForURL(/category=/)
    expect(await page.locator('main article').count()).toBe(2)
    await page.fill('#product-search', `nothing-like-this-${run}`)
    await page.locator('main form[role="search"] button[type="submit"]').click()
    await expect.poll(() => page.getByText(language.empty).isVisible()).toBe(true)
    await page.close()
  })

  it('opens a product, switches item codes and tabs, shows N/A, and offers the PDF', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/products/${slugs.main}`)
    expect(await page.locator('h1').textContent()).toBe(language.name())
    const codeA = page.getByRole('radio', { name: `A-${run}` })
    expect(await codeA.getAttribute('aria-checked')).toBe('true')
    await page.getByRole('radio', { name: `B-${run}` }).click()
    await expect.poll(() => page.url()).toContain(`code=B-${run}`)
    await expect.poll(() => page.getByRole('tabpanel').getByText('100% Metallised film').isVisible()).toBe(true)
    expect(await page.getByRole('tabpanel').getByText(language.na).count()).toBeGreaterThan(0)
    await page.getByRole('tab', { name: language.technical }).click()
    await expect.poll(() => page.getByRole('tabpanel').getByText(language.na).count()).toBe(3)
    const pdf = page.locator('[aria-labelledby="catalogue"] a[download]')
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href)
      return { type: response.headers.get('content-type'), head: Array.from(new Uint8Array(await response.arrayBuffer()).slice(0, 5)) }
    }, (await pdf.getAttribute('href'))!)
    expect(file.type).toContain('application/pdf')
    expect(file.head).toEqual(Array.from(Buffer.from('%PDF-')))
    await page.goto(`${language.origin()}/products/${slugs.main}?code=B-${run}`)
    await expect.poll(() => page.getByRole('radio', { name: `B-${run}` }).getAttribute('aria-checked')).toBe('true')
    // The sibling of the same category first, then other Active products up to the grid's 4; never the Inactive one.
    const related = page.locator('#related ~ ul article')
    expect(await related.count()).toBeGreaterThanOrEqual(1)
    expect(await related.count()).toBeLessThanOrEqual(4)
    expect(await related.first().textContent()).toContain(run)
    expect(await related.filter({ hasText: `Hidden Copper ${run}` }).count()).toBe(0)
    await page.close()
  })

  it('opens on the code in the address without JavaScript, and its choices are links that work without it (issue 28.5, 28.11)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[language.viewport], javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${language.origin()}/products/${slugs.main}?code=B-${run}`)
    expect(response?.status()).toBe(200)
    expect(await page.getByRole('radio', { name: `B-${run}` }).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('radio', { name: `A-${run}` }).getAttribute('aria-checked')).toBe('false')
    expect(await page.getByRole('tabpanel').getByText('100% Metallised film').count()).toBe(1)
    // No picture of its own: its colour, large enough to judge, with a metallic sheen.
    const swatch = page.locator(`[data-shade-preview="B-${run}"] [role="img"]`)
    expect(await swatch.getAttribute('data-finish')).toBe('metallic')
    const look = await swatch.evaluate((element) => ({ colour: getComputedStyle(element).backgroundColor, sheen: getComputedStyle(element).backgroundImage, width: element.getBoundingClientRect().width }))
    expect(look.colour).toBe('rgb(184, 184, 192)')
    expect(look.sheen).toContain('linear-gradient')
    expect(look.width).toBeGreaterThanOrEqual(128)
    // The other code is a link to the page open on it.
    await page.getByRole('radio', { name: `A-${run}` }).click()
    await page.waitForURL(new RegExp(`code=A-${run}#item-codes$`))
    expect(await page.getByRole('radio', { name: `A-${run}` }).getAttribute('aria-checked')).toBe('true')
    expect(await page.getByRole('tabpanel').getByText('150D').count()).toBe(1)
    // A code with a picture of its own shows it.
    expect(await page.locator(`[data-shade-preview="A-${run}"] img`).getAttribute('src')).toMatch(/^\/api\/media\/file\//)
    // The internal route behind ?code= is no address of its own.
    expect((await page.goto(`${language.origin()}/products/${slugs.main}/code/B-${run}`))?.status()).toBe(404)
    await context.close()
  })

  it('moves and chooses with the arrow keys, from one Tab stop (issue 28.10)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/products/${slugs.main}`)
    const radio = (code: string) => page.getByRole('radio', { name: `${code}-${run}` })
    await untilHydrated(radio('A'))
    expect(await page.locator('[role="radiogroup"] [role="radio"][tabindex="0"]').count()).toBe(1)
    await radio('A').focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => radio('B').getAttribute('aria-checked')).toBe('true')
    expect(await radio('B').evaluate((element) => element === document.activeElement)).toBe(true)
    expect(page.url()).toContain(`code=B-${run}`)
    await expect.poll(() => page.getByRole('tabpanel').getByText('100% Metallised film').isVisible()).toBe(true)
    expect(await page.locator('[role="radiogroup"] [role="radio"][tabindex="0"]').textContent()).toContain(`B-${run}`)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => radio('A').getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('End')
    await expect.poll(() => radio('B').getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Home')
    await expect.poll(() => radio('A').getAttribute('aria-checked')).toBe('true')
    await page.close()
  })

  it('answers an Inactive or missing product with Product Not Found and a 404', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    for (const slug of [slugs.hidden, `missing-${run}`]) {
      const response = await page.goto(`${language.origin()}/products/${slug}`)
      expect(response?.status()).toBe(404)
      await expect.poll(() => page.getByRole('heading', { name: language.notFound }).isVisible()).toBe(true)
    }
    await page.close()
  })
})

describe('catalogue accessibility', () => {
  it.each(['desktop', 'mobile'] as const)('has no serious or critical violation on both catalogue pages in both languages (%s)', async (viewport) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] })
    const problems: string[] = []
    for (const url of [`${site.en}/products`, `${site.zh}/products`, `${site.en}/products/${slugs.main}`, `${site.zh}/products/${slugs.main}`]) {
      await page.goto(url, { waitUntil: 'networkidle' })
      problems.push(...(await seriousViolations(page)).map((violation) => `${url}: ${violation}`))
    }
    expect(problems).toEqual([])
    await page.close()
  })
})

describe('product structured data', () => {
  const graphOf = async (slug: string) => {
    const html = await (await fetch(`${site.en}/products/${slug}`)).text()
    return JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)['@graph'] as { '@type': string; [key: string]: unknown }[]
  }

  it('describes a product of several item codes as a group with one variant per code, each at price 0, USD, InStock', async () => {
    const group = (await graphOf(slugs.main)).find((entry) => entry['@type'] === 'ProductGroup')!
    expect(group).toMatchObject({ productGroupID: slugs.main, variesBy: 'https://schema.org/color' })
    const variants = group.hasVariant as { sku: string; url: string; color?: string; offers: object }[]
    expect(variants.map((variant) => variant.sku)).toEqual([`A-${run}`, `B-${run}`])
    expect(variants[1]).toMatchObject({ color: '#B8B8C0', url: `${site.en}/products/${slugs.main}?code=B-${run}` })
    for (const variant of variants) expect(variant.offers).toMatchObject({ price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
  })

  it('describes a product of one item code or none as a Product with its offer', async () => {
    const product = (await graphOf(slugs.sibling)).find((entry) => entry['@type'] === 'Product')!
    expect(product.offers).toMatchObject({ price: 0, priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
  })
})
