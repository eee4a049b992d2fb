import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 30.2: the colour card's family filter works without JavaScript, by keyboard, at 390 and 1280 px, in both languages.
 * Issue 52: "Available now" works with JavaScript on too (the link is then followed by the client-side router).
 */
const run = Date.now().toString(36)
const slug = `card-filter-${run}`
const availabilitySlug = `card-available-${run}`
let browser: Browser

beforeAll(async () => {
  const admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Card Filter ${run}`, slug, status: 'Active' }, { name: `篩選金線 ${run}` })
  for (const [code, hex] of [['G1', '#C9A227'], ['G2', '#D8B863'], ['S1', '#B8B8C0'], ['R1', '#B22234']]) {
    await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CF-${code}-${run}`, shadeHex: hex })
  }
  const mixed = await createDocument(admin, 'products', { name: `Card Available ${run}`, slug: availabilitySlug, status: 'Active' }, { name: `現貨色卡 ${run}` })
  await createDocument(admin, 'item-codes', { product: mixed.id, itemCode: `CA-1-${run}`, shadeHex: '#C9A227' })
  await createDocument(admin, 'item-codes', { product: mixed.id, itemCode: `CA-2-${run}`, shadeHex: '#D8B863', availability: 'made-to-order', leadTimeWeeks: 5 })
  await createDocument(admin, 'item-codes', { product: mixed.id, itemCode: `CA-3-${run}`, shadeHex: '#B8B8C0', availability: 'discontinued', discontinuedOn: '2026-01-31' })
  await createDocument(admin, 'item-codes', { product: mixed.id, itemCode: `CA-4-${run}`, shadeHex: '#B22234', availability: 'limited' })
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

describe.each([
  ['en', VIEWPORTS.desktop, 'Available now', 'All shades'],
  ['zh', VIEWPORTS.mobile, '現可供應', '全部顏色'],
] as const)('the colour card\'s Available now, with JavaScript on (%s)', (language, viewport, availableNow, all) => {
  it('shows only the codes in stock or limited, marks the link as the page shown, and all again', async () => {
    const context = await browser.newContext({ viewport })
    const page = await context.newPage()
    try {
      await page.goto(`${origins(testServer().baseUrl)[language]}/products/${availabilitySlug}/colours`)
      const shown = () => page.locator('[data-card-shade]').filter({ visible: true }).evaluateAll((items) => items.map((item) => item.getAttribute('data-card-shade')))
      const filter = page.locator('[data-availability-filter]')
      expect(await shown()).toEqual([`CA-1-${run}`, `CA-2-${run}`, `CA-3-${run}`, `CA-4-${run}`])
      // Once the page's scripts run, a link is followed by the router: the test waits for them, then clicks.
      await page.waitForFunction(() => document.readyState === 'complete')
      await filter.getByRole('link', { name: availableNow }).click()
      await page.waitForURL(/\?available=now$/)
      await expect.poll(shown).toEqual([`CA-1-${run}`, `CA-4-${run}`])
      expect(await filter.getByRole('link', { name: availableNow }).getAttribute('aria-current')).toBe('page')
      expect(await filter.getByRole('link', { name: all }).getAttribute('aria-current')).toBeNull()
      await filter.getByRole('link', { name: all }).click()
      await page.waitForURL((url) => url.search === '')
      await expect.poll(shown).toHaveLength(4)
      expect(await filter.getByRole('link', { name: all }).getAttribute('aria-current')).toBe('page')
      expect(await seriousViolations(page)).toEqual([])
    } finally {
      await context.close()
    }
  })
})
