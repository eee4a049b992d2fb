import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
const slug = `colour-e2e-${run}`
let browser: Browser
let site: { en: string; zh: string }

beforeAll(async () => {
  const admin = await adminSession()
  site = origins(testServer().baseUrl)
  const product = await createDocument(admin, 'products', { name: `Browser Gold ${run}`, slug, status: 'Active' }, { name: `瀏覽器金線 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CE-${run}-1`, shadeHex: '#B87333' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CE-${run}-2`, shadeHex: '#BC7838' })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { lang: 'en', origin: () => site.en, label: "Hex, RGB or another brand's shade", find: 'Find item codes', exact: 'Exact match', bad: 'is not a colour we can read', family: 'All Coppers', product: () => `Browser Gold ${run}`, link: 'Find by colour' },
  { lang: 'zh', origin: () => site.zh, label: '十六進位、RGB 或其他品牌色號', find: '搜尋貨品編號', exact: '完全相符', bad: '無法讀取顏色', family: '全部銅色', product: () => `瀏覽器金線 ${run}`, link: '按顏色搜尋' },
]

describe.each(LANGUAGES.flatMap((language) => (['mobile', 'desktop'] as const).map((viewport) => ({ ...language, viewport }))))('colour finder ($lang, $viewport)', (language) => {
  it('finds codes by a typed colour, opens the product on that code, and passes axe', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/products`)
    await page.getByRole('link', { name: language.link }).click()
    await page.waitForURL(/\/colours$/)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel(language.label).fill('184, 115, 51')
    await page.getByLabel(language.label).press('Enter')
    await page.waitForURL(/hex=/)
    const result = page.locator(`[data-results] li[data-code="CE-${run}-1"] a`)
    await expect.poll(() => result.count()).toBe(1)
    expect(await result.textContent()).toContain(language.exact)
    expect(await result.textContent()).toContain(language.product())
    expect(await page.locator('[data-results] li[data-code]').first().getAttribute('data-code')).toBe(`CE-${run}-1`)
    expect(await seriousViolations(page)).toEqual([])
    // Nothing overflows sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

    // The second code opens its product with that code chosen (?code= is rendered by the server, issue 28.5).
    await page.locator(`[data-results] li[data-code="CE-${run}-2"] a`).click()
    await page.waitForURL(new RegExp(`/products/${slug}\\?code=CE-${run}-2`))
    await expect.poll(() => page.getByRole('radio', { name: `CE-${run}-2` }).getAttribute('aria-checked')).toBe('true')
    await page.close()
  })

  it('explains a bad colour, and lists a family', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport] })
    await page.goto(`${language.origin()}/colours?hex=gold`)
    await expect.poll(() => page.locator('#colour-error[role="alert"]').textContent()).toContain(language.bad)
    expect(await page.getByLabel(language.label).getAttribute('aria-invalid')).toBe('true')
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: language.family }).click()
    await page.waitForURL(/family=coppers/)
    await expect.poll(() => page.locator(`[data-results] li[data-code="CE-${run}-1"]`).count()).toBe(1)
    // After a client-side navigation Next writes the new title a moment after the content.
    await expect.poll(() => page.title()).not.toBe('')
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })
})

describe('the colour field at 320 px (issue 28.16)', () => {
  it.each(LANGUAGES)('shows a whole RGB value, its button beside it or under it ($lang)', async (language) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 } })
    await page.goto(`${language.origin()}/colours`)
    const field = page.getByLabel(language.label)
    await field.fill('201, 162, 39')
    const room = await field.evaluate((input: HTMLInputElement) => ({ scroll: input.scrollWidth, client: input.clientWidth }))
    expect(room.scroll).toBeLessThanOrEqual(room.client)
    const button = page.locator('form:has(#colour-text) button[type="submit"]')
    const [fieldBox, buttonBox] = [await field.boundingBox(), await button.boundingBox()]
    // Nothing runs off the card: the button stays within the page's width.
    expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(320)
    expect(fieldBox!.width).toBeGreaterThanOrEqual(150)
    await page.close()
  })
})
