import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminId, ADMIN_LANGUAGES, editScreens, oneRecordOfEach, signedInAdmin } from '../helpers/admin-screens'
import { launchChromium, VIEWPORTS } from '../helpers/browser'
import { adminSession } from '../helpers/http'

/**
 * Issue 13 item 15: every edit screen fits a 390 px phone in both admin
 * languages (they overflowed sideways by 35-82 px: long breadcrumbs, the
 * header's controls, the sidebar fields).
 */
let browser: Browser
let screens: string[]

beforeAll(async () => {
  const admin = await adminSession()
  const run = Date.now().toString(36)
  screens = editScreens(await oneRecordOfEach(admin, run), await adminId(admin))
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each(ADMIN_LANGUAGES)('edit screens at 390 px (%s)', (language) => {
  it('never scroll sideways, and keep the header controls on screen', async () => {
    const { context, page } = await signedInAdmin(browser, language, VIEWPORTS.mobile)
    const overflowing: string[] = []
    for (const screen of screens) {
      await page.goto(`${inject('baseUrl')}${screen}`)
      await page.locator('form').first().waitFor({ timeout: 30_000 })
      await page.locator('.app-header__account').waitFor()
      const measured = await page.evaluate(() => {
        const account = document.querySelector('.app-header__account')?.getBoundingClientRect()
        return { width: document.documentElement.scrollWidth, accountRight: account ? account.right : 0 }
      })
      if (measured.width > VIEWPORTS.mobile.width || measured.accountRight > VIEWPORTS.mobile.width) {
        overflowing.push(`${screen}: page ${measured.width} px, avatar ends at ${Math.round(measured.accountRight)} px`)
      }
    }
    expect(overflowing).toEqual([])
    await context.close()
  })
})
