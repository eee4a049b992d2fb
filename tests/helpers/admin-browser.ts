import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** The admin interface languages, as Payload names them. */
export type AdminLanguage = 'en' | 'zh-TW'

/**
 * A browser page signed in as the test administrator, with the admin
 * interface in `language` and the content in English (Payload keeps both as
 * the one test administrator's preferences, so an earlier test may have left
 * either in Chinese).
 */
export async function adminPage(browser: Browser, language: AdminLanguage, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = inject('baseUrl')
  const context = await browser.newContext({ viewport, locale: language })
  const page = await context.newPage()
  const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email: inject('adminEmail'), password: inject('adminPassword') }, headers: { origin: baseUrl } })
  expect(login.status()).toBe(200)
  const preference = await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language }, headers: { origin: baseUrl } })
  expect(preference.status()).toBe(200)
  const contentLocale = await page.request.post(`${baseUrl}/api/payload-preferences/locale`, { data: { value: 'en' }, headers: { origin: baseUrl } })
  expect(contentLocale.status()).toBe(200)
  return { context, page }
}

/**
 * The administrator's interface and content language back to English. Both are
 * stored on the one test administrator, so a test that switches them (the
 * Chinese admin, the day in zh-TW) would otherwise leave later tests in Chinese.
 */
export async function resetAdminLanguages(authHeader: Record<string, string>): Promise<void> {
  const baseUrl = inject('baseUrl')
  for (const key of ['language', 'locale']) {
    const response = await fetch(`${baseUrl}/api/payload-preferences/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeader },
      body: JSON.stringify({ value: 'en' }),
    })
    expect(response.status).toBe(200)
  }
}
