import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, api } from '../helpers/http'
import { SITE, writeSiteContent } from '../helpers/site-content'
import { startSmtpServer } from '../helpers/smtp'
import { testServer } from '../helpers/test-server'

let browser: Browser
let site: { en: string; zh: string }

beforeAll(async () => {
  await writeSiteContent(await adminSession())
  site = origins(testServer().baseUrl)
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

async function open(viewport: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: 'no-preference' })
  return { context, page: await context.newPage() }
}

const LANGUAGES = [
  { lang: 'en', origin: () => site.en, htmlLang: 'en', home: 'Home', about: 'About Us', wechat: 'Scan to follow us on WeChat', nameError: 'Name must be at least 2 characters.', notFound: "Sorry, the page you're looking for doesn't exist." },
  { lang: 'zh', origin: () => site.zh, htmlLang: 'zh-Hant-HK', home: '主頁', about: '關於我們', wechat: '掃描二維碼，在微信關注我們', nameError: '姓名最少需要 2 個字元。', notFound: '抱歉，你要找的頁面並不存在。' },
] as const

describe.each(LANGUAGES)('public shell ($lang)', (language) => {
  it('serves the language of the host, with hreflang alternates', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${language.origin()}/about`)
    expect(await page.getAttribute('html', 'lang')).toBe(language.htmlLang)
    const alternates = await page.$$eval('link[rel="alternate"][hreflang]', (links) => links.map((link) => link.getAttribute('hreflang')))
    expect(alternates).toEqual(expect.arrayContaining(['en', 'zh-Hant', 'x-default']))
    await context.close()
  })

  it('marks the active link (Home only on an exact match) and turns the header solid after 20 px', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${language.origin()}/`)
    const nav = page.getByRole('navigation', { name: language.lang === 'en' ? 'Main navigation' : '主導覽' })
    await expect.poll(() => nav.getByRole('link', { name: language.home }).getAttribute('aria-current')).toBe('page')
    expect(await page.getAttribute('header', 'data-scrolled')).toBe('false')
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.getAttribute('header', 'data-scrolled')).toBe('true')
    await page.goto(`${language.origin()}/about`)
    expect(await nav.getByRole('link', { name: language.about }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: language.home }).getAttribute('aria-current')).toBeNull()
    await context.close()
  })

  it('links to the same page in the other languages on their hosts', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${language.origin()}/contact`)
    const other = language.lang === 'en' ? { origin: site.zh, hreflang: 'zh-Hant-HK' } : { origin: site.en, hreflang: 'en' }
    await expect.poll(() => page.locator(`header nav a[hreflang="${other.hreflang}"]`).getAttribute('href')).toBe(`${other.origin}/contact`)
    // The third site, Simplified Chinese on cn. (issue 31), is offered from both.
    await expect.poll(() => page.locator('header nav a[hreflang="zh-Hans-CN"]').getAttribute('href')).toBe(`${site.en.replace('://', '://cn.')}/contact`)
    await context.close()
  })

  it('opens a tooltip only after the 700 ms hover delay', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${language.origin()}/contact`)
    // Timed in the page: from the pointer entering the link to the tooltip being added.
    await page.evaluate(() => {
      const timing = window as unknown as { tooltipShownAfterMs: Promise<number> }
      timing.tooltipShownAfterMs = new Promise<number>((resolve) => {
        const link = [...document.querySelectorAll('main a')].find((element) => /Facebook/.test(element.getAttribute('aria-label') ?? element.textContent ?? ''))!
        link.addEventListener('pointerenter', () => {
          const entered = performance.now()
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[role="tooltip"]')) return
            observer.disconnect()
            resolve(performance.now() - entered)
          }).observe(document.body, { childList: true, subtree: true })
        }, { once: true })
      })
    })
    await page.getByRole('main').getByRole('link', { name: /Facebook/ }).hover()
    const shownAfterMs = await page.evaluate(() => (window as unknown as { tooltipShownAfterMs: Promise<number> }).tooltipShownAfterMs)
    expect(shownAfterMs).toBeGreaterThanOrEqual(690)
    await context.close()
  })

  it('locks page scrolling while the mobile menu is open and unlocks it on close or a link', async () => {
    const { context, page } = await open('mobile')
    await page.goto(`${language.origin()}/`)
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(await overflow()).not.toBe('hidden')
    await page.getByRole('button', { name: language.lang === 'en' ? 'Open menu' : '開啟選單' }).click()
    const menu = page.getByTestId('mobile-menu')
    await expect.poll(() => menu.isVisible()).toBe(true)
    await expect.poll(overflow).toBe('hidden')
    await page.keyboard.press('Escape')
    await expect.poll(() => menu.isVisible()).toBe(false)
    // Unlocked when React has drawn the closed menu, a moment after the browser closed the dialog.
    await expect.poll(overflow).not.toBe('hidden')
    await page.getByRole('button', { name: language.lang === 'en' ? 'Open menu' : '開啟選單' }).click()
    await menu.getByRole('link', { name: language.about }).click()
    await page.waitForURL(/\/about$/)
    await expect.poll(() => menu.isVisible()).toBe(false)
    await expect.poll(overflow).not.toBe('hidden')
    await context.close()
  })

  it('opens the WeChat popover with its QR code and closes it on Escape', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${language.origin()}/contact`)
    const button = page.getByRole('main').getByRole('button', { name: language.lang === 'en' ? 'WeChat' : '微信' })
    await button.click()
    const caption = page.getByText(language.wechat)
    await expect.poll(() => caption.isVisible()).toBe(true)
    await expect.poll(() => page.locator('[role="dialog"] img').first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => caption.isVisible()).toBe(false)
    await context.close()
  })

  it('shows the validation message under each contact field', async () => {
    const { context, page } = await open('mobile')
    await page.goto(`${language.origin()}/contact`)
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => page.getByText(language.nameError).isVisible()).toBe(true)
    expect(await page.locator('[id^="contact-"][id$="-error"]').count()).toBe(4)
    expect(await page.locator('#contact-message').getAttribute('rows')).toBe('5')
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('shows Page Not Found with a 404 status for an unknown path (%s)', async (viewport) => {
    const { context, page } = await open(viewport)
    const response = await page.goto(`${language.origin()}/no-such-page-${Date.now()}`)
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByText(language.notFound).isVisible()).toBe(true)
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('has no serious or critical accessibility violation on Home, About, Contact and 404 (%s)', async (viewport) => {
    const { context, page } = await open(viewport)
    const problems: string[] = []
    for (const path of ['/', '/about', '/contact', '/missing-page']) {
      await page.goto(`${language.origin()}${path}`, { waitUntil: 'networkidle' })
      problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`))
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('home carousel', () => {
  it('advances at the interval from the settings, also while hovered', async () => {
    const { context, page } = await open('desktop')
    // The page's clock stands still until the test moves it, so the interval is checked to the
    // millisecond however long the page took to load, and a busy machine cannot make it flaky.
    // Installed at a fixed time and paused a minute later (the clock only moves forward).
    await page.clock.install({ time: new Date('2026-01-05T08:59:00Z') })
    await page.clock.pauseAt(new Date('2026-01-05T09:00:00Z'))
    await page.goto(`${site.en}/`)
    const carousel = page.locator('[aria-roledescription="carousel"]')
    expect(await carousel.getAttribute('data-slide-index')).toBe('0')
    // Interactive: the loading notice for assistive technology is gone, and React's pending effects have run.
    await expect.poll(() => carousel.locator('p[role="status"]').count()).toBe(0)
    await page.evaluate(() => new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = resolve
      channel.port2.postMessage(0)
    }))
    await page.clock.runFor(SITE.intervalMs - 1)
    expect(await carousel.getAttribute('data-slide-index')).toBe('0')
    await page.clock.runFor(2)
    await expect.poll(() => carousel.getAttribute('data-slide-index'), { timeout: 5000, interval: 100 }).toBe('1')
    // The spec (§4) has it advance at the interval; hovering does not stop it (tests/e2e/behaviour.test.ts has the pausing rules).
    await carousel.hover()
    expect(await carousel.getAttribute('data-playing')).toBe('true')
    await page.clock.runFor(SITE.intervalMs + 1)
    await expect.poll(() => carousel.getAttribute('data-slide-index'), { timeout: 5000, interval: 100 }).toBe('2')
    // Each slide shown has its picture, loaded.
    const pictures = carousel.locator('img[data-slide-picture]')
    await expect.poll(() => pictures.evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.complete && image.naturalWidth > 0))).toEqual([true, true, true])
    // As served, the page holds only the first slide's picture: the others would compete with it on a phone's connection.
    const served = await (await fetch(`${site.en}/`)).text()
    expect(served.match(/data-slide-picture/g)).toHaveLength(1)
    await context.close()
  })
})

describe('forms against the running site', () => {
  it('sends a contact message that a real SMTP server receives, and resets the form', async () => {
    const smtp = await startSmtpServer(testServer().smtpPort).catch(() => undefined)
    const { context, page } = await open('desktop')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.77' })
    await page.goto(`${site.en}/contact`)
    const subject = `Colour book request ${Date.now()}`
    await page.fill('#contact-name', 'Aiko Tanaka')
    await page.fill('#contact-email', 'aiko@example.com')
    await page.fill('#contact-subject', subject)
    await page.fill('#contact-message', 'Please send the holographic colour book.')
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => page.getByText("Message sent successfully! We'll get back to you soon.").first().isVisible()).toBe(true)
    expect(await page.inputValue('#contact-subject')).toBe('')
    if (smtp) {
      await expect.poll(() => smtp.received.some((mail) => mail.raw.includes(subject)), { timeout: 20_000 }).toBe(true)
      await smtp.close()
    }
    await context.close()
  })

  it('tells a visitor who subscribes twice that the address is already subscribed', async () => {
    const { context, page } = await open('mobile')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.78' })
    await page.goto(`${site.zh}/`)
    const email = `twice.${Date.now()}@example.com`
    await page.fill('#newsletter-email', email)
    await page.getByRole('button', { name: '訂閱' }).click()
    await expect.poll(() => page.getByText('感謝你訂閱我們的電子報！').first().isVisible()).toBe(true)
    await page.fill('#newsletter-email', email.toUpperCase())
    await page.getByRole('button', { name: '訂閱' }).click()
    await expect.poll(() => page.getByText('此電郵地址已訂閱我們的電子報。').first().isVisible()).toBe(true)
    await context.close()
  })

  it("shows an administrator's edit on the public page without a restart", async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${site.en}/`)
    expect(await page.locator('h1').textContent()).toBe(SITE.headline.en)
    const headline = `Fresh headline ${Date.now()}`
    const saved = await api('/api/globals/home-page?locale=en', { method: 'POST', body: JSON.stringify({ heroHeadline: headline }), session: await adminSession() })
    expect(saved.status).toBe(200)
    await expect.poll(async () => {
      await page.reload()
      return page.locator('h1').textContent()
    }, { timeout: 15_000, interval: 500 }).toBe(headline)
    await context.close()
  })
})
