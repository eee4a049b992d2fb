import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ruleViolations } from '../helpers/axe'
import { makeJpeg } from '../helpers/fixtures'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { upload } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

/**
 * Issue 50, items 1–3: every page shows its content and every form posts
 * without JavaScript, in every language. What is checked is what the visitor
 * sees (visible, not merely in the HTML: a part streamed late stays hidden
 * until a script reveals it), and where the visitor's words go (a post, never
 * an address that carries them).
 */
const run = Date.now().toString(36)
const word = `nocturne${run}`
let browser: Browser
let admin: Session
let site: { en: string; zh: string; cn: string }

beforeAll(async () => {
  admin = await adminSession()
  const both = origins(testServer().baseUrl)
  site = { ...both, cn: both.en.replace('://', '://cn.') }
  await createDocument(admin, 'products', { name: `${word} Gold`, slug: `no-script-${run}`, status: 'Active' }, { name: `${word} 金線` })
  const image = await upload(admin, await makeJpeg(600, 400), `no-script-${run}.jpg`, 'image/jpeg')
  await createDocument(
    admin,
    'news-items',
    { title: `${word} fair`, slug: `no-script-${run}`, description: 'Our stand at the fair.', articleBody: 'We show our new metallic threads at the fair.', primaryImage: image, publishedAt: new Date().toISOString() },
    { title: `${word} 展覽`, description: '我們在香港展覽的攤位，展示全新的金屬繡線。', articleBody: '我們在展覽展示新的金屬線，歡迎各位客戶蒞臨參觀及索取樣本。' },
  )
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

const LANGUAGES = [
  {
    lang: 'en',
    origin: () => site.en,
    product: `${word} Gold`,
    news: `${word} fair`,
    send: 'Send Message',
    sent: "Message sent successfully! We'll get back to you soon.",
    nameError: 'Name must be at least 2 characters.',
    subscribe: 'Subscribe',
    subscribed: 'Thank you for subscribing to our newsletter!',
    duplicate: 'This email is already subscribed to our newsletter.',
    menu: 'Menu',
    products: 'Products',
    search: 'Search the site',
  },
  {
    lang: 'zh',
    origin: () => site.zh,
    product: `${word} 金線`,
    news: `${word} 展覽`,
    send: '發送訊息',
    sent: '訊息已成功發送！我們會盡快回覆你。',
    nameError: '姓名最少需要 2 個字元。',
    subscribe: '訂閱',
    subscribed: '感謝你訂閱我們的電子報！',
    duplicate: '此電郵地址已訂閱我們的電子報。',
    menu: '選單',
    products: '產品',
    search: '搜尋網站',
  },
  {
    lang: 'cn',
    origin: () => site.cn,
    product: `${word} 金线`,
    news: `${word} 展览`,
    send: '发送信息',
    sent: '信息已成功发送！我们会尽快回复你。',
    nameError: '姓名最少需要 2 个字符。',
    subscribe: '订阅',
    subscribed: '感谢你订阅我们的电子报！',
    duplicate: '此电子邮件地址已订阅我们的电子报。',
    menu: '菜单',
    products: '产品',
    search: '搜索网站',
  },
] as const

let visitors = 0
/** A browser without JavaScript, as a visitor of its own (each has its own limit windows: the test server trusts one proxy). */
async function noScript(viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<BrowserContext> {
  visitors += 1
  return browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[viewport], extraHTTPHeaders: { 'X-Forwarded-For': `198.19.${visitors}.${run.length}` } })
}

describe.each(LANGUAGES)('without JavaScript ($lang)', (language) => {
  it('shows the search results and the news list, never a placeholder waiting for a script (50.1)', async () => {
    const context = await noScript()
    const page = await context.newPage()
    await page.goto(`${language.origin()}/search?q=${word}`)
    expect(await page.locator('[data-search-group="products"]').getByText(language.product).isVisible()).toBe(true)
    expect(await page.locator('[data-search-pending]').count()).toBe(0)
    for (const path of ['/news', `/news?q=${word}`]) {
      await page.goto(`${language.origin()}${path}`)
      const card = page.locator(`[data-news-card="no-script-${run}"]`)
      expect(await card.isVisible(), path).toBe(true)
      expect(await card.innerText(), path).toContain(language.news)
      expect(await page.locator('[data-news-loading]').isVisible(), path).toBe(false)
    }
    await context.close()
  })

  it('posts the contact form, never putting what was typed in the address, and answers with a page (50.2)', async () => {
    const context = await noScript()
    const page = await context.newPage()
    await page.goto(`${language.origin()}/contact`)
    // Refused: back on the form with the reason under the field and what was typed kept.
    await page.locator('#contact-name').fill('M')
    await page.locator('#contact-email').fill('mei@example.com')
    await page.locator('#contact-subject').fill(`No script ${language.lang} ${run}`)
    await page.locator('#contact-message').fill('Please quote 200 cones of gold metallic thread.')
    await page.getByRole('button', { name: language.send }).click()
    await page.waitForURL(/\/contact\?form=[0-9a-f]{32}#send-message$/)
    expect(await page.locator('#contact-name-error').textContent()).toBe(language.nameError)
    expect(await page.locator('#contact-subject').inputValue()).toBe(`No script ${language.lang} ${run}`)

    await page.locator('#contact-name').fill('Mei Ling Chan')
    await page.getByRole('button', { name: language.send }).click()
    await page.waitForURL(/\/contact\/sent$/)
    expect(page.url()).not.toContain('mei')
    expect(await page.locator('[data-form-sent="contact"]').textContent()).toBe(language.sent)
    const stored = await api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(`No script ${language.lang} ${run}`)}&depth=0`, { session: admin })
    expect(stored.body.docs?.map((doc) => [doc.name, doc.email])).toEqual([['Mei Ling Chan', 'mei@example.com']])
    await context.close()
  })

  it("posts the footer's newsletter sign-up and answers with a page, a second time with the reason (50.2)", async () => {
    const context = await noScript()
    const page = await context.newPage()
    const email = `no-script-${language.lang}-${run}@example.com`
    for (const expected of ['subscribed', 'duplicate'] as const) {
      await page.goto(`${language.origin()}/about`)
      await page.locator('#newsletter-email').fill(email)
      await page.locator('footer').getByRole('button', { name: language.subscribe }).click()
      if (expected === 'subscribed') {
        await page.waitForURL(/\/newsletter\/subscribed$/)
        expect(await page.locator('[data-form-sent="newsletter"]').textContent()).toBe(language.subscribed)
      } else {
        await page.waitForURL(/\/newsletter\?form=[0-9a-f]{32}#subscribe$/)
        expect(await page.locator('#newsletter-page-email-error').textContent()).toBe(language.duplicate)
        expect(await page.locator('#newsletter-page-email').inputValue()).toBe(email)
      }
      expect(page.url()).not.toContain('example.com')
    }
    const stored = await api(`/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { session: admin })
    expect(stored.body.totalDocs).toBe(1)
    await context.close()
  })

  it('opens the menu at 390 px as a plain disclosure, with the pages and the search (50.3)', async () => {
    const context = await noScript('mobile')
    const page = await context.newPage()
    await page.goto(`${language.origin()}/about`)
    const menu = page.getByTestId('mobile-menu-disclosure')
    const productsLink = menu.getByRole('link', { name: language.products, exact: true })
    expect(await productsLink.isVisible()).toBe(false)
    await menu.getByLabel(language.menu).click()
    expect(await productsLink.isVisible()).toBe(true)
    expect(await menu.getByRole('searchbox', { name: language.search, exact: true }).isVisible()).toBe(true)
    await productsLink.click()
    await page.waitForURL(/\/products$/)
    await context.close()
  })
})

describe('with JavaScript', () => {
  it('names the search landmarks apart on the search page, where the header has one too (50.10)', async () => {
    for (const origin of [site.en, site.zh, site.cn]) {
      const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
      await page.goto(`${origin}/search?q=${word}`)
      expect(await page.locator('[role="search"]:visible').count()).toBe(2)
      expect(await ruleViolations(page, ['landmark-unique'])).toEqual([])
      await page.close()
    }
  })

  it('keeps the menu a modal dialog and shows no disclosure (50.3)', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile })
    await page.goto(`${site.en}/about`)
    expect(await page.getByTestId('mobile-menu-disclosure').isVisible()).toBe(false)
    expect(await page.locator('header').getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true)
    await page.close()
  })
})
