import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, type Session } from '../helpers/http'
import { freshClient, quotedProduct, sentQuote, storedQuote, validUntilDaysAgo } from '../helpers/sent-quotes'
import { testServer } from '../helpers/test-server'

/**
 * Issue 51.3 in Chromium: the buyer's page of a sent quote at 390 and 1280 px, in English and
 * Traditional Chinese, with JavaScript and without; accepting and asking a question by the plain
 * forms; nothing serious for axe in the states the buyer meets.
 */
let browser: Browser
let admin: Session
let catalogue: Awaited<ReturnType<typeof quotedProduct>>
const stamp = `e2e${Date.now().toString(36)}`
type Viewport = keyof typeof VIEWPORTS
type Language = 'en' | 'zh'

/** A context of its own visitor (the test server trusts X-Forwarded-For), so that no other test's form limits apply. */
const openContext = (viewport: Viewport, javaScriptEnabled: boolean): Promise<BrowserContext> =>
  browser.newContext({ viewport: VIEWPORTS[viewport], javaScriptEnabled, extraHTTPHeaders: { 'X-Forwarded-For': freshClient() } })

const originOf = (language: Language) => origins(testServer().baseUrl)[language]

/** The page no wider than the screen: nothing to scroll sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

beforeAll(async () => {
  admin = await adminSession()
  catalogue = await quotedProduct(admin, stamp)
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
})

describe("the buyer's page in the browser", () => {
  it('reads at 390 and 1280 px in English and Chinese, with and without JavaScript: the lines as cards or a table, both forms, nothing wider than the screen, nothing serious for axe', async () => {
    const quote = await sentQuote(admin, catalogue, `Harbour Read ${stamp}`)
    for (const viewport of ['mobile', 'desktop'] as const) {
      for (const language of ['en', 'zh'] as const) {
        for (const javaScript of [true, false]) {
          const context = await openContext(viewport, javaScript)
          const page = await context.newPage()
          const label = `${viewport} ${language} ${javaScript ? 'with' : 'without'} JavaScript`
          const answer = await page.goto(`${originOf(language)}${quote.path}`)
          expect(answer?.status(), label).toBe(200)
          expect(await page.locator('h1').textContent(), label).toContain(quote.reference)
          expect(await page.locator('[data-quote-lines]').isVisible(), label).toBe(viewport === 'desktop')
          expect(await page.locator('[data-quote-cards]').isVisible(), label).toBe(viewport === 'mobile')
          const shown = page.locator(viewport === 'desktop' ? '[data-quote-lines]' : '[data-quote-cards]')
          expect(await shown.textContent(), label).toContain(language === 'en' ? 'Free of charge' : '免費')
          expect(await shown.textContent(), label).toContain('HKD 1,116.00')
          expect(await page.locator('[data-quote-totals]').textContent(), label).toContain('HKD 1,116.00')
          expect(await page.locator('[data-accept] button[type=submit]').isVisible(), label).toBe(true)
          expect(await page.locator('[data-question] textarea').isVisible(), label).toBe(true)
          expect(await page.locator('[data-quote-pdf]').getAttribute('download'), label).toBe('')
          // The print button needs a script to print; without one, the browser's own menu prints.
          await expect.poll(() => page.locator('[data-print]').count(), { message: label }).toBe(javaScript ? 1 : 0)
          expect(await overflow(page), label).toBeLessThanOrEqual(0)
          if (javaScript) expect(await seriousViolations(page), label).toEqual([])
          await context.close()
        }
      }
    }
  })

  it('accepts without JavaScript on the Chinese site at 390 px: a refused name is said beside its field, then the quote is accepted', async () => {
    const quote = await sentQuote(admin, catalogue, `Harbour NoScript ${stamp}`, 'zh-Hant')
    const context = await openContext('mobile', false)
    const page = await context.newPage()
    await page.goto(`${originOf('zh')}${quote.path}`)
    await page.locator('#accept-name').fill('W')
    await page.locator('#accept-purchaseOrder').fill('PO-8812')
    await page.locator('[data-accept] button[type=submit]').click()
    await page.waitForURL(/\?accept=/)
    expect(await page.locator('#accept-name-error').textContent()).toBe('姓名最少需要 2 個字元。')
    expect(await page.locator('#accept-name').getAttribute('aria-invalid')).toBe('true')
    expect(await page.locator('#accept-purchaseOrder').inputValue()).toBe('PO-8812')
    await page.locator('#accept-name').fill('黃嘉欣')
    await page.locator('[data-accept] button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === quote.path && !url.search)
    expect(await page.locator('[data-quote-state="accepted"]').textContent()).toContain('您已於')
    expect(await page.locator('[data-quote-state="accepted"]').textContent()).toContain('由 黃嘉欣 接受 · 採購單 PO-8812')
    expect(await page.locator('[data-accept]').count()).toBe(0)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await storedQuote(admin, quote.id)).toMatchObject({ status: 'accepted', acceptedName: '黃嘉欣', purchaseOrder: 'PO-8812' })
    await context.close()
  })

  it('accepts with JavaScript in English at 1280 px, the same plain form; the accepted page has nothing serious for axe', async () => {
    const quote = await sentQuote(admin, catalogue, `Harbour Script ${stamp}`)
    const context = await openContext('desktop', true)
    const page = await context.newPage()
    await page.goto(`${originOf('en')}${quote.path}`)
    await page.locator('#accept-name').fill('Wong Ka Yan')
    await page.locator('[data-accept] button[type=submit]').click()
    await page.waitForURL((url) => url.pathname === quote.path && !url.search)
    await expect.poll(() => page.locator('[data-quote-state="accepted"]').textContent()).toContain('You accepted this quote on')
    expect(await page.locator('[data-quote-state="accepted"]').textContent()).toContain('Accepted by Wong Ka Yan')
    expect(await seriousViolations(page)).toEqual([])
    expect((await storedQuote(admin, quote.id)).status).toBe('accepted')
    await context.close()
  })

  it('asks a question with and without JavaScript, and says an empty one is refused; an expired quote keeps the question form', async () => {
    const quote = await sentQuote(admin, catalogue, `Harbour Ask ${stamp}`)
    for (const javaScript of [false, true]) {
      const context = await openContext(javaScript ? 'desktop' : 'mobile', javaScript)
      const page = await context.newPage()
      await page.goto(`${originOf('en')}${quote.path}`)
      await page.locator('[data-question] button[type=submit]').click()
      await page.waitForURL(/\?question=/)
      expect(await page.locator('#question-message-error').textContent()).toBe('Question must be at least 10 characters.')
      if (javaScript) expect(await seriousViolations(page)).toEqual([])
      await page.locator('#question-message').fill(`Could you hold these prices until March? (${javaScript ? 'script' : 'plain'})`)
      await page.locator('[data-question] button[type=submit]').click()
      await page.waitForURL(/\?asked=1/)
      expect(await page.locator('[data-question-sent]').textContent()).toBe('Your question was sent. We answer by e-mail within one business day.')
      expect(await page.locator('#question-message').inputValue()).toBe('')
      await context.close()
    }
    await validUntilDaysAgo(quote.id, 3)
    const context = await openContext('mobile', true)
    const page = await context.newPage()
    await page.goto(`${originOf('zh')}${quote.path}`)
    expect(await page.locator('[data-quote-state="expired"]').textContent()).toContain('此報價已於')
    expect(await page.locator('[data-accept]').count()).toBe(0)
    expect(await page.locator('[data-question] textarea').isVisible()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await context.close()
  })

  it("draws the site's Page Not Found for a key that opens nothing", async () => {
    const quote = await sentQuote(admin, catalogue, `Harbour Lost ${stamp}`)
    const context = await openContext('mobile', true)
    const page = await context.newPage()
    const answer = await page.goto(`${originOf('en')}${quote.path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`)
    expect(answer?.status()).toBe(404)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Page Not Found')
    expect(await page.content()).not.toContain(quote.company)
    await context.close()
  })
})
