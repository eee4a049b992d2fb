import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 32, items 2–3, in a real browser: a visitor's product page counts its view and the codes
 * chosen on it once loaded (a headless browser's own user agent is not counted), and the
 * administrator's dashboard draws the figures in both admin languages; an editor's has none.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
let browser: Browser
let admin: Session
const slug = `insight-visit-${run}`
const codes = [`IV1-${run}`.toUpperCase(), `IV2-${run}`.toUpperCase()]

const today = () => new Date().toISOString().slice(0, 10)
async function countOf(figure: string, key: string): Promise<number> {
  const reply = await fetch(`${testServer().baseUrl}/api/insights/export?figure=${figure}&from=${today()}&to=${today()}`, { headers: admin.authHeader })
  const row = (await reply.text()).split('\r\n').map((line) => line.split(',')).find((cells) => cells[1] === key)
  return row ? Number(row[2]) : 0
}

/** Opens the page and waits for its beacon's answer: the count is settled then, whatever it is. */
async function visit(page: Page, path: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/insights/beacon'), { timeout: 30_000 })
  await page.goto(`${testServer().baseUrl}${path}`)
  expect((await answered).status()).toBe(204)
}

beforeAll(async () => {
  admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Insight Visit ${run}`, slug, status: 'Active' })
  for (const [index, itemCode] of codes.entries()) await createDocument(admin, 'item-codes', { itemCode, product: product.id, shadeHex: index ? '#1d3557' : '#c9a227' })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe('a visitor', () => {
  it("counts a product page's view and the codes chosen on it, and a headless browser's visit not at all", async () => {
    const headless = await browser.newContext()
    await visit(await headless.newPage(), `/products/${slug}`)
    expect(await countOf('views', slug)).toBe(0)
    await headless.close()

    const person = await browser.newContext({ userAgent: PERSON })
    const page = await person.newPage()
    await visit(page, `/products/${slug}`)
    expect(await countOf('views', slug)).toBe(1)
    const chosen = page.waitForResponse((response) => response.url().endsWith('/api/insights/beacon'), { timeout: 30_000 })
    await page.getByRole('radio', { name: codes[1] }).click()
    await chosen
    expect(await countOf('codes', codes[1]!)).toBe(1)
    // The code the page opened on was shown, not chosen.
    expect(await countOf('codes', codes[0]!)).toBe(0)
    await person.close()
  })
})

const LANGUAGES = [
  { payloadLanguage: 'en', title: 'What buyers look at and ask for', views: 'Product views', topProducts: 'Most viewed products' },
  { payloadLanguage: 'zh-TW', title: '買家瀏覽及查詢的內容', views: '產品瀏覽', topProducts: '最多瀏覽的產品' },
] as const

describe.each(LANGUAGES)('the dashboard ($payloadLanguage)', (language) => {
  it('draws the figures for an administrator, with a table behind the chart, and none for an editor', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openAdmin(page, `${testServer().baseUrl}/admin`)
    const panel = page.locator('[data-insights]')
    await panel.waitFor({ timeout: 30_000 })
    expect(await panel.getByRole('heading', { level: 2 }).textContent()).toBe(language.title)
    const views = (await api('/api/insights/summary', { session: admin })).body as { perDay: { views: number[] } }
    const total = views.perDay.views.reduce((sum, value) => sum + value, 0)
    expect(Number(await panel.locator('[data-insights-total="views"]').getAttribute('data-count'))).toBe(total)
    expect(await panel.locator('[data-insights-total="views"] th').textContent()).toBe(language.views)
    // The chart's figures as a table for screen readers: one row per day of the 90.
    for (const chart of ['views', 'requests']) expect(await panel.locator(`[data-insights-chart="${chart}"] table tbody tr`).count()).toBe(90)
    expect(await panel.locator('[data-insights-top="products"] h3').textContent()).toBe(language.topProducts)
    expect(await panel.locator(`[data-insights-top="products"] [data-key="${slug}"]`).count()).toBe(1)
    expect(await seriousViolations(page, ['[data-insights]'])).toEqual([])
    await context.close()

    const account = { email: `insights-${language.payloadLanguage.toLowerCase()}-${run}@example.com`, password: 'insights-password-0123456789' }
    expect((await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...account, name: 'Insight Editor', role: 'editor' }) })).status).toBe(201)
    const editor = await adminPage(browser, language.payloadLanguage, undefined, account)
    await openAdmin(editor.page, `${testServer().baseUrl}/admin`)
    await editor.page.locator('[data-waiting-for-me]').waitFor({ timeout: 30_000 })
    expect(await editor.page.locator('[data-insights]').count()).toBe(0)
    await editor.context.close()
  })
})
