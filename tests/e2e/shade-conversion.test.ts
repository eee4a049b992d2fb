import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, api, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 30.1 in the browser: a buyer types another brand's shade into the colour finder and gets
 * the nearest item codes (with JavaScript), and the conversion chart works without it; axe finds
 * nothing serious on either, at 1280 px in English and 390 px in Chinese.
 */
const run = Date.now().toString(36)
const code = String(20_000 + (Date.now() % 79_999))
const teal = `CB-TEAL-${run}`
let browser: Browser

beforeAll(async () => {
  const admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Conversion Teal ${run}`, slug: `conversion-teal-${run}`, status: 'Active' }, { name: `對照青線 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: teal, shadeHex: '#1D6F73' })
  const csv = ['brand,line,code,name,name_zh,hex,equivalent_item_code,demo', `Gunold,Poly Sparkle,${code},Teal,青色,#1D6F73,,yes`].join('\n')
  const imported = await api('/api/shade-references/import', { method: 'POST', body: csv, session: admin, headers: { 'Content-Type': 'text/csv' } })
  expect(imported.status).toBe(200)
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  ['en', VIEWPORTS.desktop, "Hex, RGB or another brand's shade", 'Exact match'],
  ['zh', VIEWPORTS.mobile, '十六進位、RGB 或其他品牌色號', '完全相符'],
] as const)('shade conversion (%s)', (language, viewport, label, exact) => {
  it('converts a typed reference in the colour finder; the chart works without JavaScript', async () => {
    const page = await browser.newPage({ viewport })
    await page.goto(`${origins(testServer().baseUrl)[language]}/colours`)
    await page.getByLabel(label).fill(`gunold ${code}`)
    await page.getByLabel(label).press('Enter')
    await page.waitForURL(/hex=/)
    const first = page.locator(`[data-reference="Gunold Poly Sparkle ${code}"] [data-results] li`).first()
    await expect.poll(() => first.getAttribute('data-code')).toBe(teal)
    expect(await first.textContent()).toContain(exact)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()

    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const chart = await context.newPage()
    await chart.goto(`${origins(testServer().baseUrl)[language]}/colours/convert`)
    // Never wider than the screen: at 390 px the table fitted only by panning the page (issue 50.5).
    expect(await chart.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    const row = chart.locator(`[data-conversion-row="Gunold Poly Sparkle ${code}"]`)
    expect(await row.locator('[data-nearest-code]').getAttribute('data-nearest-code')).toBe(teal)
    await row.getByRole('link', { name: new RegExp(code) }).click()
    await chart.waitForURL(/hex=/)
    expect(await chart.locator(`[data-reference="Gunold Poly Sparkle ${code}"]`).count()).toBe(1)
    await context.close()
    const scripted = await browser.newPage({ viewport })
    await scripted.goto(`${origins(testServer().baseUrl)[language]}/colours/convert`)
    expect(await seriousViolations(scripted)).toEqual([])
    await scripted.close()
  })
})
