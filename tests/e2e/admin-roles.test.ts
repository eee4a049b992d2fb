import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminPage } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'

/**
 * Issue 27, roles in the administrator's browser, in both admin languages: an
 * editor signs in with their own account, does not see the administrators'
 * tools (the storage cleanup, the item-code import) and is told so if they
 * open one; each person keeps their own content language.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const editorAccount = { email: `desk-editor-${run}@example.com`, password: 'desk-editor-password-0123' }
let browser: Browser
let admin: Session

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...editorAccount, name: 'Desk Editor', role: 'editor' }) })
  expect(created.status).toBe(201)
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { payloadLanguage: 'en', notAllowed: 'Only administrators can clean up storage.', export: 'Export CSV', import: 'Import CSV' },
  { payloadLanguage: 'zh-TW', notAllowed: '只有管理員可以清理儲存空間。', export: '匯出 CSV', import: '匯入 CSV' },
] as const

describe.each(LANGUAGES)('an editor at the desk ($payloadLanguage)', (language) => {
  it('does not see the administrators\' tools, and is told so on opening one', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage, undefined, editorAccount)
    const base = inject('baseUrl')
    await page.goto(`${base}/admin`)
    await page.locator('section[aria-labelledby="dashboard-tools-title"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('#nav-storage-cleanup').count()).toBe(0)
    expect(await page.locator('section[aria-labelledby="dashboard-tools-title"] a[href$="/storage-cleanup"]').count()).toBe(0)

    await page.goto(`${base}/admin/storage-cleanup`)
    await expect.poll(() => page.locator('[data-cleanup-not-allowed]').textContent(), { timeout: 30_000 }).toBe(language.notAllowed)

    await page.goto(`${base}/admin/collections/item-codes`)
    await page.getByRole('link', { name: language.export }).waitFor({ timeout: 30_000 })
    expect(await page.getByText(language.import, { exact: true }).count()).toBe(0)
    await context.close()
  })
})

describe('two people at the desk', () => {
  it('keep their own content language', async () => {
    const base = inject('baseUrl')
    const editorSide = await adminPage(browser, 'en', undefined, editorAccount)
    const adminSide = await adminPage(browser, 'en')
    // The administrator's choice as it stands (other files may switch it): the editor's choice must not change it.
    const before = (await (await adminSide.page.request.get(`${base}/api/payload-preferences/locale`, { headers: { origin: base } })).json()).value
    const chosen = await editorSide.page.request.post(`${base}/api/payload-preferences/locale`, { data: { value: 'zh-Hant' }, headers: { origin: base } })
    expect(chosen.status()).toBe(200)
    const mine = await editorSide.page.request.get(`${base}/api/payload-preferences/locale`, { headers: { origin: base } })
    expect((await mine.json()).value).toBe('zh-Hant')
    const theirs = await adminSide.page.request.get(`${base}/api/payload-preferences/locale`, { headers: { origin: base } })
    expect((await theirs.json()).value).toBe(before === 'zh-Hant' ? 'zh-Hant' : 'en')
    expect(before).not.toBeUndefined()
    await Promise.all([editorSide.context.close(), adminSide.context.close()])
  })
})
