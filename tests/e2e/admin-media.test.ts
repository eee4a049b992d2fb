import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { adminPage, clickUntilVisible, openAdmin } from '../helpers/admin-browser'
import { launchChromium } from '../helpers/browser'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 12 in the administrator's browser, in both admin languages: a file in
 * use lists its users with links and its delete is refused with that list;
 * the library shows readable sizes, dimensions and "Used by N", and filters
 * the files nothing uses.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let browser: Browser
let admin: Session
const files: { used?: { id: number; filename: string }; unused?: { id: number; filename: string } } = {}
const productName = `Media Gold ${run}`
let productId: number

async function upload(name: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(1200, 800))], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt: name }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  return reply.body.doc as { id: number; filename: string }
}

beforeAll(async () => {
  admin = await adminSession()
  files.used = await upload(`in-use-${run}.jpg`)
  files.unused = await upload(`spare-${run}.jpg`)
  const product = await api('/api/products?locale=en', { method: 'POST', body: JSON.stringify({ name: productName, slug: `media-gold-${run}`, description: 'A thread.', image: files.used.id }), session: admin })
  productId = (product.body.doc as { id: number }).id
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  { lang: 'en', payloadLanguage: 'en', usedBy: 'Used by 1', notUsed: 'Not used', unusedFilter: 'Not used anywhere', refused: `This file cannot be deleted because it is in use: Product “${productName}”.`, delete: 'Delete', confirm: 'Confirm' },
  { lang: 'zh', payloadLanguage: 'zh-TW', usedBy: '使用於 1 處', notUsed: '未被使用', unusedFilter: '未被使用的檔案', refused: `此檔案正在使用中，無法刪除：產品「${productName}」。`, delete: '刪除', confirm: '確認' },
] as const

const signedIn = (language: (typeof LANGUAGES)[number]) => adminPage(browser, language.payloadLanguage)

describe.each(LANGUAGES)('the media library ($lang)', (language) => {
  it('shows sizes, dimensions and users, and filters the files nothing uses', async () => {
    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/media?search=${run}`)
    const usedRow = page.locator('table tbody tr', { hasText: files.used!.filename })
    await expect.poll(() => usedRow.count(), { timeout: 30_000 }).toBe(1)
    expect(await usedRow.textContent()).toMatch(/\d+ KB/)
    expect(await usedRow.textContent()).toContain('1200 × 800')
    expect(await usedRow.locator('[data-usage-count]').textContent()).toBe(language.usedBy)
    expect(await page.locator('table thead').textContent()).not.toMatch(/Prefix|Object Key|MIME/i)
    await page.getByRole('link', { name: language.unusedFilter }).click()
    await page.waitForURL((url) => url.searchParams.get('where[usageCount][equals]') === '0' && url.searchParams.get('search') === run)
    await expect.poll(() => page.locator('table tbody tr', { hasText: files.used!.filename }).count(), { timeout: 30_000 }).toBe(0)
    expect(await page.locator('table tbody tr', { hasText: files.unused!.filename }).count()).toBe(1)
    expect(await page.locator('table tbody tr', { hasText: files.unused!.filename }).locator('[data-usage-count]').textContent()).toBe(language.notUsed)
    // Our parts of Payload's screen: the filter and the usage column (Payload's own list is issue 13's).
    expect(await seriousViolations(page, ['[data-media-filter]', 'table tbody td:has([data-usage-count])'])).toEqual([])
    await context.close()
  })

  it('lists the users of a file with links, and refuses its delete with that list', async () => {
    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/media/${files.used!.id}`)
    const panel = page.locator('[data-used-by]')
    await panel.waitFor({ timeout: 30_000 })
    expect(await panel.getAttribute('data-used-by')).toBe('1')
    expect(await panel.getByRole('link').getAttribute('href')).toBe(`/admin/collections/products/${productId}`)
    expect(await seriousViolations(page, ['[data-used-by]'])).toEqual([])
    await page.locator('.doc-controls__popup button, .doc-controls__dots').first().click()
    await page.getByRole('button', { name: language.delete, exact: true }).click()
    await page.getByRole('button', { name: language.confirm, exact: true }).click()
    await expect.poll(() => page.getByText(language.refused).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    // Still there, with its file.
    expect((await api(`/api/media/${files.used!.id}`, { session: admin })).status).toBe(200)
    expect((await api(`/api/media/file/${encodeURIComponent(files.used!.filename)}`, { session: admin })).status).toBe(200)
    await context.close()
  })
})

describe.each(LANGUAGES)('uploading from a news item ($lang)', (language) => {
  const text = language.lang === 'en'
    ? { createNew: /create new/i, tooBig: 'Image must be less than 5MB', svg: 'SVG files are not accepted as they can hold scripts. Use a JPEG/PNG/WebP/GIF image up to 10 MB.' }
    : { createNew: '建立新項目', tooBig: '圖片必須小於 5MB', svg: '不接受 SVG 檔案，因其可能含有程式碼' }

  it('refuses an SVG in the upload drawer in the administrator\'s language, saying what to use instead', async () => {
    const { context, page } = await signedIn(language)
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), `logo-${language.lang}-${run}.svg`)
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/news-items/create`)
    await page.locator('#field-primaryImage').getByRole('button', { name: text.createNew }).click()
    const drawer = page.locator('.drawer__content').last()
    await drawer.locator('input[type="file"]').setInputFiles(file)
    // A Save clicked while the drawer's form is still setting up is not submitted; a second Save only repeats the refusal.
    await clickUntilVisible(drawer.locator('#action-save'), page.locator('.payload-toast-container').getByText(text.svg))
    await context.close()
  })

  it('refuses an image of 6 MB in the upload drawer, before anything is stored', async () => {
    const { context, page } = await signedIn(language)
    const name = `too-big-${language.lang}-${run}.jpg`
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-')), name)
    fs.writeFileSync(file, Buffer.concat([await makeJpeg(400, 300), Buffer.alloc(6 * 1024 * 1024)]))
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/news-items/create`)
    const field = page.locator('#field-primaryImage')
    await field.getByRole('button', { name: text.createNew }).click()
    const drawer = page.locator('.drawer__content').last()
    await drawer.locator('input[type="file"]').setInputFiles(file)
    await clickUntilVisible(drawer.locator('#action-save'), page.getByText(text.tooBig).first())
    const stored = await api(`/api/media?where[filename][like]=${name}`, { session: admin })
    expect(stored.body.totalDocs).toBe(0)
    await context.close()
  })
})

describe.each(LANGUAGES)('the storage cleanup screen ($lang)', (language) => {
  const text = language.lang === 'en'
    ? { tools: 'Storage cleanup', heading: 'Storage cleanup', select: 'Select', confirm: 'Delete for good', done: '1 item deleted.', released: 'No longer used since: ' }
    : { tools: '清理儲存空間', heading: '清理儲存空間', select: '選取', confirm: '永久刪除', done: '已刪除 1 項。', released: '停止使用時間：' }

  /** A picture a product used until a moment ago: the cleanup lists it at once, saying so. */
  async function replacedPicture(): Promise<number> {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await makeJpeg(300, 200))], { type: 'image/jpeg' }), `replaced-${language.lang}-${run}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'Replaced picture' }))
    const media = (await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }
    const product = await api('/api/products?locale=en', {
      method: 'POST',
      session: admin,
      body: JSON.stringify({ name: `Replaced ${language.lang} ${run}`, slug: `replaced-${language.lang}-${run}`, description: 'A thread.', image: media.id }),
    })
    await api(`/api/products/${(product.body.doc as { id: number }).id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ image: null }) })
    return media.id
  }

  it('is linked from the dashboard and the sidebar, and deletes a chosen old file after confirmation', async () => {
    const stray = `left-behind-${language.lang}-${run}.jpg`
    const file = path.join(testServer().dataDir, 'media', stray)
    fs.writeFileSync(file, await makeJpeg(200, 150))
    const old = new Date(Date.now() - 3 * 86_400_000)
    fs.utimesSync(file, old, old)
    const released = await replacedPicture()
    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin`)
    expect(await page.locator('#nav-storage-cleanup').getAttribute('href')).toBe('/admin/storage-cleanup')
    // The dashboard's link (the sidebar's, with the same name, may be in a closed menu).
    await page.locator('section[aria-labelledby="dashboard-tools-title"]').getByRole('link', { name: text.tools, exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/admin/storage-cleanup')
    await page.getByRole('heading', { level: 1, name: text.heading }).waitFor()
    const item = page.locator(`[data-cleanup-item="file:${stray}"]`)
    await item.waitFor()
    expect(await page.locator(`[data-cleanup-item="record:${released}"] [data-cleanup-since="released"]`).innerText()).toMatch(new RegExp(`^${text.released}`))
    expect(await seriousViolations(page, ['[data-storage-cleanup]'])).toEqual([])
    await item.getByRole('checkbox', { name: `${text.select} ${stray}` }).check()
    await page.locator('[data-storage-cleanup] button').filter({ hasText: /1/ }).click()
    await page.getByRole('button', { name: text.confirm, exact: true }).click()
    await expect.poll(() => page.getByText(text.done).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(fs.existsSync(file)).toBe(false)
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(0)
    await context.close()
  })
})
