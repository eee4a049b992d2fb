import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, navigateAdmin, untilHydrated, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp'
import { testServer } from '../helpers/test-server'

/**
 * Issue 27, roles in the administrator's browser, in both admin languages: an
 * editor signs in with their own account, does not see the administrators'
 * tools (the storage cleanup, the item-code import) and is told so if they
 * open one; each person keeps their own content language. An administrator
 * invites staff from the staff list.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const editorAccount = { email: `desk-editor-${run}@example.com`, password: 'desk-editor-password-0123' }
let browser: Browser
let admin: Session
// The invitations are mailed: the test server's SMTP port gets a server for this file.
let smtp: TestSmtpServer | undefined

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...editorAccount, name: 'Desk Editor', role: 'editor' }) })
  expect(created.status).toBe(201)
  browser = await launchChromium()
  smtp = await startSmtpServer(testServer().smtpPort)
})
afterAll(async () => {
  await browser?.close()
  await smtp?.close()
})

const LANGUAGES = [
  {
    payloadLanguage: 'en',
    notAllowed: 'Only administrators can clean up storage.',
    export: 'Export CSV',
    import: 'Import CSV',
    invite: 'Invite a staff member',
    email: 'E-mail',
    name: 'Name',
    role: 'Role',
    editorRole: 'Editor',
    send: 'Send invitation',
    badEmail: 'Enter a valid e-mail address, such as name@example.com.',
    sent: (email: string) => `Invitation sent to ${email}.`,
    staffReadOnly: 'Only administrators add, remove or change staff accounts, so this list is read-only for you.',
    settingsReadOnly: 'Only administrators change the general settings',
  },
  {
    payloadLanguage: 'zh-TW',
    notAllowed: '只有管理員可以清理儲存空間。',
    export: '匯出 CSV',
    import: '匯入 CSV',
    invite: '邀請員工',
    email: '電子郵件',
    name: '姓名',
    role: '角色',
    editorRole: '編輯',
    send: '發送邀請',
    badEmail: '請輸入有效的電子郵件地址，例如 name@example.com。',
    sent: (email: string) => `已向 ${email} 發送邀請。`,
    staffReadOnly: '只有管理員可新增、移除或更改員工帳戶，因此此列表對你而言為唯讀。',
    settingsReadOnly: '只有管理員可更改一般設定',
  },
] as const

describe.each(LANGUAGES)('the staff list ($payloadLanguage)', (language) => {
  it('lets an administrator invite a staff member, with the field’s message for a bad address, and the new account listed as invited', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    const email = `invited-${language.payloadLanguage.toLowerCase()}-${run}@example.com`
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/users`)
    const open = page.getByRole('button', { name: language.invite })
    await untilHydrated(open)
    // Issue 50.15: the invitation is the one way to add a person, no Payload 'Create New' beside it.
    expect(await page.locator('.list-create-new-doc__create-new-button, .list-header a[href$="/users/create"]').count()).toBe(0)
    await open.click()
    const form = page.locator('form[data-invite-staff]')
    await form.getByLabel(language.email).fill('not-an-address')
    await form.getByLabel(language.name).fill('Ka Ming Wong')
    await form.getByRole('button', { name: language.send }).click()
    // Checked in the browser with the shared schema: the message under the field, which names it.
    await expect.poll(() => form.getByLabel(language.email).getAttribute('aria-invalid')).toBe('true')
    expect(await form.getByText(language.badEmail).count()).toBe(1)
    expect(await seriousViolations(page, ['form[data-invite-staff]'])).toEqual([])

    await form.getByLabel(language.email).fill(email)
    expect(await form.getByLabel(language.role).inputValue()).toBe('editor')
    expect(await form.getByLabel(language.role).locator('option:checked').textContent()).toBe(language.editorRole)
    await form.getByRole('button', { name: language.send }).click()
    await expect.poll(() => page.getByText(language.sent(email)).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // The list shows the new account, with the time of its invitation.
    await expect.poll(() => page.locator('.table tr', { hasText: email }).count(), { timeout: 30_000 }).toBe(1)
    const record = ((await api(`/api/users?where[email][equals]=${encodeURIComponent(email)}`, { session: admin })).body.docs ?? [])[0] as { role: string; name: string; invitedAt: string | null }
    expect(record).toMatchObject({ role: 'editor', name: 'Ka Ming Wong' })
    expect(record.invitedAt).not.toBeNull()
    await expect.poll(() => smtp!.received.filter((mail) => mail.to.includes(email)).length).toBe(1)
    await context.close()
  })

  it('is shown to an editor without the invitation', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage, undefined, editorAccount)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/users`)
    await page.locator('.table').first().waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: language.invite }).count()).toBe(0)
    // Issue 50.14: told why the list is read-only, as on the general settings.
    expect(await page.locator('[data-administrators-only]').textContent()).toContain(language.staffReadOnly)
    await navigateAdmin(page, `${testServer().baseUrl}/admin/globals/general-settings`)
    await expect.poll(() => page.locator('[data-administrators-only]').textContent(), { timeout: 30_000 }).toContain(language.settingsReadOnly)
    await context.close()
  })

  it('says nothing of the kind to an administrator', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage)
    await openAdmin(page, `${testServer().baseUrl}/admin/globals/general-settings`)
    await page.locator('.tabs-field').first().waitFor({ timeout: 30_000 })
    expect(await page.locator('[data-administrators-only]').count()).toBe(0)
    await context.close()
  })
})

describe.each(LANGUAGES)('an editor at the desk ($payloadLanguage)', (language) => {
  it('does not see the administrators\' tools, and is told so on opening one', async () => {
    const { context, page } = await adminPage(browser, language.payloadLanguage, undefined, editorAccount)
    const base = testServer().baseUrl
    await openAdmin(page, `${base}/admin`)
    await page.locator('section[aria-labelledby="dashboard-tools-title"]').waitFor({ timeout: 30_000 })
    expect(await page.locator('#nav-storage-cleanup').count()).toBe(0)
    expect(await page.locator('section[aria-labelledby="dashboard-tools-title"] a[href$="/storage-cleanup"]').count()).toBe(0)

    await navigateAdmin(page, `${base}/admin/storage-cleanup`)
    await expect.poll(() => page.locator('[data-cleanup-not-allowed]').textContent(), { timeout: 30_000 }).toBe(language.notAllowed)

    await navigateAdmin(page, `${base}/admin/collections/item-codes`)
    await page.getByRole('link', { name: language.export }).waitFor({ timeout: 30_000 })
    expect(await page.getByText(language.import, { exact: true }).count()).toBe(0)
    await context.close()
  })
})

describe('two people at the desk', () => {
  it('keep their own content language', async () => {
    const base = testServer().baseUrl
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
