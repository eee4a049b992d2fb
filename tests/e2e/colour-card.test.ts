import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/** Issue 30.2: the colour card's family filter works without JavaScript, by keyboard, at 390 and 1280 px, in both languages. */
const run = Date.now().toString(36)
const slug = `card-filter-${run}`
let browser: Browser

beforeAll(async () => {
  const admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Card Filter ${run}`, slug, status: 'Active' }, { name: `篩選金線 ${run}` })
  for (const [code, hex] of [['G1', '#C9A227'], ['G2', '#D8B863'], ['S1', '#B8B8C0'], ['R1', '#B22234']]) {
    await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CF-${code}-${run}`, shadeHex: hex })
  }
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  ['en', VIEWPORTS.desktop, 'Golds', 'All shades'],
  ['zh', VIEWPORTS.mobile, '金色', '全部顏色'],
] as const)('the colour card filter (%s)', (language, viewport, golds, all) => {
  it('shows only the chosen family, with JavaScript off, and all again', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport })
    const page = await context.newPage()
    await page.goto(`${origins(testServer().baseUrl)[language]}/products/${slug}/colours`)
    const shown = () => page.locator('[data-card-shade]').filter({ visible: true }).evaluateAll((items) => items.map((item) => item.getAttribute('data-card-shade')))
    expect(await shown()).toHaveLength(4)
    await page.getByText(golds, { exact: true }).click()
    expect(await shown()).toEqual([`CF-G1-${run}`, `CF-G2-${run}`])
    // By keyboard: the radio group moves with the arrow keys.
    await page.keyboard.press('ArrowLeft')
    expect(await shown()).toHaveLength(4)
    expect(await page.getByRole('radio', { name: all }).isChecked()).toBe(true)
    await context.close()
    // axe runs as a script of the page's own: in a context that runs them.
    const scripted = await browser.newContext({ viewport })
    const card = await scripted.newPage()
    await card.goto(`${origins(testServer().baseUrl)[language]}/products/${slug}/colours`)
    expect(await seriousViolations(card)).toEqual([])
    await scripted.close()
  })
})
