import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminPage, clickUntilVisible, navigateAdmin, trackRequests, untilHydrated, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

/**
 * Issue 13, items 5–7, in both admin languages: a product's item codes listed,
 * added and edited from the product form; duplicate item codes and slugs
 * refused in words; error bubbles that clear once a field is fixed; and a
 * contact message that reads as text, with a reply link and its language in words.
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
  {
    lang: 'en',
    admin: 'en',
    addNew: 'Add new',
    save: 'Save',
    duplicateCode: (code: string) => `Item code ${code} already exists for this product`,
    duplicateSlug: 'This slug is already used by another product',
    selectProduct: 'Please select a product',
    itemCodeRequired: 'Item code is required',
    reply: 'Reply by e-mail',
    english: 'English',
    chinese: 'Traditional Chinese',
    seoEmpty: { title: "Empty: the page's own title is used", description: "Empty: the page's own short description is used" },
    seoFill: 'Fill in from the page',
    seoTooShort: (length: number) => `Too short ${length} characters; 50–60 show in full`,
    seoMissing: 'Missing',
    subscriberUpdated: 'Newsletter subscriber updated successfully',
    aboutUpdated: 'About page updated successfully',
    titleLabel: 'Title — English',
    seoTitleLabel: 'Title for search engines — English',
    newsMessages: ['Title must be at least 2 characters', 'Description must be at least 10 characters', 'Article body must be at least 20 characters', 'Primary image is required', 'Slug must be at least 2 characters'],
  },
  {
    lang: 'zh',
    admin: 'zh-TW',
    addNew: '新增',
    save: '儲存',
    duplicateCode: (code: string) => `此產品已有貨品編號 ${code}`,
    duplicateSlug: '此網址代稱已被另一個產品使用',
    // Another item of the issue translates these existing messages; either wording is accepted here.
    selectProduct: /Please select a product|請選擇產品/,
    itemCodeRequired: /Item code is required|請輸入貨品編號|必須填寫貨品編號/,
    reply: '以電郵回覆',
    english: '英文',
    chinese: '繁體中文',
    seoEmpty: { title: '留空：使用此頁本身的標題', description: '留空：使用此頁本身的簡介' },
    seoFill: '按此頁內容填入',
    seoTooShort: (length: number) => `太短 ${length} 個字元；50 至 60 個可完整顯示`,
    seoMissing: /Missing|缺少/,
    subscriberUpdated: '電子報訂閱者已成功更新',
    aboutUpdated: '關於我們頁面已成功更新',
    titleLabel: '標題 — 英文',
    seoTitleLabel: '搜尋引擎標題 — 英文',
    newsMessages: ['標題最少需要 2 個字元', '摘要最少需要 10 個字元', '內文最少需要 20 個字元', '必須選擇主圖片', '網址代稱最少需要 2 個字元'],
  },
] as const

const bubbles = (page: Page) => page.locator('.field-error')

describe.each(LANGUAGES)('records in the admin ($lang)', (language) => {
  const tag = `${language.lang}-${run}`
  let productId: number

  beforeAll(async () => {
    productId = (await createDocument(admin, 'products', { name: `Records Gold ${tag}`, slug: `records-gold-${tag}` })).id
    await createDocument(admin, 'item-codes', { product: productId, itemCode: `RG-1-${tag}`, composition: 'Polyester', shadeHex: '#C9A227' })
  })

  it('lists, adds and edits the item codes of a product from its form', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${productId}`)
    const table = page.locator('.relationship-table')
    await expect.poll(() => table.getByText(`RG-1-${tag}`).count(), { timeout: 30_000 }).toBe(1)
    expect(await table.getByText('Polyester').count()).toBe(1)
    expect(await table.locator('[data-swatch="#C9A227"]').count()).toBe(1)

    // Add one: the drawer opens with this product chosen.
    await table.getByRole('button', { name: language.addNew }).click()
    const drawer = page.locator('.drawer__content').last()
    await expect.poll(() => drawer.locator('#field-product').textContent(), { timeout: 30_000 }).toContain(`Records Gold ${tag}`)
    await drawer.locator('input[name="itemCode"]').fill(`RG-2-${tag}`)
    await drawer.locator('#action-save').click()
    await expect.poll(() => table.getByText(`RG-2-${tag}`).count(), { timeout: 30_000 }).toBe(1)
    const added = await api(`/api/item-codes?where[itemCode][equals]=RG-2-${tag}&depth=0`, { session: admin })
    expect(added.body.docs?.[0]?.product).toBe(productId)

    // Edit one from the table, without leaving the product.
    await table.locator('tbody tr', { hasText: `RG-1-${tag}` }).locator('.drawer-link__doc-drawer-toggler').click()
    const editor = page.locator('.drawer__content').last()
    // Payload draws a form's fields as they scroll into view, and the Availability group (issue 52)
    // pushed the product information below the drawer's fold: scrolled down until it is drawn.
    const composition = editor.locator('input[name="composition"]')
    await expect
      .poll(
        async () => {
          const box = await editor.boundingBox()
          if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
          await page.mouse.wheel(0, 400)
          return composition.count()
        },
        { timeout: 30_000 },
      )
      .toBe(1)
    await composition.fill('Metallic film')
    await editor.locator('#action-save').click()
    await expect.poll(() => table.getByText('Metallic film').count(), { timeout: 30_000 }).toBe(1)
    expect(new URL(page.url()).pathname).toBe(`/admin/collections/products/${productId}`)
    await context.close()
  })

  it('names what was saved in the update toast, on a collection outside the spec lists and on a global (issue 27.6)', async () => {
    const subscriber = await createDocument(admin, 'newsletter-subscribers', { email: `toast-${tag}@example.com` })
    const { context, page } = await adminPage(browser, language.admin)
    const toast = (text: string) => page.locator('.payload-toast-container').getByText(text, { exact: true })
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/newsletter-subscribers/${subscriber.id}`)
    const active = page.locator('input#field-active')
    await untilHydrated(active)
    await active.click()
    await page.locator('#action-save').click()
    await expect.poll(() => toast(language.subscriberUpdated).count(), { timeout: 30_000 }).toBe(1)
    expect((await api(`/api/newsletter-subscribers/${subscriber.id}`, { session: admin })).body.active).toBe(false)

    // The About page saved as it is (a heading changed and put back): the same values, a named toast.
    await navigateAdmin(page, `${testServer().baseUrl}/admin/globals/about-page`)
    const heading = page.locator('input[name="history.heading"]')
    await untilHydrated(heading)
    const value = await heading.inputValue()
    await heading.fill(`${value}x`)
    await heading.fill(value)
    await page.locator('#action-save').click()
    await expect.poll(() => toast(language.aboutUpdated).count(), { timeout: 30_000 }).toBe(1)
    await context.close()
  })

  it("says an empty SEO title or description uses the page's own, not that it is missing, and fills one from the page (issue 27.6)", async () => {
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${productId}`)
    const seoText = (name: 'title' | 'description') => page.locator('.seo-text', { has: page.locator(`#field-meta__${name}`) })
    const lengthNote = (name: 'title' | 'description') => seoText(name).locator('[data-seo-length]')
    for (const name of ['title', 'description'] as const) {
      await expect.poll(() => lengthNote(name).textContent(), { timeout: 30_000 }).toBe(language.seoEmpty[name])
      expect(await lengthNote(name).getAttribute('data-seo-length')).toBe('empty')
    }
    expect(await page.getByText(language.seoMissing).count()).toBe(0)

    // The page's own title, in the edited language, through the plugin's generate endpoint; its length said in words.
    const fill = seoText('title').getByRole('button', { name: language.seoFill, exact: true })
    await untilHydrated(fill)
    const name = `Records Gold ${tag}`
    await expect
      .poll(
        async () => {
          if ((await seoText('title').locator('input').inputValue()) === '') await fill.click()
          return seoText('title').locator('input').inputValue()
        },
        { timeout: 30_000 },
      )
      .toBe(name)
    expect(await lengthNote('title').getAttribute('data-seo-length')).toBe('tooShort')
    expect((await lengthNote('title').textContent())?.trim()).toBe(language.seoTooShort(name.length))
    expect(await seriousViolations(page, ['.seo-text'])).toEqual([])
    await context.close()
  })

  it('says a duplicate item code and a duplicate slug in words', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${productId}`)
    const table = page.locator('.relationship-table')
    await expect.poll(() => table.getByText(`RG-1-${tag}`).count(), { timeout: 30_000 }).toBe(1)
    await table.getByRole('button', { name: language.addNew }).click()
    const drawer = page.locator('.drawer__content').last()
    await expect.poll(() => drawer.locator('#field-product').textContent(), { timeout: 30_000 }).toContain(`Records Gold ${tag}`)
    await drawer.locator('input[name="itemCode"]').fill(`RG-1-${tag}`)
    await expect.poll(() => drawer.locator('input[name="itemCode"]').inputValue()).toBe(`RG-1-${tag}`)
    // A Save clicked while the drawer's form is still setting up is not submitted (a failed run's
    // screenshot: the code filled in, no answer); saving a duplicate again only repeats the refusal.
    await clickUntilVisible(drawer.locator('#action-save'), drawer.getByText(language.duplicateCode(`RG-1-${tag}`)).first())
    expect(await page.getByText('product_id').count()).toBe(0)

    // A new form is filled once it has loaded (a value typed into a form still starting up can be lost).
    await page.goto(`${testServer().baseUrl}/admin/collections/products/create`, { waitUntil: 'networkidle' })
    // A Save clicked before the form is hydrated does nothing (a failed run's screenshot: filled, saved, no answer).
    await untilHydrated(page.locator('#action-save').last())
    await page.locator('input[name="name"]').fill(`Records Copy ${tag}`)
    await page.locator('input[name="slug"]').fill(`records-gold-${tag}`)
    await expect.poll(() => page.locator('input[name="slug"]').inputValue()).toBe(`records-gold-${tag}`)
    // Clicked until the refusal shows: a click while the new form was still setting up was not
    // submitted on a busy runner (a failed run); a second Save of a duplicate only repeats the refusal.
    await clickUntilVisible(page.locator('#action-save').last(), page.getByText(language.duplicateSlug).first())
    await context.close()
  })

  it('clears the error bubbles of a failed save once the fields are fixed', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    const network = trackRequests(page)
    await page.goto(`${testServer().baseUrl}/admin/collections/item-codes/create`, { waitUntil: 'networkidle' })
    await page.locator('#action-save').last().click()
    await expect.poll(() => bubbles(page).filter({ hasText: language.selectProduct }).count(), { timeout: 30_000 }).toBe(1)
    expect(await bubbles(page).filter({ hasText: language.itemCodeRequired }).count()).toBe(1)

    // Fixed and saved again at once (before the form's own re-validation answers), with a code the product already has:
    // only that error is shown, not the stale 'Please select a product' next to the chosen product.
    await page.locator('input[name="itemCode"]').fill(`RG-1-${tag}`)
    await page.locator('#field-product .rs__control').click()
    await page.keyboard.type(`Records Gold ${tag}`)
    await page.locator('.rs__option', { hasText: `Records Gold ${tag}` }).first().click()
    // The choice is in the form once the select shows it: a save clicked before went without the product
    // (a run under load saved "no product" and kept that bubble).
    await expect.poll(() => page.locator('#field-product .rs__single-value, #field-product .relationship--single-value').first().textContent({ timeout: 1_000 }).catch(() => ''), { timeout: 30_000 }).toContain(`Records Gold ${tag}`)
    await page.locator('#action-save').last().click()
    await expect.poll(() => bubbles(page).filter({ hasText: language.duplicateCode(`RG-1-${tag}`) }).count(), { timeout: 30_000 }).toBe(1)
    // Once the form's own validations have answered too (on a busy runner the one the typed code
    // started came back after the save's answer, still without the product, and showed its bubble
    // until the product's own validation answered: a failed run looked in between).
    await network.settled()
    await expect.poll(() => bubbles(page).allTextContents(), { timeout: 30_000 }).toEqual([language.duplicateCode(`RG-1-${tag}`)])

    // The validation the product's choice started may still be on its way, with the old code: a
    // buyer types slower than it answers; on a busy runner it came back after the next change.
    await network.settled()
    await page.locator('input[name="itemCode"]').fill(`RG-3-${tag}`)
    await expect.poll(() => bubbles(page).count(), { timeout: 30_000 }).toBe(0)
    await page.locator('#action-save').last().click()
    await page.waitForURL(/\/admin\/collections\/item-codes\/\d+/, { timeout: 30_000 })
    await context.close()
  })

  // Issue 27.5: the keystroke's own check (Payload's form sends it 250 ms after a change, unvalidated until a
  // save is refused) went out while a slow save was under way and answered after it, and the save's messages
  // vanished (two of four CI runs at stops 43 and 44). Here that order is made certain instead of left to the
  // runner's load: the save is held until the check has gone out, and the check's answer until the save's
  // messages show.
  it('keeps the message of every invalid field when Save comes right after a keystroke (issue 27.5)', async () => {
    const { context, page } = await adminPage(browser, language.admin)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/news-items/create`)
    await untilHydrated(page.locator('#action-save').last())
    // A field written per content language names that language in words, not by its code ("Title — en").
    expect((await page.locator('label[for="field-title"]').innerText()).trim()).toBe(language.titleLabel)
    // The SEO plugin's own title field too, which drew the code before ("— en").
    expect((await page.locator('label[for="field-meta__title"]').textContent())?.trim()).toBe(language.seoTitleLabel)
    const network = trackRequests(page)
    // The keystroke's check goes out 250 ms after it: during the save, or before it when the click came later
    // on a busy runner (a CI run waited for it during the save, and the save never went). Either way its answer
    // is held until the save's messages show, which is the order the fault needs.
    let typed = false
    let checkSent = (): void => undefined
    const checkOut = new Promise<void>((resolve) => (checkSent = resolve))
    let releaseCheck = (): void => undefined
    const saveShown = new Promise<void>((resolve) => (releaseCheck = resolve))
    let lateCheck: Request | undefined
    await page.route(
      (url) => url.pathname === '/api/news-items',
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue()
        await checkOut
        await route.fulfill({ response: await route.fetch() })
      },
    )
    await page.route(
      (url) => url.pathname.startsWith('/admin'),
      async (route) => {
        const request = route.request()
        if (!typed || lateCheck || request.method() !== 'POST' || !request.headers()['next-action']) return route.continue()
        lateCheck = request
        checkSent()
        const answer = await route.fetch()
        await saveShown
        await route.fulfill({ response: answer })
      },
    )
    await page.locator('#field-title').click()
    typed = true
    await page.keyboard.type('A')
    await page.locator('#action-save').last().click()
    const messages = [...language.newsMessages].sort()
    await expect.poll(async () => [...(await bubbles(page).allTextContents())].sort(), { timeout: 30_000 }).toEqual(messages)
    // Answered, or dropped by the page (a check sent before the save may be abandoned by the form).
    const isLateCheck = (request: Request) => request === lateCheck
    const answered = Promise.any([page.waitForEvent('requestfinished', { predicate: isLateCheck, timeout: 30_000 }), page.waitForEvent('requestfailed', { predicate: isLateCheck, timeout: 30_000 })])
    releaseCheck()
    await answered
    await network.settled()
    expect([...(await bubbles(page).allTextContents())].sort()).toEqual(messages)
    await context.close()
  })

  it('shows a contact message as readable text, with a reply link, its language in words and no Save button', async () => {
    const subject = `Quote for gold thread ${tag}`
    for (const locale of ['en', 'zh-Hant']) {
      const sent = await api('/api/contact-messages/submit', {
        method: 'POST',
        headers: { 'X-Forwarded-For': `198.51.100.${language.lang === 'en' ? 10 : 20}` },
        body: JSON.stringify({ name: 'Mei Chan', email: 'mei@example.com', subject: `${subject} ${locale}`, message: 'Please send a quote for 20 cones.', locale }),
      })
      expect(sent.status).toBe(201)
    }
    const { context, page } = await adminPage(browser, language.admin)
    for (const [locale, words] of [['en', language.english], ['zh-Hant', language.chinese]] as const) {
      const found = await api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(`${subject} ${locale}`)}&depth=0`, { session: admin })
      const id = found.body.docs?.[0]?.id as number
      await navigateAdmin(page, `${testServer().baseUrl}/admin/collections/contact-messages/${id}`)
      const reply = page.getByRole('link', { name: language.reply })
      await reply.waitFor({ timeout: 30_000 })
      expect(await reply.getAttribute('href')).toBe(`mailto:mei@example.com?subject=${encodeURIComponent(`Re: ${subject} ${locale}`)}`)
      expect((await page.locator('[data-readable-field="locale"]').textContent())?.trim()).toMatch(new RegExp(`${words}$`))
      expect(await page.locator('[data-readable-field="message"]').textContent()).toContain('Please send a quote for 20 cones.')
      expect(await page.locator('#action-save').count()).toBe(0)
      expect(await page.getByRole('button', { name: language.save, exact: true }).count()).toBe(0)
      // The delivery details read as text too: the status in words, the times as yyyy-MM-dd HH:mm, the note in the admin's language.
      const status = (await page.locator('[data-readable-field="deliveryStatus"] .readable-field__value').textContent())?.trim() ?? ''
      expect(status).not.toMatch(/^(pending|retrying|sent|failed|not-configured|—)?$/)
      expect(await page.locator('[data-readable-field="deliveryStartedAt"] .readable-field__value').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
      expect(await page.locator('[data-readable-field="deliveryStartedAt"] .readable-field__description').textContent()).toContain(language.admin === 'en' ? 'retries stop' : '停止重試')
      expect(await page.locator('[data-readable-field] input, [data-readable-field] textarea').count()).toBe(0)
      // axe on our readable fields, the delivery details and their note among them.
      expect(await seriousViolations(page, ['[data-readable-field]'])).toEqual([])
    }
    await context.close()
  })
})
