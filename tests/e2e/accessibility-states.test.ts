import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { untilHydrated } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

/**
 * Issue 16: axe finds no serious or critical violation on a public page in any
 * state, not only as it first loads: with the menu, a policy dialog, a tooltip
 * or a toast open, a form showing its errors, another item code and tab chosen.
 * The pages' first states are checked by each domain's own test file.
 */
const run = Date.now().toString(36)
const slug = `state-gold-${run}`
let browser: Browser
let admin: Session
let site: { en: string; zh: string }

const create = (collection: string, data: object) => createDocument(admin, collection, data)

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  await writeSiteContent(admin)
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(800, 800))], { type: 'image/jpeg' }), `state-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'A gold cone' }))
  const image = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  const product = await create('products', { name: `State Gold ${run}`, slug, description: 'A bright gold thread.', image })
  await api(`/api/products/${product.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify({ name: `狀態金線 ${run}` }), session: admin })
  await create('item-codes', { product: product.id, itemCode: `SA-${run}`, composition: '70% Polyester, 30% Metallised film', denier: '150D' })
  await create('item-codes', { product: product.id, itemCode: `SB-${run}`, composition: '100% Metallised film', shadeHex: '#B8B8C0' })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { lang: 'en', origin: () => site.en, openMenu: 'Open menu', privacy: 'Privacy Policy', terms: 'Terms of Service', technical: 'Technical Details', invalidEmail: 'Please enter a valid email address' },
  { lang: 'zh', origin: () => site.zh, openMenu: '開啟選單', privacy: '私隱政策', terms: '服務條款', technical: '技術細節', invalidEmail: '請輸入有效的電郵地址' },
] as const

/** A context of its own address (the test server trusts X-Forwarded-For), so no other test's limits apply. */
async function open(viewport: keyof typeof VIEWPORTS, visitor: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${visitor}` } })
  return { context, page: await context.newPage() }
}

describe.each(LANGUAGES)('accessibility in every state ($lang)', (language) => {
  it('has no serious violation with the mobile menu open', async () => {
    const { context, page } = await open('mobile', 10)
    await page.goto(`${language.origin()}/products`)
    await page.getByRole('button', { name: language.openMenu }).click()
    await page.getByTestId('mobile-menu').waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it.each(['privacy', 'terms'] as const)('has no serious violation with the %s dialog open', async (policy) => {
    const { context, page } = await open('desktop', 11)
    await page.goto(`${language.origin()}/about`)
    await page.locator('footer').getByRole('button', { name: language[policy] }).click()
    await page.getByRole('dialog', { name: language[policy] }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('has no serious violation with a social link’s tooltip showing', async () => {
    const { context, page } = await open('desktop', 12)
    await page.goto(`${language.origin()}/contact`)
    await page.locator('footer a[href^="http"]').first().hover()
    await page.getByRole('tooltip').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('has no serious violation while the contact form and the newsletter show their errors', async () => {
    const { context, page } = await open('mobile', 13)
    await page.goto(`${language.origin()}/contact`)
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => page.locator('[id^="contact-"][id$="-error"]').count()).toBe(4)
    await page.fill('#newsletter-email', 'not-an-address')
    await page.locator('#newsletter-email').press('Enter')
    await expect.poll(() => page.locator('#newsletter-email-error').textContent()).toBe(language.invalidEmail)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('has no serious violation with a toast showing after subscribing', async () => {
    const { context, page } = await open('desktop', 14)
    await page.goto(`${language.origin()}/news`)
    // Enter before the form is hydrated would post it without JavaScript: another page, not the toast.
    await untilHydrated(page.locator('#newsletter-email'))
    await page.fill('#newsletter-email', `states-${language.lang}-${run}@example.com`)
    await page.locator('#newsletter-email').press('Enter')
    await page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).first().waitFor()
    // The button fades back from its sending state: measured mid-fade, its colours failed contrast
    // (twice in CI). The toast can show before the button leaves that state, when no fade has started
    // yet: wait for the button to be enabled, for two frames (its transition then exists), then for the
    // page's transitions to end. The toast's own state is what is checked.
    await expect.poll(() => page.locator('form:has(#newsletter-email) button[type="submit"]').isEnabled()).toBe(true)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))))
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it('has no serious violation after choosing another item code and the technical tab', async () => {
    const { context, page } = await open('mobile', 15)
    await page.goto(`${language.origin()}/products/${slug}`)
    await page.getByRole('tab', { name: language.technical }).click()
    await page.getByRole('radio', { name: new RegExp(`SB-${run}`) }).click()
    await expect.poll(() => page.url()).toContain(`SB-${run}`)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })
})
