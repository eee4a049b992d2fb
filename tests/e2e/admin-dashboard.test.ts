import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 32, item 1, in both admin languages: "Waiting for me" at the top of the dashboard, its
 * counts as the collections hold them, each link opening the list of exactly those records.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let browser: Browser
let admin: Session
beforeAll(async () => {
  admin = await adminSession()
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { payloadLanguage: 'en', title: 'Waiting for me', unused: (n: number) => `${n} ${n === 1 ? 'file nothing uses' : 'files nothing uses'}`, inactive: 'inactive product' },
  { payloadLanguage: 'zh-TW', title: '待處理事項', unused: (n: number) => `${n} 個未被使用的檔案`, inactive: '項本週曾編輯的停用產品' },
] as const

const totalOf = async (path: string) => (await api(path, { session: admin })).body.totalDocs as number

describe.each(LANGUAGES)('the dashboard ($payloadLanguage)', (language) => {
  it('shows what is waiting as the collections hold it, each count opening its filtered list', async () => {
    const name = `Waiting Bronze ${language.payloadLanguage} ${run}`
    await createDocument(admin, 'products', { name, slug: `waiting-bronze-${language.payloadLanguage.toLowerCase()}-${run}`, status: 'Inactive' })
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openAdmin(page, `${testServer().baseUrl}/admin`)
    const section = page.locator('[data-waiting-for-me]')
    expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(language.title)

    const unused = await totalOf('/api/media?where[usageCount][equals]=0&limit=0')
    const unusedRow = section.locator('[data-waiting="unusedFiles"] a')
    expect((await unusedRow.textContent())?.replace(/\s+/g, ' ').trim()).toBe(language.unused(unused))
    const inactive = section.locator('[data-waiting="inactiveProducts"]')
    expect(Number(await inactive.getAttribute('data-count'))).toBeGreaterThanOrEqual(1)
    expect(await inactive.textContent()).toContain(language.inactive)
    // The translations count streams in after the rest.
    await section.locator('[data-waiting="untranslated"]').waitFor({ timeout: 30_000 })
    expect(await seriousViolations(page, ['[data-waiting-for-me]'])).toEqual([])

    await inactive.locator('a').click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/products' && url.searchParams.get('where[and][0][status][equals]') === 'Inactive', { timeout: 30_000 })
    // The list shows ten a page and other files' inactive products are there too: this one is found within the filter.
    await openAdmin(page, `${page.url()}&search=${encodeURIComponent(name)}`)
    await expect.poll(() => page.locator('table tbody tr', { hasText: name }).count(), { timeout: 30_000 }).toBe(1)
    expect(await page.locator('table tbody tr').count()).toBe(1)
    await context.close()
  })
})
