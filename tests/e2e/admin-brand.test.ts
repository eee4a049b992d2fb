import type { Browser, BrowserContext, Page } from 'playwright-core'
import { openAdmin } from '../helpers/admin-browser'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { SITE, writeSiteContent } from '../helpers/site-content'
import { signInContext } from '../helpers/signed-in'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13, item 12: the admin wears the company's name and mark from the
 * settings, never Payload's, in both interface languages; and item 13: a new
 * brand name saved in the settings form shows at once in the admin and on
 * the public site (header, tab title, JSON-LD).
 */
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
const run = Date.now().toString(36)

const LANGUAGES = [
  { lang: 'en', payloadLanguage: 'en', content: 'en', brand: SITE.brand.en, adminPanel: 'Admin Panel', logout: 'Logout', preferences: 'Preferences', payloadSettings: 'Payload Settings', company: 'Company', save: 'Save', origin: () => site.en },
  { lang: 'zh', payloadLanguage: 'zh-TW', content: 'zh-Hant', brand: SITE.brand.zh, adminPanel: '管理後台', logout: '登出', preferences: '偏好設定', payloadSettings: 'Payload 設定', company: '公司資料', save: '儲存', origin: () => site.zh },
] as const

type Language = (typeof LANGUAGES)[number]

/** Payload's own logo and mark (graphics Logo and Icon) render with these classes. */
const PAYLOAD_GRAPHICS = '.graphic-logo, .graphic-icon'

async function inLanguage(language: Language, signedIn: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = testServer().baseUrl
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language.payloadLanguage })
  const page = await context.newPage()
  if (signedIn) {
    await signInContext(context, baseUrl, { email: inject('adminEmail'), password: inject('adminPassword') })
    expect((await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language.payloadLanguage }, headers: { origin: baseUrl } })).status()).toBe(200)
  }
  return { context, page }
}

/** Payload remembers whether the sidebar is open (closed on a first visit): open it to read it. */
async function openSidebar(page: Page) {
  const title = page.locator('[data-admin-brand="sidebar-title"]')
  await title.waitFor({ state: 'attached' })
  if (!(await title.isVisible())) await page.locator('button.nav-toggler:visible').first().click()
  await title.waitFor()
  return title
}

beforeAll(async () => {
  admin = await adminSession()
  await writeSiteContent(admin)
  site = origins(testServer().baseUrl)
  browser = await launchChromium()
})

afterAll(async () => {
  // Later files expect the test brand.
  for (const language of LANGUAGES) {
    await api(`/api/globals/general-settings?locale=${language.content}`, { method: 'POST', session: admin, body: JSON.stringify({ brandName: language.brand }) })
  }
  await browser?.close()
})

describe.each(LANGUAGES)('the admin in the company’s name ($lang)', (language) => {
  it('the login screen shows the brand and Admin Panel from the settings, and no Payload logo', async () => {
    const { context, page } = await inLanguage(language, false)
    await page.goto(`${testServer().baseUrl}/admin/login`)
    const logo = page.locator('[data-admin-brand="logo"]')
    await logo.waitFor()
    expect(await logo.innerText()).toContain(language.brand)
    expect(await logo.innerText()).toContain(language.adminPanel)
    expect(await page.locator(PAYLOAD_GRAPHICS).count()).toBe(0)
    expect(await page.title()).toContain(`${language.brand} ${language.adminPanel}`)
    expect(await page.title()).not.toMatch(/payload/i)
    await context.close()
  })

  it('the sidebar is titled Admin Panel with a labelled Logout, the tab carries the brand, the account page says Preferences', async () => {
    const { context, page } = await inLanguage(language, true)
    await openAdmin(page, `${testServer().baseUrl}/admin`)
    const title = await openSidebar(page)
    expect(await title.getByRole('heading', { name: language.adminPanel }).count()).toBe(1)
    expect(await title.innerText()).toContain(language.brand)
    const logout = page.locator('[data-admin-brand="logout"]')
    expect((await logout.innerText()).trim()).toBe(language.logout)
    expect(await logout.getAttribute('href')).toBe('/admin/logout')
    expect(await page.locator('[data-admin-brand="icon"]').count()).toBe(1)
    expect(await page.locator(PAYLOAD_GRAPHICS).count()).toBe(0)
    expect(await page.title()).toMatch(new RegExp(` — ${language.brand} ${language.adminPanel}$`))

    await openAdmin(page, `${testServer().baseUrl}/admin/account`)
    await page.getByText(language.preferences, { exact: true }).first().waitFor()
    // (The account screen has a heading for axe to wait for; the dashboard has none.)
    expect(await seriousViolations(page, ['[data-admin-brand="sidebar-title"]', '[data-admin-brand="logout"]'])).toEqual([])
    expect(await page.getByText(language.payloadSettings).count()).toBe(0)
    expect(await page.locator(PAYLOAD_GRAPHICS).count()).toBe(0)
    await context.close()
  })

  it('a brand name saved in the settings form shows in the admin and on the public header, title and JSON-LD', async () => {
    const brand = language.lang === 'en' ? `Silver Reel ${run}` : `銀線軸 ${run}`
    const { context, page } = await inLanguage(language, true)
    const publicPage = await context.newPage()
    await publicPage.goto(`${language.origin()}/products`)
    expect(await publicPage.locator('header a[href="/"]').first().innerText()).toContain(language.brand)

    await openAdmin(page, `${testServer().baseUrl}/admin/globals/general-settings?locale=${language.content}`)
    // Payload draws a tabs field's tabs as buttons.
    await page.locator('.tabs-field__tab-button', { hasText: language.company }).click()
    const field = page.locator('input[name="brandName"]')
    await expect.poll(() => field.inputValue()).toBe(language.brand)
    await field.fill(brand)
    await page.locator('#action-save').click()
    await expect.poll(async () => (await api(`/api/globals/general-settings?locale=${language.content}`, { session: admin })).body.brandName, { timeout: 30_000 }).toBe(brand)

    await openAdmin(page, `${testServer().baseUrl}/admin`)
    expect(await (await openSidebar(page)).innerText()).toContain(brand)
    expect(await page.title()).toMatch(new RegExp(` — ${brand} ${language.adminPanel}$`))

    await publicPage.goto(`${language.origin()}/products`)
    expect(await publicPage.locator('header a[href="/"]').first().innerText()).toContain(brand)
    expect(await publicPage.title()).toMatch(new RegExp(` \\| ${brand}$`))
    const graph = JSON.parse((await publicPage.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { '@graph': { '@type': string; isPartOf?: { name?: string } }[] }
    expect(graph['@graph'].find((entry) => entry['@type'] === 'WebPage')?.isPartOf?.name).toBe(brand)
    await context.close()
  })
})
