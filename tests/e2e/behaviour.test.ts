import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument, getWithHost, type Session } from '../helpers/http'
import { SITE, writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

// Issue 16, items 5–9: not-found pages rendered on the server, the item-code picker keeping its tab, the home
// carousel's pausing rules, the newsletter's server messages, and missing news articles and gallery projects.

const run = Date.now().toString(36)
let browser: Browser
let admin: Session
let site: { en: string; zh: string }
const productSlug = `tabs-${run}`

const LANGUAGES = [
  {
    lang: 'en',
    origin: () => site.en,
    htmlLang: 'en',
    siteName: 'KINSEN Metallic Threads',
    notFound: { title: 'Page Not Found', text: "Sorry, the page you're looking for doesn't exist.", home: 'Return to Home' },
    productNotFound: { title: 'Product Not Found', text: "Sorry, the product you're looking for doesn't exist.", back: 'Back to Products' },
    nav: 'About Us',
    footer: 'Quick Links',
    tabs: { info: 'Product Information', technical: 'Technical Details' },
    pause: 'Pause slideshow',
    newsFailed: 'Failed to load news item',
    newsHeading: 'UPDATES & ANNOUNCEMENTS',
    galleryFailed: 'Failed to load gallery item',
    galleryHeading: 'Explore Our Resources',
    duplicate: 'This email is already subscribed to our newsletter.',
    failed: 'Failed to subscribe. Please try again later.',
  },
  {
    lang: 'zh',
    origin: () => site.zh,
    htmlLang: 'zh-Hant-HK',
    siteName: '金泉金屬線',
    notFound: { title: '找不到頁面', text: '抱歉，你要找的頁面並不存在。', home: '返回主頁' },
    productNotFound: { title: '找不到產品', text: '抱歉，你要找的產品並不存在。', back: '返回產品' },
    nav: '關於我們',
    footer: '快速連結',
    tabs: { info: '產品資料', technical: '技術細節' },
    pause: '暫停播放',
    newsFailed: '未能載入新聞內容',
    newsHeading: '最新消息及公告',
    galleryFailed: '未能載入資源項目',
    galleryHeading: '探索我們的資源',
    duplicate: '此電郵地址已訂閱我們的電子報。',
    failed: '未能訂閱，請稍後再試。',
  },
] as const

const create = (collection: string, data: object) => createDocument(admin, collection, data)

beforeAll(async () => {
  admin = await adminSession()
  site = origins(testServer().baseUrl)
  await writeSiteContent(admin)
  const product = await create('products', { name: `Tabbed Gold ${run}`, slug: productSlug, description: 'A gold thread with two item codes.' })
  await create('item-codes', { product: product.id, itemCode: `T1-${run}`, composition: '70% Polyester', bleaching: 'Do not bleach' })
  await create('item-codes', { product: product.id, itemCode: `T2-${run}`, composition: '100% Metallised film', bleaching: 'Bleach allowed' })
  browser = await launchChromium()
})

afterAll(async () => browser?.close())

/** The raw server answer, as a crawler or a browser without JavaScript gets it. */
async function rawPage(language: (typeof LANGUAGES)[number], path: string) {
  const origin = language.origin()
  if (language.lang === 'en') {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' })
    return { status: response.status, html: await response.text() }
  }
  const { status, text } = await getWithHost(site.en, path, new URL(origin).host)
  return { status, html: text }
}

/** The error toasts on screen. */
const toasts = (page: Page) => page.locator('[data-variant="destructive"]')
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&')
const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
const decoded = (html: string) => html.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&')

describe.each(LANGUAGES)('not-found pages in the server HTML ($lang)', (language) => {
  it('answers an unknown path with 404 and the whole Page Not Found page, without JavaScript', async () => {
    const { status, html } = await rawPage(language, `/no-such-page-${run}`)
    expect(status).toBe(404)
    expect(html).not.toContain('__next_error__')
    expect(langOf(html)).toBe(language.htmlLang)
    expect(titleOf(html)).toBe(`${language.notFound.title} | ${language.siteName}`)
    const text = decoded(html)
    expect(text).toMatch(new RegExp(`<h1[^>]*>${language.notFound.title}</h1>`))
    expect(text).toContain(language.notFound.text)
    expect(text).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${language.notFound.home}</a>`))
    expect(html).toMatch(/<header[\s>]/)
    expect(html).toContain(language.nav)
    expect(html).toMatch(/<footer[\s>]/)
    expect(html).toContain(language.footer)
    // One robots meta, saying noindex (Next's own for a 404; a second of ours was left out).
    expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual(['<meta name="robots" content="noindex"'])
  })

  it('answers a deeper unknown path the same way', async () => {
    const { status, html } = await rawPage(language, `/no/such/page-${run}`)
    expect(status).toBe(404)
    expect(decoded(html)).toContain(language.notFound.text)
  })

  it('answers a missing product with 404 and the whole Product Not Found page, without JavaScript', async () => {
    const { status, html } = await rawPage(language, `/products/no-such-slug-${run}`)
    expect(status).toBe(404)
    expect(html).not.toContain('__next_error__')
    expect(langOf(html)).toBe(language.htmlLang)
    expect(titleOf(html)).toBe(`${language.productNotFound.title} | ${language.siteName}`)
    const text = decoded(html)
    expect(text).toMatch(new RegExp(`<h1[^>]*>${language.productNotFound.title}</h1>`))
    expect(text).toContain(language.productNotFound.text)
    expect(text).toMatch(new RegExp(`<a[^>]*href="/products"[^>]*>${language.productNotFound.back}</a>`))
    expect(html).toContain(language.nav)
    expect(html).toContain(language.footer)
  })

  it('keeps the 404 and the page when served again from the cache', async () => {
    for (const path of [`/no-such-page-${run}`, `/products/no-such-slug-${run}`]) {
      const { status, html } = await rawPage(language, path)
      expect(status).toBe(404)
      expect(html).toContain(language.footer)
    }
  })

  it.each(['mobile', 'desktop'] as const)('shows the same page in the browser, with no serious or critical axe violation (%s)', async (viewport) => {
    const page = await browser.newPage({ viewport: VIEWPORTS[viewport] })
    const response = await page.goto(`${language.origin()}/no-such-page-${run}`, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe(language.htmlLang)
    await expect.poll(() => page.getByRole('heading', { level: 1, name: language.notFound.title }).isVisible()).toBe(true)
    expect(await page.getByText(language.notFound.text).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: language.notFound.home }).getAttribute('href')).toBe('/')
    expect(await page.title()).toBe(`${language.notFound.title} | ${language.siteName}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.close()
  })

  it('works without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const response = await page.goto(`${language.origin()}/products/no-such-slug-${run}`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1, name: language.productNotFound.title }).isVisible()).toBe(true)
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true)
    await context.close()
  })
})

describe.each(LANGUAGES)('item codes and tabs ($lang)', (language) => {
  it('keeps the tab the visitor is on when another item code is chosen', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${language.origin()}/products/${productSlug}`, { waitUntil: 'networkidle' })
    const technical = page.getByRole('tab', { name: language.tabs.technical })
    await technical.click()
    await expect.poll(() => technical.getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('Do not bleach')

    await page.getByRole('radio', { name: `T2-${run}` }).click()
    await expect.poll(() => page.getByRole('radio', { name: `T2-${run}` }).getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => page.getByRole('tabpanel').textContent()).toContain('Bleach allowed')
    expect(await technical.getAttribute('aria-selected')).toBe('true')
    expect(await page.getByRole('tab', { name: language.tabs.info }).getAttribute('aria-selected')).toBe('false')
    expect(new URL(page.url()).searchParams.get('code')).toBe(`T2-${run}`)
    await page.close()
  })
})

/**
 * Opens the home page with its clock standing still until the test moves it (installed at a fixed
 * time, paused a minute later: the clock only moves forward), and waits until the carousel is
 * interactive. The carousel's seconds are then the test's to give, to the millisecond, however
 * long the page took to load: no real waiting, and a busy machine cannot make it flaky.
 */
async function openHomeOnClock(page: Page, origin: string) {
  await page.clock.install({ time: new Date('2026-01-05T08:59:00Z') })
  await page.clock.pauseAt(new Date('2026-01-05T09:00:00Z'))
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
  // Interactive: the loading notice for assistive technology is gone, and React's pending effects have run.
  await expect.poll(() => page.locator('[aria-roledescription="carousel"] p[role="status"]').count()).toBe(0)
  await page.evaluate(() => new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = resolve
    channel.port2.postMessage(0)
  }))
}

/** Moves the page's clock on by `ms` and returns every slide index the carousel showed meanwhile. */
async function slideIndicesDuring(page: Page, ms: number): Promise<string[]> {
  await page.evaluate(() => {
    const carousel = document.querySelector('[data-slide-index]')!
    const seen = [carousel.getAttribute('data-slide-index')!]
    new MutationObserver(() => seen.push(carousel.getAttribute('data-slide-index')!)).observe(carousel, { attributes: true, attributeFilter: ['data-slide-index'] })
    Object.assign(window, { slidesSeen: seen })
  })
  await page.clock.runFor(ms)
  return page.evaluate(() => (window as unknown as { slidesSeen: string[] }).slidesSeen)
}

describe.each(LANGUAGES)('home carousel ($lang)', (language) => {
  const carousel = (page: Page) => page.locator('[data-slide-index]')

  /** The next slide shows once the page's clock has run one interval on. */
  async function expectAdvance(page: Page) {
    const first = await carousel(page).getAttribute('data-slide-index')
    await page.clock.runFor(SITE.intervalMs + 1)
    await expect.poll(() => carousel(page).getAttribute('data-slide-index'), { timeout: 10_000 }).not.toBe(first)
  }

  it('keeps advancing while the mouse is over it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await openHomeOnClock(page, language.origin())
    await page.mouse.move(640, 300)
    await page.locator('h1').hover()
    await expectAdvance(page)
    expect(await carousel(page).getAttribute('data-playing')).toBe('true')
    await page.close()
  })

  it('stops while keyboard focus is inside it and goes on when focus leaves', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await openHomeOnClock(page, language.origin())
    await page.getByRole('button', { name: language.pause }).focus()
    // Keyboard focus: Tab back and forth so the browser marks the control :focus-visible.
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('false')
    expect(new Set(await slideIndicesDuring(page, SITE.intervalMs * 2.5)).size).toBe(1)

    await page.locator('footer a').first().focus()
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('true')
    await expectAdvance(page)
    await page.close()
  })

  it('stops with its pause button, even after a mouse click', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await openHomeOnClock(page, language.origin())
    await page.getByRole('button', { name: language.pause }).click()
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('false')
    expect(new Set(await slideIndicesDuring(page, SITE.intervalMs * 2.5)).size).toBe(1)
    await page.close()
  })

  it('does not advance for visitors who ask for reduced motion', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'reduce' })
    const page = await context.newPage()
    await openHomeOnClock(page, language.origin())
    await expect.poll(() => carousel(page).getAttribute('data-playing')).toBe('false')
    expect(new Set(await slideIndicesDuring(page, SITE.intervalMs * 2.5)).size).toBe(1)
    await context.close()
  })
})

describe.each(LANGUAGES)('newsletter messages ($lang)', (language) => {
  async function subscribe(page: Page, email: string) {
    await page.locator('#newsletter-email').fill(email)
    await page.locator('#newsletter-email').press('Enter')
  }

  it("shows the server's message, in the page's language", async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.desktop })
    await page.goto(`${language.origin()}/about`, { waitUntil: 'networkidle' })
    const email = `reader-${language.lang}-${run}@example.com`
    await subscribe(page, email)
    await expect.poll(() => page.locator('#newsletter-email').inputValue()).toBe('')
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/newsletter-subscribers/subscribe'))
    await subscribe(page, email)
    const reply = await answer
    expect(reply.status()).toBe(409)
    const { error } = (await reply.json()) as { error: string }
    expect(error).toBe(language.duplicate)
    await expect.poll(() => toasts(page).filter({ hasText: error }).count()).toBe(1)
    await page.close()
  })

  it('shows the generic text when the server sends no message (offline)', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    await page.goto(`${language.origin()}/about`, { waitUntil: 'networkidle' })
    await context.setOffline(true)
    await subscribe(page, `offline-${language.lang}-${run}@example.com`)
    await expect.poll(() => toasts(page).filter({ hasText: language.failed }).count()).toBe(1)
    await context.close()
  })
})

describe.each(LANGUAGES)('missing news articles and gallery projects ($lang)', (language) => {
  const cases = [
    { path: `/news/no-such-article-${run}`, failed: () => language.newsFailed, list: '/news', heading: () => language.newsHeading },
    { path: `/resources/no-such-project-${run}`, failed: () => language.galleryFailed, list: '/resources', heading: () => language.galleryHeading },
  ]

  it.each(cases)('$path answers 404 with the failure text and a link to the list in the server HTML', async ({ path, failed, list }) => {
    const { status, html } = await rawPage(language, path)
    expect(status).toBe(404)
    expect(langOf(html)).toBe(language.htmlLang)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${failed()}</h1>`))
    expect(html).toMatch(new RegExp(`<a[^>]*href="${list}"`))
    expect(html).toContain(language.footer)
  })

  it.each(cases)('$path shows the toast, then goes to the list', async ({ path, failed, list, heading }) => {
    const page = await browser.newPage({ viewport: VIEWPORTS.mobile })
    const response = await page.goto(`${language.origin()}${path}`)
    expect(response?.status()).toBe(404)
    await page.waitForURL((url) => url.pathname === list)
    await expect.poll(() => toasts(page).filter({ hasText: failed() }).count()).toBe(1)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(heading())
    await page.close()
  })
})
