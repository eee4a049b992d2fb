import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 52.2 and 52.3 with JavaScript on: choosing a code in the product page's picker shows its
 * availability in place, and a discontinued one its notice with the replacements, each a link to
 * the replacement's own page; nothing serious for axe, on a phone and a desktop, in both scripts.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const slug = `avail-e2e-${run}`
const code = (name: string) => `AE-${run}-${name}`.toUpperCase()
let browser: Browser
let admin: Session
let site: { en: string; zh: string }

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  const product = (await createDocument(admin, 'products', { name: `Heather Twist ${run}`, slug, status: 'Active' }, { name: `石楠捻線 ${run}` })).id
  const make = async (data: object) => (await createDocument(admin, 'item-codes', { product, threadType: `E2E twist ${run}`, ...data })).id
  const pinned = await make({ itemCode: code('C'), shadeHex: '#B9A6D8' })
  await make({ itemCode: code('B'), shadeHex: '#C3A0DE', availability: 'made-to-order', leadTimeWeeks: 5 })
  await make({ itemCode: code('A'), shadeHex: '#C6A4E0', availability: 'discontinued', discontinuedOn: '2026-08-31T12:00:00.000Z', replacement: pinned })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  { lang: 'en', origin: () => site.en, viewport: 'desktop' as const, madeToOrder: 'Made to order: 5 weeks', title: `${code('A')} is discontinued`, inStock: 'In stock' },
  { lang: 'zh', origin: () => site.zh, viewport: 'mobile' as const, madeToOrder: '按訂單生產：5 星期', title: `${code('A')} 已停產`, inStock: '現貨供應' },
])('the product page with JavaScript ($lang, $viewport)', (language) => {
  it('shows the chosen code’s availability in place, and a discontinued code’s replacements', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/products/${slug}`)
    const chosen = page.locator('[data-chosen-availability]')
    // Without a code in the address the page opens on the first code that can still be ordered (B), not on A.
    await expect.poll(() => chosen.getAttribute('data-chosen-availability')).toBe('made-to-order')
    await expect.poll(() => chosen.textContent()).toContain(language.madeToOrder)
    const radios = page.getByRole('radio')
    await radios.filter({ hasText: code('C') }).click()
    await expect.poll(() => chosen.textContent()).toContain(language.inStock)
    expect(await page.locator('[data-discontinued-notice]').count()).toBe(0)
    await radios.filter({ hasText: code('A') }).click()
    await expect.poll(() => page.getByRole('heading', { name: language.title }).count()).toBe(1)
    expect(page.url()).toContain(`code=${encodeURIComponent(code('A'))}`)
    expect(await seriousViolations(page)).toEqual([])
    // The pinned replacement leads to its own page, open on it.
    await page.locator(`[data-replacement="${code('C')}"]`).first().click()
    await expect.poll(() => page.url()).toContain(`code=${encodeURIComponent(code('C'))}`)
    await expect.poll(() => chosen.getAttribute('data-chosen-availability')).toBe('in-stock')
    await page.close()
  })
})
