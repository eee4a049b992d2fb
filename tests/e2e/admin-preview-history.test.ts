import fs from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { adminPage, navigateAdmin, openAdmin } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13, items 10 and 11 in the administrator's browser, in both admin
 * languages: the edit screen's Preview links open the Inactive page on the
 * English and the Chinese site with the "Not published" banner; a version
 * shows who saved it, and restoring it brings the old text back.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let browser: Browser
let admin: Session
const created: number[] = []
/** Set SHOTS_DIR to keep screenshots of the screens this file visits. */
const shotsDir = process.env.SHOTS_DIR

const LANGUAGES = [
  { lang: 'en', payloadLanguage: 'en', english: 'English site', chinese: 'Traditional Chinese site', simplified: 'Simplified Chinese site', author: 'Last changed by', restore: 'Restore this version', confirm: 'Confirm', versions: 'Versions', savedBy: 'Saved by', current: 'Current', changes: ['Short description', 'Short description', 'Name', 'First save'], livePreview: 'Live Preview', contentLocale: 'en', notPublished: 'Not published' },
  { lang: 'zh', payloadLanguage: 'zh-TW', english: '英文網站', chinese: '繁體中文網站', simplified: '簡體中文網站', author: '最後修改者', restore: '回復此版本', confirm: '確認', versions: '版本記錄', savedBy: '儲存者', current: '目前版本', changes: ['簡介', '簡介', '名稱', '首次儲存'], livePreview: '即時預覽', contentLocale: 'zh-Hant', notPublished: '尚未發佈' },
] as const

/**
 * The live preview's open or closed state is a preference of its user: a person of its own keeps it from the other
 * files' screens. An editor (content is theirs): another administrator would let tests/http/roles.test.ts demote the last one.
 */
const previewer = { email: `live-preview-${run}@example.com`, password: 'live-preview-password-0123' }

beforeAll(async () => {
  admin = await adminSession()
  expect((await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...previewer, name: 'Live Preview', role: 'editor' }) })).status).toBe(201)
  browser = await launchChromium()
})
afterAll(async () => {
  for (const id of created) await api(`/api/products/${id}`, { method: 'DELETE', session: admin })
  await browser?.close()
})

/** Signed in with the admin in this test's language (tests/helpers/admin-browser). */
const signedIn = (language: (typeof LANGUAGES)[number]) => adminPage(browser, language.payloadLanguage)

async function shot(page: Page, name: string) {
  if (!shotsDir) return
  fs.mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: false })
}

describe.each(LANGUAGES)('preview and history in the admin ($lang)', (language) => {
  let product: { id: number; slug: string }

  beforeAll(async () => {
    const slug = `preview-e2e-${language.lang}-${run}`
    const doc = await createDocument(admin, 'products', { name: `Unreleased Gold ${language.lang} ${run}`, slug, status: 'Inactive', description: 'First text.' }, { name: `未發佈金線 ${language.lang} ${run}` })
    created.push(doc.id)
    product = { id: doc.id, slug }
  })

  it('opens the Inactive page from the Preview link of each language, with the banner', async () => {
    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product.id}`)
    const english = page.getByRole('link', { name: language.english, exact: true })
    await english.waitFor({ timeout: 30_000 })
    // The sidebar names the administrator who saved last, read-only.
    await expect.poll(() => page.locator('#field-updatedBy').textContent(), { timeout: 30_000 }).toContain(inject('adminEmail'))
    await shot(page, `edit-preview-links-${language.lang}-1280`)
    if (shotsDir) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.locator('.preview-links').scrollIntoViewIfNeeded()
      await shot(page, `edit-preview-links-${language.lang}-390`)
      await page.setViewportSize({ width: 1280, height: 900 })
    }
    expect(await seriousViolations(page, ['.preview-links'])).toEqual([])

    for (const link of [
      { site: 'en', locator: english, host: new URL(testServer().baseUrl).host, banner: 'Not published', name: `Unreleased Gold ${language.lang} ${run}` },
      { site: 'zh', locator: page.getByRole('link', { name: language.chinese, exact: true }), host: `zh.${new URL(testServer().baseUrl).host}`, banner: '尚未發佈', name: `未發佈金線 ${language.lang} ${run}` },
      // The Simplified Chinese site (issue 31): the Traditional text converted.
      { site: 'cn', locator: page.getByRole('link', { name: language.simplified, exact: true }), host: `cn.${new URL(testServer().baseUrl).host}`, banner: '尚未发布', name: `未发布金线 ${language.lang} ${run}` },
    ]) {
      const [tab] = await Promise.all([context.waitForEvent('page'), link.locator.click()])
      await tab.waitForURL((url) => url.searchParams.has('preview'), { timeout: 30_000 })
      expect(new URL(tab.url()).host).toBe(link.host)
      expect(new URL(tab.url()).pathname).toBe(`/products/${product.slug}`)
      const banner = tab.locator('[data-preview-banner]')
      await banner.waitFor({ timeout: 30_000 })
      expect(await banner.textContent()).toContain(link.banner)
      expect((await tab.locator('h1').textContent())?.replace(/\s+/g, ' ')).toBe(link.name)
      await shot(tab, `preview-${link.site}-from-${language.lang}-admin-1280`)
      if (language.lang === 'en') {
        await tab.setViewportSize({ width: 390, height: 844 })
        await shot(tab, `preview-${link.site}-390`)
      }
      await tab.close()
    }
    // A visitor (no session, no token) still gets the 404.
    const visitor = await browser.newContext()
    const response = await (await visitor.newPage()).goto(`${testServer().baseUrl}/products/${product.slug}`)
    expect(response?.status()).toBe(404)
    await visitor.close()
    await context.close()
  })

  it('shows who saved a version, and restores it', async () => {
    for (const description of ['Second text.', 'Third text.']) {
      expect((await api(`/api/products/${product.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ description }), session: admin })).status).toBe(200)
    }
    const versions = await api(`/api/products/versions?where[parent][equals]=${product.id}&sort=-updatedAt&depth=0`, { session: admin })
    const oldest = (versions.body.docs as { id: number; version: { description: string } }[]).at(-1)!
    expect(oldest.version.description).toBe('First text.')

    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product.id}/versions`)
    // Created in English, its Chinese name added, then two saves: four versions.
    await expect.poll(() => page.locator('table tbody tr').count(), { timeout: 30_000 }).toBe(4)
    await shot(page, `versions-list-${language.lang}-1280`)
    // The list names who made each save (issue 27.7), in the interface's language, the newest marked current.
    const me = (await api('/api/users/me', { session: admin })).body.user as { name?: string | null; email: string }
    expect(await page.getByRole('columnheader', { name: language.savedBy }).count()).toBe(1)
    expect(await page.locator('[data-version-author]').allInnerTexts()).toEqual(Array(4).fill(me.email))
    expect(await page.locator('table tbody tr').first().innerText()).toContain(language.current)
    // What each save changed: the two texts, the Chinese name added after the English creation, the first save.
    expect(await page.locator('[data-version-changes]').allInnerTexts()).toEqual(language.changes)

    // Who saved: every version records its author (REST), and the record's sidebar names the last one.
    const authors = (versions.body.docs as { version: { updatedBy?: number | null } }[]).map((doc) => doc.version.updatedBy)
    expect(authors.length).toBe(4)
    expect(authors.every((author) => typeof author === 'number')).toBe(true)
    await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product.id}`)
    await expect.poll(() => page.getByText(language.author, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // The relationship shows its user's e-mail once it has loaded it.
    await expect.poll(() => page.getByText(inject('adminEmail')).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await shot(page, `version-author-${language.lang}-1280`)

    // A setting's history too: the About page saved by this administrator is first in its list.
    const about = (await api('/api/globals/about-page?locale=en&depth=0', { session: admin })).body as { history?: { heading?: string } }
    expect((await api('/api/globals/about-page?locale=en', { method: 'POST', body: JSON.stringify({ history: { heading: about.history?.heading } }), session: admin })).status).toBe(200)
    await navigateAdmin(page, `${testServer().baseUrl}/admin/globals/about-page/versions`)
    await expect.poll(() => page.locator('[data-version-author]').first().innerText(), { timeout: 30_000 }).toBe(me.email)

    await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product.id}/versions/${oldest.id}`)
    await page.getByRole('button', { name: language.restore }).click()
    await page.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect
      .poll(async () => (await api(`/api/products/${product.id}?locale=en&depth=0`, { session: admin })).body.description, { timeout: 30_000 })
      .toBe('First text.')
    await context.close()
  })

  it('shows the page beside the editor in the language being edited, and again after a save (issue 27.7)', async () => {
    // Its Chinese name again: the restore above went back to a version saved before it had one.
    expect((await api(`/api/products/${product.id}?locale=zh-Hant`, { method: 'PATCH', body: JSON.stringify({ name: `未發佈金線 ${language.lang} ${run}` }), session: admin })).status).toBe(200)
    const { context, page } = await adminPage(browser, language.payloadLanguage, { width: 1280, height: 900 }, previewer)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product.id}?locale=${language.contentLocale}`)
    // Opened by its button, unless this person left it open last time (a preference Payload keeps per person).
    const toggle = page.locator('#live-preview-toggler')
    await toggle.waitFor({ timeout: 30_000 })
    if ((await toggle.getAttribute('aria-label')) === language.livePreview) await toggle.click()
    const preview = page.frameLocator('iframe')
    const heading = () => preview.locator('h1').first().innerText({ timeout: 2_000 }).catch(() => '')
    const name = language.contentLocale === 'en' ? `Unreleased Gold ${language.lang} ${run}` : `未發佈金線 ${language.lang} ${run}`
    // The Inactive page, in the language being edited (the Chinese one on the admin's own host), with the preview banner.
    await expect.poll(heading, { timeout: 30_000 }).toBe(name)
    await expect.poll(() => preview.getByText(language.notPublished).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await shot(page, `live-preview-${language.lang}-1280`)

    await page.locator('#field-name').fill(`${name} v2`)
    await page.keyboard.press('ControlOrMeta+s')
    // Shown again once saved, without leaving the editor.
    await expect.poll(heading, { timeout: 30_000 }).toBe(`${name} v2`)
    await context.close()
  })
})
