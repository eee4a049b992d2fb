import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
const word = `quillon${run}`
const slug = `search-e2e-${run}`
let browser: Browser
let site: { en: string; zh: string }

beforeAll(async () => {
  const admin = await adminSession()
  site = origins(testServer().baseUrl)
  const product = await createDocument(admin, 'products', { name: `${word} Gold`, slug, status: 'Active' }, { name: `${word} 金線` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `QE-${run}-G01`, shadeHex: '#C9A227' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `QE-${run}-G02` })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { lang: 'en', origin: () => site.en, field: 'Search the site', menu: 'Open menu', product: `${word} Gold`, count: '1 product', codes: '2 item codes', none: 'Nothing found' },
  { lang: 'zh', origin: () => site.zh, field: '搜尋網站', menu: '開啟選單', product: `${word} 金線`, count: '1 項產品', codes: '2 個貨品編號', none: '找不到' },
]

/** The header's field at 1280 px; at 390 px, the one in the mobile menu. */
async function searchField(page: Page, viewport: 'mobile' | 'desktop', label: string, menu: string) {
  if (viewport === 'desktop') return page.locator('header').getByRole('searchbox', { name: label, exact: true })
  await page.locator('header').getByRole('button', { name: menu }).click()
  return page.getByTestId('mobile-menu').getByRole('searchbox', { name: label, exact: true })
}

describe.each(LANGUAGES.flatMap((language) => (['mobile', 'desktop'] as const).map((viewport) => ({ ...language, viewport }))))('site search ($lang, $viewport)', (language) => {
  it('searches from the header, shows grouped results, goes to a product by its exact code, and passes axe', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/about`)
    const field = await searchField(page, language.viewport, language.field, language.menu)
    await field.fill(word)
    await field.press('Enter')
    await page.waitForURL(/\/search\?q=/)
    await expect.poll(() => page.locator('[data-search-group="products"]').textContent()).toContain(language.count)
    expect(await page.locator('[data-search-group="products"]').textContent()).toContain(language.product)
    expect(await seriousViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // A code prefix lists the codes; the page's own field keeps the query.
    const pageField = page.locator('main').getByRole('searchbox', { name: language.field, exact: true })
    await pageField.fill(`qe-${run}`)
    await pageField.press('Enter')
    await expect.poll(() => page.locator('[data-search-group="codes"]').textContent()).toContain(language.codes)
    // Each code shows its shade where it has one (issue 28.8).
    expect(await page.locator(`[data-code="QE-${run}-G01"] [data-result-swatch="#C9A227"]`).count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])

    // An exact code, without its maker prefix, opens the product on that code.
    await page.locator('main').getByRole('searchbox', { name: language.field, exact: true }).fill(`${run}-g02`)
    await page.locator('main').getByRole('searchbox', { name: language.field, exact: true }).press('Enter')
    await page.waitForURL(new RegExp(`/products/${slug}\\?code=QE-${run}-G02`))
    expect(new URL(page.url()).origin).toBe(language.origin())
    await expect.poll(() => page.getByRole('radio', { name: `QE-${run}-G02` }).getAttribute('aria-checked')).toBe('true')

    await page.goto(`${language.origin()}/search?q=nothing-${run}`)
    expect(await page.locator('[data-search-empty="no-results"]').textContent()).toContain(language.none)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})

describe('the header field without JavaScript', () => {
  it('submits as a plain form', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    await page.goto(`${site.en}/`)
    await page.locator('header').getByRole('searchbox', { name: 'Search the site', exact: true }).fill(word)
    await page.locator('header').getByRole('searchbox', { name: 'Search the site', exact: true }).press('Enter')
    await page.waitForURL(/\/search\?q=/)
    expect(await page.locator('[data-search-group="products"]').textContent()).toContain('1 product')
    await context.close()
  })
})
