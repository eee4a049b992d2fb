import { readFileSync } from 'node:fs'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeLines, MAX_LINES, STORAGE_KEY } from '../../src/requests/lines'
import { adminPage, resetAdminLanguages, untilHydrated, type AdminLanguage, openAdmin } from '../helpers/admin-browser'
import { launchChromium, origins } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { testServer } from '../helpers/test-server'

let browser: Browser
let admin: Session
const stamp = Date.now().toString(36)
const slug = `request-gold-${stamp}`
let product: number
const codes: number[] = []

const findRequest = async (company: string) =>
  (await api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { session: admin })).body.docs?.[0] as
    | { id: number; reference: string; status: string; locale: string; lines: { product: number; itemCode: number | null; quantity: number; unit: string; kind: string }[] }
    | undefined

async function fillForm(page: Page, company: string) {
  await page.locator('#request-name').fill('Claire Dubois')
  await page.locator('#request-company').fill(company)
  await page.locator('#request-email').fill('claire@atelier.example')
  await page.locator('#request-country').fill('France')
  await page.locator('#request-message').fill('Please send samples for our spring collection.')
}

const badgeCount = (page: Page) => page.locator('header [data-request-count]').first().textContent()
const shownLines = (page: Page) => page.locator('[data-request-line]').count()

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Request Gold ${stamp}`, slug, status: 'Active' }) })
  expect(created.status).toBe(201)
  product = Number((created.body.doc as { id: number }).id)
  for (const itemCode of [`RQ-${stamp}-A`, `RQ-${stamp}-B`]) {
    const code = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product, itemCode, shadeHex: '#c9a227' }) })
    expect(code.status).toBe(201)
    codes.push(Number((code.body.doc as { id: number }).id))
  }
  browser = await launchChromium()
}, 60_000)

afterAll(async () => {
  await resetAdminLanguages(admin.authHeader)
  await browser?.close()
})

describe('the request list with JavaScript', () => {
  let context: BrowserContext
  afterAll(async () => context?.close())

  it('says so when a full list (50 lines) cannot take one more, and keeps the list (issue 28.19)', async () => {
    const { en } = origins(testServer().baseUrl)
    const full = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const fullList = Array.from({ length: MAX_LINES }, (_, index) => ({ product: 900_000 + index, kind: 'samples' as const, quantity: 1, unit: 'cones' as const, note: '' }))
    await full.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, encodeLines(fullList)] as const)
    const page = await full.newPage()
    await page.goto(`${en}/products/${slug}`)
    const add = page.locator(`[data-add-to-request="${product}.${codes[0]}"]`)
    await untilHydrated(add)
    await add.click()
    await expect.poll(() => page.locator('[data-request-full]').textContent()).toBe('Your request list is full (50 lines). Send it, or remove a line, to add another.')
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe(encodeLines(fullList))
    expect(new URL(page.url()).pathname).toBe(`/products/${slug}`)
    await full.close()
  })

  it('shows the count in the header from 320 px once the list has a line, and the page stays on the screen (issue 50.9)', async () => {
    const { en } = origins(testServer().baseUrl)
    const narrow = await browser.newContext({ viewport: { width: 320, height: 700 } })
    const page = await narrow.newPage()
    await page.goto(`${en}/products/${slug}`)
    expect(await page.locator('header [data-request-badge]').first().isVisible()).toBe(false)
    const add = page.locator(`[data-add-to-request="${product}.${codes[0]}"]`)
    await untilHydrated(add)
    await add.click()
    await expect.poll(() => page.locator('header [data-request-count]').first().isVisible()).toBe(true)
    expect(await badgeCount(page)).toBe('1')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    await narrow.close()
  })

  it('adds lines from a product page, edits and removes them, survives a reload, shares and sends them', async () => {
    const { en } = origins(testServer().baseUrl)
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${en}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[0]}"]`).click()
    await expect.poll(() => badgeCount(page)).toBe('1')
    await page.locator(`[data-add-to-request="${product}.${codes[1]}"]`).click()
    await page.locator(`[data-add-to-request="${product}"]`).click()
    await expect.poll(() => badgeCount(page)).toBe('3')
    // Adding the same item again leaves the list as it is.
    await page.locator(`[data-add-to-request="${product}"]`).click()
    await expect.poll(() => badgeCount(page)).toBe('3')

    await page.locator('header [data-request-badge]').first().click()
    await page.waitForURL(/\/request\?lines=/)
    await expect.poll(() => shownLines(page)).toBe(3)
    await expect.poll(() => page.locator('[data-request-lines]').textContent()).toContain(`RQ-${stamp}-A`)

    const first = page.locator('[data-request-line]').nth(0)
    await first.getByLabel('Quantity').fill('5')
    const second = page.locator('[data-request-line]').nth(1)
    await second.getByLabel('Quote').check()
    await second.getByLabel('Unit').selectOption('metres')
    await page.locator('[data-request-line]').nth(2).locator('[data-remove-line]').click()
    await expect.poll(() => shownLines(page)).toBe(2)
    await expect.poll(() => badgeCount(page)).toBe('2')

    await page.reload()
    await expect.poll(() => shownLines(page)).toBe(2)
    await expect.poll(() => page.locator('[data-request-line]').nth(0).getByLabel('Quantity').inputValue()).toBe('5')
    await expect.poll(() => page.locator('[data-request-line]').nth(1).getByLabel('Unit').inputValue()).toBe('metres')

    // The share link opens the same list in a browser that has none.
    const share = String(await page.locator('[data-share-link]').getAttribute('href'))
    const other = await browser.newContext()
    const shared = await other.newPage()
    await shared.goto(`${en}${share}`)
    await expect.poll(() => shownLines(shared)).toBe(2)
    expect(await shared.locator('[data-request-line]').nth(1).getByLabel('Quote').isChecked()).toBe(true)
    await other.close()

    // The form checks before sending, in the page's language.
    await page.getByRole('button', { name: 'Send Request' }).click()
    await expect.poll(() => page.locator('[data-field-error="company"]').textContent()).toBe('Company must be at least 2 characters.')
    const company = `JS Atelier ${stamp}`
    await fillForm(page, company)
    await page.getByRole('button', { name: 'Send Request' }).click()
    // The copy to the buyer's address is queued (far from the hourly ceiling for new addresses), and the page says so.
    await page.waitForURL(/\/request\/sent\/\d+-[0-9a-z]+-[A-Za-z0-9_-]{32}$/)
    await expect.poll(() => page.locator('[data-request-sent]').textContent()).toContain('A copy is on its way to your email.')
    expect(await page.locator('header [data-request-count]').count()).toBe(0)
    const stored = await findRequest(company)
    // Issue 50.8: the request's own summary, with its reference and lines, and a print button once JavaScript runs.
    expect(await page.locator('[data-receipt-reference]').textContent()).toBe(stored?.reference)
    expect(await page.locator('[data-receipt-lines] li').count()).toBe(stored?.lines.length)
    await expect.poll(() => page.locator('[data-print]').count()).toBe(1)
    expect(stored?.lines.map((line) => [line.itemCode, line.kind, line.quantity, line.unit])).toEqual([
      [codes[0], 'samples', 5, 'cones'],
      [codes[1], 'quote', 1, 'metres'],
    ])
  })

  it('keeps the list when the buyer switches language on /request (issue 28.6)', async () => {
    const { en, zh } = origins(testServer().baseUrl)
    const switching = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await switching.newPage()
    await page.goto(`${en}/products/${slug}`)
    const add = page.locator(`[data-add-to-request="${product}.${codes[1]}"]`)
    await untilHydrated(add)
    await add.click()
    await expect.poll(() => badgeCount(page)).toBe('1')
    await page.goto(`${en}/request`)
    await page.waitForURL(/\/request\?lines=/)
    await expect.poll(() => shownLines(page)).toBe(1)
    await page.locator('header a[hreflang="zh-Hant-HK"]').first().click()
    await page.waitForURL((url) => url.origin === zh && url.pathname === '/request' && url.searchParams.has('lines'))
    await expect.poll(() => shownLines(page)).toBe(1)
    expect(await page.locator('[data-request-lines]').textContent()).toContain(`RQ-${stamp}-B`)
    // The Chinese site keeps it as its own list from now on.
    await expect.poll(() => badgeCount(page)).toBe('1')
    await switching.close()
  })

  it('works on the Chinese site, in Chinese', async () => {
    const { zh } = origins(testServer().baseUrl)
    const chinese = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const page = await chinese.newPage()
    await page.goto(`${zh}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[1]}"]`).click()
    await expect.poll(() => badgeCount(page)).toBe('1')
    await page.goto(`${zh}/request`)
    await page.waitForURL(/\/request\?lines=/)
    await expect.poll(() => shownLines(page)).toBe(1)
    await page.getByRole('button', { name: '發送查詢' }).click()
    await expect.poll(() => page.locator('[data-field-error="email"]').textContent()).toBe('請輸入有效的電郵地址。')
    const company = `中文公司 ${stamp}`
    await fillForm(page, company)
    await page.getByRole('button', { name: '發送查詢' }).click()
    await page.waitForURL(/\/request\/sent\/\d+-[0-9a-z]+-[A-Za-z0-9_-]{32}$/)
    await expect.poll(() => page.locator('[data-request-sent]').textContent()).toContain('副本已發送到你的電郵。')
    expect((await findRequest(company))?.locale).toBe('zh-Hant')
    await chinese.close()
  })
})

describe('the request list without JavaScript', () => {
  it('adds a line, updates it and sends the request with plain links and forms', async () => {
    const { en } = origins(testServer().baseUrl)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${en}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[0]}"]`).click()
    await page.waitForURL(new RegExp(`/request\\?add=${product}\\.${codes[0]}`))
    expect(await shownLines(page)).toBe(1)
    await page.locator('[data-request-line]').first().getByLabel('Quantity').fill('3')
    await page.getByRole('button', { name: 'Update list' }).click()
    await page.waitForURL(/\/request\?p=/)
    expect(await page.locator('[data-request-line]').first().getByLabel('Quantity').inputValue()).toBe('3')

    // An invalid form comes back with its errors and values.
    await page.locator('#request-name').fill('Claire Dubois')
    await page.locator('#request-company').fill('X')
    await page.locator('#request-email').fill('claire@atelier.example')
    await page.locator('#request-country').fill('France')
    await page.locator('#request-message').fill('Please send samples for our spring collection.')
    // The browser's own checks would stop "X" (minlength); the server's are what is tested here.
    await page.locator('[data-request-form]').evaluate((form) => form.setAttribute('novalidate', ''))
    await page.getByRole('button', { name: 'Send Request' }).click()
    await page.waitForURL(/form=/)
    expect(await page.locator('[data-field-error="company"]').textContent()).toBe('Company must be at least 2 characters.')
    expect(await page.locator('#request-name').inputValue()).toBe('Claire Dubois')

    const company = `No Script ${stamp}`
    await page.locator('#request-company').fill(company)
    await page.getByRole('button', { name: 'Send Request' }).click()
    await page.waitForURL(/\/request\/sent\/\d+-[0-9a-z]+-[A-Za-z0-9_-]{32}$/)
    expect(await page.locator('[data-request-sent]').textContent()).toContain('A copy is on its way to your email.')
    expect((await findRequest(company))?.lines).toMatchObject([{ product, itemCode: codes[0], quantity: 3 }])
    await context.close()
  })
})

describe('a request list without JavaScript across products (issue 28.3)', () => {
  it('collects item codes from two products in one list, keeps it on the plain /request and after an edit, sends it, then starts empty', async () => {
    const { en } = origins(testServer().baseUrl)
    const other = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Request Silver ${stamp}`, slug: `request-silver-${stamp}`, status: 'Active' }) })
    expect(other.status).toBe(201)
    const otherProduct = Number((other.body.doc as { id: number }).id)
    const otherCode = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product: otherProduct, itemCode: `RQ-${stamp}-S`, shadeHex: '#c0c0c0' }) })
    expect(otherCode.status).toBe(201)
    const silver = Number((otherCode.body.doc as { id: number }).id)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    const lineItems = () => page.locator('[data-request-line]').evaluateAll((lines) => lines.map((line) => line.textContent ?? ''))

    await page.goto(`${en}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[0]}"]`).click()
    await page.waitForURL(/\/request\?add=/)
    expect(await shownLines(page)).toBe(1)
    await page.goto(`${en}/products/request-silver-${stamp}`)
    await page.locator(`[data-add-to-request="${otherProduct}.${silver}"]`).click()
    await page.waitForURL(/\/request\?add=/)
    expect(await shownLines(page)).toBe(2)
    expect((await lineItems()).join(' ')).toMatch(new RegExp(`RQ-${stamp}-A[\\s\\S]*RQ-${stamp}-S`))

    // The plain address, as the header's link opens it, shows the same list.
    await page.goto(`${en}/request`)
    expect(await shownLines(page)).toBe(2)
    await page.locator('[data-request-line]').nth(1).getByLabel('Quantity').fill('4')
    await page.getByRole('button', { name: 'Update list' }).click()
    await page.waitForURL(/\/request\?p=/)
    // A third line from the first product keeps the edit.
    await page.goto(`${en}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[1]}"]`).click()
    await page.waitForURL(/\/request\?add=/)
    expect(await shownLines(page)).toBe(3)
    expect(await page.locator('[data-request-line]').nth(1).getByLabel('Quantity').inputValue()).toBe('4')

    const company = `Three Lines ${stamp}`
    await fillForm(page, company)
    await page.getByRole('button', { name: 'Send Request' }).click()
    await page.waitForURL(/\/request\/sent/)
    expect((await findRequest(company))?.lines).toMatchObject([
      { product, itemCode: codes[0], quantity: 1 },
      { product: otherProduct, itemCode: silver, quantity: 4 },
      { product, itemCode: codes[1], quantity: 1 },
    ])
    await page.goto(`${en}/request`)
    await page.locator('[data-request-empty]').waitFor()
    // Nothing to send: no form asks for the buyer's details (issue 28.14).
    expect(await page.locator('[data-request-form]').count()).toBe(0)
    await context.close()
  })
})

describe('one request list for both language sites (issue 28.6)', () => {
  // The site on a domain of its own (kinsen.test and zh.kinsen.test, which the test browser sends to this server):
  // on localhost, browsers keep a cookie to each host.
  it('shows the list collected on the English site on the Chinese one, and back, without JavaScript', async () => {
    const port = new URL(testServer().baseUrl).port
    const [en, zh] = [`http://kinsen.test:${port}`, `http://zh.kinsen.test:${port}`]
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${en}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[0]}"]`).click()
    await page.waitForURL(/\/request\?add=/)
    expect(await shownLines(page)).toBe(1)
    await page.goto(`${zh}/request`)
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant-HK')
    expect(await shownLines(page)).toBe(1)
    expect(await page.locator('[data-request-line]').first().textContent()).toContain(`RQ-${stamp}-A`)
    // A line added on the Chinese site is on the English site's list too.
    await page.goto(`${zh}/products/${slug}`)
    await page.locator(`[data-add-to-request="${product}.${codes[1]}"]`).click()
    await page.waitForURL(/\/request\?add=/)
    expect(await shownLines(page)).toBe(2)
    await page.goto(`${en}/request`)
    expect(await shownLines(page)).toBe(2)
    await context.close()
  })
})

describe('the request form (issue 28.14)', () => {
  it.each([
    { lang: 'en', notice: 'We use these details only to answer your request', policy: 'Privacy Policy' },
    { lang: 'zh', notice: '我們只會用這些資料回覆你的查詢', policy: '私隱政策' },
  ] as const)('has 16 px fields and a privacy notice whose policy opens beside the send button, without JavaScript ($lang)', async (language) => {
    const site = origins(testServer().baseUrl)
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    await page.goto(`${site[language.lang]}/request?add=${product}.${codes[0]}`)
    expect(await shownLines(page)).toBe(1)
    for (const field of ['name', 'company', 'email', 'phone', 'country', 'message']) {
      expect(await page.locator(`#request-${field}`).evaluate((element) => getComputedStyle(element).fontSize), field).toBe('16px')
    }
    const notice = page.locator('[data-request-form] [data-privacy-notice]')
    expect(await notice.textContent()).toContain(language.notice)
    const policy = notice.locator('details')
    expect(await policy.locator('summary').textContent()).toBe(language.policy)
    expect(await policy.locator('p').first().isVisible()).toBe(false)
    await policy.locator('summary').click()
    await expect.poll(() => policy.locator('p').first().isVisible()).toBe(true)
    // The site's own policy (the general settings' text, or the default), the same as the footer's.
    expect((await policy.locator('p').first().textContent())!.length).toBeGreaterThan(40)
    await context.close()
  })
})

describe('requests in the admin', () => {
  const company = `Admin Atelier ${stamp}`
  beforeAll(async () => {
    const baseUrl = testServer().baseUrl
    for (const name of [company, `Other Atelier ${stamp}`]) {
      const sent = await api('/api/requests/submit', {
        method: 'POST',
        headers: { origin: baseUrl, 'X-Forwarded-For': `198.18.${name.length}.9` },
        body: JSON.stringify({ name: 'Claire Dubois', company: name, email: 'claire@atelier.example', country: 'France', message: 'Please send samples of your golds.', locale: 'en', lines: [{ product, code: codes[0] }] }),
      })
      expect(sent.status).toBe(201)
    }
  })

  for (const language of ['en', 'zh-TW'] as AdminLanguage[]) {
    it(`filters by status, exports CSV and links lines to products (${language})`, async () => {
      const words = language === 'en' ? { quoted: 'Quoted', export: 'Export CSV', product: 'Product' } : { quoted: '已報價', export: '匯出 CSV', product: '產品' }
      const request = await findRequest(company)
      expect(request).toBeDefined()
      const marked = await api(`/api/requests/${request!.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'quoted' }) })
      expect(marked.status).toBe(200)
      const { context, page } = await adminPage(browser, language)
      await openAdmin(page, `${testServer().baseUrl}/admin/collections/requests`)
      const filter = page.locator('[data-list-filter="status"]')
      await filter.selectOption({ label: words.quoted })
      // The list follows through a server render, which took over the poll's default second under CI's load.
      await expect.poll(() => new URL(page.url()).search, { timeout: 30_000 }).toContain('quoted')
      // Every row the filter leaves is Quoted, ours among them (other files on this server quote requests too).
      await expect.poll(() => page.locator('table tbody tr').allTextContents(), { timeout: 30_000 }).toEqual(expect.arrayContaining([expect.stringContaining(company)]))
      expect((await page.locator('table tbody tr').allTextContents()).every((row) => row.includes(words.quoted))).toBe(true)
      const exportLink = page.locator('[data-requests-export]')
      expect(await exportLink.textContent()).toBe(words.export)
      expect(await exportLink.getAttribute('href')).toBe('/api/requests/export?status=quoted')
      // Downloaded as the administrator's browser does (a same-origin link, signed in by its cookie).
      const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
      const csv = readFileSync(String(await download.path()), 'utf8')
      expect(csv).toContain(company)
      expect(csv).not.toContain(`Other Atelier ${stamp}`)
      expect(csv.split('\r\n')[0]).toMatch(/^\uFEFF?id,reference,received,/)
      expect(csv).toMatch(/,R-\d{4}-\d{4,},/)

      await openAdmin(page, `${testServer().baseUrl}/admin/collections/requests/${request!.id}`)
      const lines = page.locator('[data-request-lines]')
      await expect.poll(() => lines.locator('th').first().textContent()).toBe(words.product)
      expect(await lines.locator('[data-request-line-product]').first().getAttribute('href')).toBe(`/admin/collections/products/${product}`)
      await context.close()
    })
  }
})
