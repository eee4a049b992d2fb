import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { resetAdminLanguages, untilAdminSettled, openAdmin } from '../helpers/admin-browser'
import { setAdminLanguage, type AdminLanguage } from '../helpers/admin-screens'
import { launchChromium } from '../helpers/browser'
import { makeJpeg, makePdf } from '../helpers/fixtures'
import { adminSession, api, createDocument, getWithHost, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * An administrator's normal day in the back-office, in the English and in the
 * 繁體中文 admin, driven only by clicks on visible buttons and links and by
 * typing (moving between fields is part of typing, as in
 * admin-translations.test.ts: filling a field is not counted as a click). Only
 * the login page and the dashboard are opened by address. The clicks of each
 * task are counted:
 *   (a) a product with its main image, a catalogue PDF and two item codes,
 *       added from the product form's fields, then translated in the
 *       translations manager and published;
 *   (b) a news item pinned from the News & Events list;
 *   (c) a carousel slide's image replaced in the General settings.
 * The review counted before: product 17 + item codes 36 + translation 58 =
 * 111 clicks; pin 8; carousel slide 5. Measured now (both languages, 1280 px,
 * where the sidebar starts closed and its menu button is one click):
 *   (a) 19 = Create new on the dashboard; for the main image and the
 *       catalogue PDF each Create new, Select a file, the drawer's Save (6);
 *       Save; per item code Add new and the drawer's Save (4); menu,
 *       Translations, Products, the record, and "Save and go to the next
 *       untranslated" on the product and each code (3). It is published
 *       (Active) by its first save; its page is then checked on both sites;
 *   (b) 3 = menu, News & Events, Pin (the search box is typing);
 *   (c) 7 = menu, General settings, remove the image, Create new, Select a
 *       file, the drawer's Save, Save.
 * The budgets are these counts, rounded up a little.
 */
const BUDGET = { product: 22, pin: 4, carousel: 8 }

let browser: Browser
let admin: Session
let imagePath: string
let productImagePath: string
let productPdfPath: string
let originalSlides: { image: number; altText?: string | null; active?: boolean | null }[] = []

const LANGUAGES = [
  { lang: 'en', admin: 'en', saveNext: 'Save and go to the next untranslated', saved: 'Chinese texts saved', pin: 'Pin' },
  { lang: 'zh-TW', admin: 'zh-TW', saveNext: '儲存並前往下一項未翻譯', saved: '已儲存中文內容', pin: '置頂' },
] as const satisfies readonly { lang: string; admin: AdminLanguage; saveNext: string; saved: string; pin: string }[]

async function uploadImage(name: string, alt: string): Promise<number> {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(1280, 640))], { type: 'image/jpeg' }), name)
  form.append('_payload', JSON.stringify({ alt }))
  const reply = await api('/api/media', { method: 'POST', body: form, session: admin })
  expect(reply.status).toBe(201)
  return (reply.body.doc as { id: number }).id
}

beforeAll(async () => {
  admin = await adminSession()
  imagePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-day-')), 'new-slide.jpg')
  fs.writeFileSync(imagePath, await makeJpeg(1600, 800, '#1d3557'))
  productImagePath = path.join(path.dirname(imagePath), 'aurora-spools.jpg')
  fs.writeFileSync(productImagePath, await makeJpeg(1200, 900, '#b08d57'))
  productPdfPath = path.join(path.dirname(imagePath), 'aurora-catalogue.pdf')
  fs.writeFileSync(productPdfPath, makePdf())
  const settings = (await api('/api/globals/general-settings?depth=0&locale=en', { session: admin })).body as { companyName?: string | null; carouselSlides?: { image: number; altText?: string | null; active?: boolean | null }[] }
  originalSlides = (settings.carouselSlides ?? []).map(({ image, altText, active }) => ({ image, altText, active }))
  // The settings form saves only with a company name; a fresh database has none.
  if (!settings.companyName) {
    const named = await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ companyName: 'Kinsen Embroidery Threads' }), session: admin })
    expect(named.status).toBe(200)
  }
  browser = await launchChromium()
})
afterAll(async () => {
  if (admin) await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ carouselSlides: originalSlides }), session: admin })
  await browser?.close()
})

/** No news item pinned, so that Pin is offered on the rows (at most 3 may be pinned). */
async function unpinAll() {
  const pinned = await api('/api/news-items?where[isPinned][equals]=true&limit=0&depth=0', { session: admin })
  for (const doc of pinned.body.docs ?? []) {
    expect((await api(`/api/news-items/${doc.id as number}`, { method: 'PATCH', body: JSON.stringify({ isPinned: false }), session: admin })).status).toBe(200)
  }
}

describe.each(LANGUAGES)('an administrator\'s day ($lang)', (language) => {
  it('adds and translates a product with two item codes, pins a news item and replaces a carousel image, counting the clicks', async () => {
    const baseUrl = testServer().baseUrl
    const run = `${language.lang.slice(0, 2)}${Date.now().toString(36)}`
    // What the day starts from: a news item to pin, and a carousel slide with an old image.
    const newsImage = await uploadImage(`news-${run}.jpg`, 'Our stand at the fair')
    const newsTitle = `Trade fair ${run}`
    const news = await createDocument(admin, 'news-items', { title: newsTitle, description: 'Visit our stand.', articleBody: 'We show our new metallic threads.', primaryImage: newsImage, publishedAt: new Date().toISOString() })
    await unpinAll()
    const oldSlideImage = await uploadImage(`old-slide-${run}.jpg`, 'Old slide')
    const slides = await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ carouselSlides: [{ image: oldSlideImage, altText: `Slide ${run}`, active: true }] }), session: admin })
    expect(slides.status).toBe(200)

    // The content language is stored on the one test administrator: earlier tests may have left it in Chinese.
    await resetAdminLanguages(admin.authHeader)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language.admin })
    const page = await context.newPage()
    const counts = { product: 0, pin: 0, carousel: 0 }
    let task: keyof typeof counts = 'product'
    const click = async (target: Locator) => {
      counts[task] += 1
      await untilAdminSettled(page)
      await target.click()
    }
    const visible = (selector: string) => page.locator(selector).filter({ visible: true }).first()
    // At 1280 px Payload starts with the sidebar closed: the menu button opens it (a click), and it stays open while moving inside the admin.
    const sidebar = async (selector: string) => {
      if ((await page.locator('.nav-toggler--is-open').count()) === 0) await click(visible('.nav-toggler'))
      await click(visible(selector))
    }
    const dashboard = async () => {
      await openAdmin(page, `${baseUrl}/admin`)
      await page.locator('#nav-products').waitFor({ timeout: 30_000 })
    }

    /** A file uploaded from a form's upload field: its Create new opens the media form in a drawer. */
    const uploadFromField = async (field: string, file: string, alt?: string) => {
      await click(page.locator(field).locator('.upload__createNewToggler').first())
      const drawer = page.locator('.drawer__content').last()
      const selectFile = drawer.locator('.file-field__dropzoneButtons button').first()
      await selectFile.waitFor({ timeout: 30_000 })
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(selectFile)])
      await chooser.setFiles(file)
      if (alt) await drawer.locator('input[name="alt"]').fill(alt)
      await click(drawer.locator('#action-save'))
      await expect.poll(() => page.locator(field).getByText(path.basename(file, path.extname(file)), { exact: false }).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    }

    // Sign in (not counted: the day's tasks start at the dashboard).
    await page.goto(`${baseUrl}/admin/login`)
    await page.locator('input[name="email"]').fill(inject('adminEmail'))
    await page.locator('input[name="password"]').fill(inject('adminPassword'))
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
    await setAdminLanguage(page, language.admin)

    // (a) The product: create it from the dashboard, name, slug, description, Save.
    task = 'product'
    await dashboard()
    const productStarted = performance.now()
    const name = `Aurora ${run}`
    await click(visible('a[href="/admin/collections/products/create"]'))
    await page.locator('input[name="name"]').fill(name)
    await page.locator('input[name="slug"]').fill(`aurora-${run}`)
    await page.locator('textarea[name="description"]').fill(`Iridescent thread ${run}.`)
    // Its main image and its catalogue PDF, each uploaded from its field: Create new, Select a file, the drawer's Save.
    await uploadFromField('#field-image', productImagePath, `Aurora spools ${run}`)
    await uploadFromField('#field-cataloguePdf', productPdfPath)
    await click(visible('#action-save'))
    await page.waitForURL(/\/admin\/collections\/products\/\d+/, { timeout: 30_000 })
    const productId = Number(/\/products\/(\d+)/.exec(page.url())![1])

    // Two item codes from the item-codes field: Add new opens the item-code form in a drawer, with this product chosen.
    const codes = [`AU1-${run}`, `AU2-${run}`]
    for (const code of codes) {
      await click(visible('.relationship-table__add-new'))
      const drawer = page.locator('.drawer__content').last()
      await drawer.locator('input[name="itemCode"]').waitFor({ timeout: 30_000 })
      await drawer.locator('input[name="itemCode"]').fill(code)
      await drawer.locator('[name="composition"]').fill('100% Polyester')
      await click(drawer.locator('#action-save'))
      await expect.poll(() => page.locator('.relationship-table').getByText(code, { exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    }

    // The Chinese texts: the translations manager from the sidebar, then "Save and go to the next untranslated" on each screen.
    await sidebar('#nav-translations')
    await click(visible('[data-source="products"] a'))
    await click(visible(`a[href$="/translations/products/${productId}"]`))
    const chinese: Record<string, string> = { name: `極光 ${run}`, description: `幻彩線 ${run}。`, composition: '100% 聚酯' }
    const translateScreen = async () => {
      const entries = page.locator('[data-translation-form] [data-translation-entry]')
      await expect.poll(() => entries.count(), { timeout: 30_000 }).toBeGreaterThan(0)
      // Typed until every text holds: a text typed while the form is still hydrating can be reset by it.
      const typeAll = async () => {
        let holding = true
        for (const entry of await entries.all()) {
          const key = await entry.getAttribute('data-translation-entry')
          if (!key || !chinese[key]) continue
          const field = entry.locator('[data-chinese-field]')
          if ((await field.inputValue()) === chinese[key]) continue
          holding = false
          await field.fill(chinese[key])
        }
        return holding
      }
      await expect.poll(typeAll, { timeout: 30_000 }).toBe(true)
      const before = page.url()
      await click(page.getByRole('button', { name: language.saveNext }))
      await expect.poll(() => page.getByText(language.saved).count(), { timeout: 30_000 }).toBeGreaterThan(0)
      await page.waitForURL((url) => url.toString() !== before, { timeout: 30_000 })
    }
    await page.locator(`[data-translation-record="products/${productId}"]`).waitFor({ timeout: 30_000 })
    await translateScreen()
    const codeDocs = (await api(`/api/item-codes?where[product][equals]=${productId}&depth=0&sort=itemCode`, { session: admin })).body.docs as { id: number; itemCode: string }[]
    for (const code of codeDocs) {
      await page.locator(`[data-translation-record="item-codes/${code.id}"]`).waitFor({ timeout: 30_000 })
      await translateScreen()
    }
    const productSeconds = (performance.now() - productStarted) / 1000
    // Published: Active from its first save (the form's default), its page on both sites in their language, with its image and PDF.
    for (const [host, title] of [[new URL(baseUrl).host, name], [`zh.${new URL(baseUrl).host}`, `極光 ${run}`]] as const) {
      await expect
        .poll(async () => {
          const pageOnSite = await getWithHost(baseUrl, `/products/aurora-${run}`, host)
          return pageOnSite.status === 200 && pageOnSite.text.includes(title) && pageOnSite.text.includes('.pdf')
        }, { timeout: 30_000 })
        .toBe(true)
    }

    // (b) Pin the news item: News & Events from the sidebar, find it (typing), Pin in its row.
    task = 'pin'
    await dashboard()
    await sidebar('#nav-news-items')
    await page.locator('#search-filter-input').fill(run)
    const pin = page.getByRole('button', { name: `${language.pin}: ${newsTitle}`, exact: true })
    await expect.poll(() => pin.count(), { timeout: 30_000 }).toBe(1)
    await click(pin)
    await expect.poll(() => page.getByTestId('pinned-list').getByText(newsTitle).count(), { timeout: 30_000 }).toBe(1)

    // (c) Replace the slide's image: General settings from the sidebar, remove the image, upload a new one in the drawer, Save.
    task = 'carousel'
    await dashboard()
    await sidebar('#nav-global-general-settings')
    // Payload opens the tab last used by this administrator (another test may have left it on Company): the carousel's tab, the first, is a click then.
    const carouselTab = page.locator('.tabs-field__tab-button').first()
    await carouselTab.waitFor({ timeout: 30_000 })
    if (!(await carouselTab.getAttribute('class'))?.includes('tabs-field__tab-button--active')) await click(carouselTab)
    const slidesField = page.locator('#field-carouselSlides')
    await slidesField.locator('.upload-relationship-details__remove').first().waitFor({ timeout: 30_000 })
    await click(slidesField.locator('.upload-relationship-details__remove').first())
    await click(slidesField.locator('.upload__createNewToggler').first())
    const drawer = page.locator('.drawer__content').last()
    const selectFile = drawer.locator('.file-field__dropzoneButtons button').first()
    await selectFile.waitFor({ timeout: 30_000 })
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), click(selectFile)])
    await chooser.setFiles(imagePath)
    await drawer.locator('input[name="alt"]').fill(`New slide ${run}`)
    await click(drawer.locator('#action-save'))
    await expect.poll(() => slidesField.getByText('new-slide', { exact: false }).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await click(visible('#action-save'))
    await expect.poll(async () => {
      const settings = (await api('/api/globals/general-settings?depth=1&locale=en', { session: admin })).body as { carouselSlides?: { image?: { id: number; alt?: string } }[] }
      return settings.carouselSlides?.[0]?.image?.alt
    }, { timeout: 30_000 }).toBe(`New slide ${run}`)
    await context.close()

    // The outcomes, through the REST API.
    const product = (await api(`/api/products/${productId}?locale=zh-Hant&fallback-locale=none&depth=0`, { session: admin })).body as { name?: string; description?: string; slug?: string }
    expect([product.name, product.description, product.slug]).toEqual([`極光 ${run}`, `幻彩線 ${run}。`, `aurora-${run}`])
    expect(codeDocs.map((code) => code.itemCode)).toEqual(codes)
    for (const code of codeDocs) {
      const zh = (await api(`/api/item-codes/${code.id}?locale=zh-Hant&fallback-locale=none`, { session: admin })).body as { composition?: string }
      expect(zh.composition).toBe('100% 聚酯')
    }
    expect(((await api(`/api/news-items/${news.id}?depth=0`, { session: admin })).body as { isPinned?: boolean }).isPinned).toBe(true)
    const settings = (await api('/api/globals/general-settings?depth=0&locale=en', { session: admin })).body as { carouselSlides?: { image?: number }[] }
    expect(settings.carouselSlides).toHaveLength(1)
    expect(settings.carouselSlides?.[0]?.image).not.toBe(oldSlideImage)

    const withFiles = (await api(`/api/products/${productId}?depth=0`, { session: admin })).body as { image?: number | null; cataloguePdf?: number | null; status?: string }
    expect([typeof withFiles.image, typeof withFiles.cataloguePdf, withFiles.status]).toEqual(['number', 'number', 'Active'])

    // Figures for the note (issue 27): printed, not bounded — a busy runner's seconds are not the product's.
    console.log(`admin day (${language.lang}): product+2 codes+image+PDF+translate+publish ${counts.product} clicks in ${productSeconds.toFixed(1)} s; pin ${counts.pin}; carousel ${counts.carousel}`)
    expect(counts.product).toBeLessThanOrEqual(BUDGET.product)
    expect(counts.pin).toBeLessThanOrEqual(BUDGET.pin)
    expect(counts.carousel).toBeLessThanOrEqual(BUDGET.carousel)
    await unpinAll()
    // A whole morning's work in the browser: on a host half as fast it took over the default minute.
  }, 300_000)
})
