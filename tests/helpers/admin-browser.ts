import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/** The admin interface languages, as Payload names them. */
export type AdminLanguage = 'en' | 'zh-TW'

/**
 * A browser page signed in as the test administrator, with the admin
 * interface in `language` (Payload keeps it as the user's preference).
 */
export async function adminPage(browser: Browser, language: AdminLanguage, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = inject('baseUrl')
  const context = await browser.newContext({ viewport, locale: language })
  const page = await context.newPage()
  const login = await page.request.post(`${baseUrl}/api/users/login`, { data: { email: inject('adminEmail'), password: inject('adminPassword') }, headers: { origin: baseUrl } })
  expect(login.status()).toBe(200)
  const preference = await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language }, headers: { origin: baseUrl } })
  expect(preference.status()).toBe(200)
  return { context, page }
}
