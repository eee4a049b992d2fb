import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, origins } from '../helpers/browser'
import { testServer } from '../helpers/test-server'

/**
 * Every page runs under a Content-Security-Policy that allows only the
 * site's own script files and the inline scripts Next wrote into that very
 * page: by hash on a cached page, by the request's nonce on a page rendered
 * per request (the search, the admin). Chromium reports any blocked script as
 * a securitypolicyviolation event, collected here from the first moment of each page.
 */
let browser: Browser
let page: Page

declare global {
  interface Window {
    cspViolations?: string[]
    injectedScriptRan?: boolean
  }
}

beforeAll(async () => {
  browser = await launchChromium()
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
})
afterAll(async () => browser?.close())

const violations = () => page.evaluate(() => window.cspViolations ?? [])

describe('Content-Security-Policy in Chromium', () => {
  it.each(['/', '/products', '/news', '/resources', '/about', '/contact', '/no-such-page', '/search?q=gold'])('%s runs every one of its scripts in both languages', async (path) => {
    for (const origin of Object.values(origins(testServer().baseUrl))) {
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
      // Hydrated: the menu button or the header's links react (React attached its handlers).
      expect(await page.evaluate(() => Boolean(document.querySelector('body')) && typeof (window as unknown as { __next_f?: unknown }).__next_f !== 'undefined')).toBe(true)
      expect(await violations(), `${origin}${path}`).toEqual([])
    }
  })

  it('blocks a script the page did not bring (an injected one)', async () => {
    // Loaded is enough: the script is injected after. Waiting for the network to be idle took the whole
    // 30 s once on a busy runner (the page's images and link prefetches kept it from idling).
    await page.goto(`${testServer().baseUrl}/about`, { waitUntil: 'load' })
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.injectedScriptRan = true'
      document.body.append(script)
    })
    await expect.poll(violations).toContain('script-src-elem inline')
    expect(await page.evaluate(() => window.injectedScriptRan ?? false)).toBe(false)
  })

  it('lets the administrator sign in and work in the admin with no script blocked', async () => {
    const baseUrl = testServer().baseUrl
    const login = await page.goto(`${baseUrl}/admin/login`, { waitUntil: 'networkidle' })
    expect(login?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/)
    await page.locator('input[name="email"]').fill(inject('adminEmail'))
    await page.locator('input[name="password"]').fill(inject('adminPassword'))
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 })
    for (const path of ['/admin', '/admin/collections/products', '/admin/collections/products/create', '/admin/globals/general-settings']) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
      expect(await violations(), path).toEqual([])
    }
    // The admin is a client application: its form fields exist only once its scripts ran.
    await page.goto(`${baseUrl}/admin/collections/products/create`, { waitUntil: 'networkidle' })
    expect(await page.locator('input[name="name"]').count()).toBe(1)
  })
})
