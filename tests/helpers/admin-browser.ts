import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { signInContext } from './signed-in'
import { testServer } from './test-server'

/** The admin interface languages, as Payload names them. */
export type AdminLanguage = 'en' | 'zh-TW'

/**
 * A browser page signed in as the test administrator, with the admin
 * interface in `language` and the content in English (Payload keeps both as
 * the one test administrator's preferences, so an earlier test may have left
 * either in Chinese). `account` signs in another member of staff instead.
 */
export async function adminPage(
  browser: Browser,
  language: AdminLanguage,
  viewport = { width: 1280, height: 900 },
  account = { email: inject('adminEmail'), password: inject('adminPassword') },
): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = testServer().baseUrl
  const context = await browser.newContext({ viewport, locale: language })
  const page = await context.newPage()
  await signInContext(context, baseUrl, account)
  const preference = await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language }, headers: { origin: baseUrl } })
  expect(preference.status()).toBe(200)
  const contentLocale = await page.request.post(`${baseUrl}/api/payload-preferences/locale`, { data: { value: 'en' }, headers: { origin: baseUrl } })
  expect(contentLocale.status()).toBe(200)
  // As for the test administrator (tests/helpers/server-setup.ts): a frame that does not slide once hydrated.
  const sidebar = await page.request.post(`${baseUrl}/api/payload-preferences/nav`, { data: { value: { open: false } }, headers: { origin: baseUrl } })
  expect(sidebar.status()).toBe(200)
  return { context, page }
}

/**
 * The administrator's interface and content language back to English. Both are
 * stored on the one test administrator, so a test that switches them (the
 * Chinese admin, the day in zh-TW) would otherwise leave later tests in Chinese.
 */
export async function resetAdminLanguages(authHeader: Record<string, string>): Promise<void> {
  const baseUrl = testServer().baseUrl
  for (const key of ['language', 'locale']) {
    const response = await fetch(`${baseUrl}/api/payload-preferences/${key}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...authHeader },
      body: JSON.stringify({ value: 'en' }),
    })
    expect(response.status).toBe(200)
  }
}

/**
 * Clicks `control` until `shown` is visible. Payload's admin arrives rendered on the server and
 * is hydrated after: a click that lands before React has attached its handlers does nothing, and
 * on a busy runner a page stands clickable for seconds before that (a create drawer that never
 * opened failed CI twice). Each click is given a few seconds to show its result before the next;
 * the controls this is used on open a drawer, which a second click leaves open.
 */
export async function clickUntilVisible(control: Locator, shown: Locator, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout
  const left = (cap: number) => Math.max(1, Math.min(cap, deadline - Date.now()))
  for (;;) {
    if (await shown.isVisible()) return
    // An overlay already opening over the control makes this click wait; the next look decides.
    await control.click({ timeout: left(5_000) }).catch(() => undefined)
    try {
      await shown.waitFor({ state: 'visible', timeout: left(5_000) })
      return
    } catch (error) {
      if (Date.now() >= deadline) throw error
    }
  }
}

/**
 * Counts the page's requests in flight from now on; `settled()` resolves once none has been in
 * flight for `quietMs`. The admin's form validates each change on the server, and an answer still
 * on its way applies to the values it was sent with: a step that must start from settled errors
 * waits for it first.
 */
export function trackRequests(page: Page): { settled(quietMs?: number, timeout?: number): Promise<void> } {
  let inFlight = 0
  let lastChange = Date.now()
  page.on('request', () => ((inFlight += 1), (lastChange = Date.now())))
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()))
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    settled: (quietMs = 500, timeout = 30_000) => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { timeout, interval: 100 }).toBe(true),
  }
}

/**
 * Resolves once React has hydrated `control` (it carries React's props), so that a click on it
 * is handled. For a control whose click must land exactly once (Pin, which a second click would
 * undo), where clicking until something shows is no answer. The screenshot of a failed run
 * showed Pin hovered, not pressed: its click had landed before the list was hydrated.
 */
export async function untilHydrated(control: Locator, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))), { timeout })
    .toBe(true)
}

/**
 * Resolves once Payload's admin frame is hydrated and nothing on it moves. On hydrating, Payload opens or
 * closes the sidebar from the person's stored preference, which slides the page sideways: a click aimed
 * at a link before that lands beside it (on the frame), and nothing happens. Measured on the translations
 * list at a 4× CPU slowdown: 8 of 8 clicks right after the link appeared were lost, 0 of 6 after this
 * wait. Two CI failures (the translations manager's product link) were this.
 */
export async function untilAdminSettled(page: Page, timeout = 30_000): Promise<void> {
  await page.locator('.template-default--nav-hydrated').first().waitFor({ state: 'attached', timeout })
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout },
  )
}

/**
 * Opens an admin address and resolves once the page can be used: hydrated, and its frame no
 * longer moving (untilAdminSettled). Every browser test opens admin screens through this, so a
 * click that follows cannot land before React listens or beside a control that slid away.
 */
export async function openAdmin(page: Page, url: string, timeout = 30_000): Promise<void> {
  await page.goto(url, { timeout })
  await untilAdminSettled(page, timeout)
}

/**
 * Opens another screen of the admin the page already shows as the admin's own links do: Next's
 * client-side navigation (its router, which Next puts on `window.next.router`), so the admin's
 * scripts keep running instead of being loaded and evaluated again. Measured on the demo, an admin
 * screen costs Chromium 0.25 CPU-s this way against 0.93 for a load, and the server 0.10 against
 * 0.18. For walks over many screens as one person in one language (a change of the person's
 * language or account needs a load: the frame around the screen is not rendered again). The
 * page's first screen, another origin, or the address it already shows is loaded as openAdmin does.
 * Resolves once the new screen is committed (the address follows) and the frame is settled.
 */
export async function navigateAdmin(page: Page, url: string, timeout = 30_000): Promise<void> {
  const target = new URL(url)
  const current = new URL(page.url())
  const sameAdmin = current.origin === target.origin && current.pathname.startsWith('/admin') && current.href !== target.href
  if (!sameAdmin || !(await page.evaluate(() => Boolean((window as WindowWithRouter).next?.router)))) return openAdmin(page, url, timeout)
  await page.evaluate((address) => (window as WindowWithRouter).next!.router!.push(address), `${target.pathname}${target.search}`)
  // The admin may add parameters of its own to the address (a list's page and limit): the path and ours are what tell.
  const arrived = (address: URL) => address.pathname === target.pathname && [...target.searchParams].every(([name, value]) => address.searchParams.getAll(name).includes(value))
  await page.waitForURL(arrived, { timeout })
  await untilAdminSettled(page, timeout)
}

type WindowWithRouter = Window & { next?: { router?: { push(href: string): void } } }
