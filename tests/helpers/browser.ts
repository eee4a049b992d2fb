import { chromium, type Browser } from 'playwright-core'
import { launchedBrowsers, pagePools } from './launched-browsers'
import { pagePool } from './page-pool'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A domain of its own for the site under test, with its Chinese host (a cookie shared by both cannot be shown on localhost).
  '--host-resolver-rules=MAP kinsen.test 127.0.0.1, MAP *.kinsen.test 127.0.0.1',
]


/**
 * Debian's Chromium through playwright-core; no browser is ever downloaded. Its `newContext()`
 * and `newPage()` lend a page from a pool: a page given back with `close()` (the page's or its
 * context's) is lent again, reset, for the same options (a new tab costs Chromium a renderer and
 * a compile of every script).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
  const openContext = browser.newContext.bind(browser)
  const pool = pagePool(openContext)
  pagePools.set(browser, pool)
  if (!process.env.NOPOOL) {
    browser.newContext = (options) => pool.context(options)
    browser.newPage = async (options) => (await pool.context(options)).newPage()
  }
  launchedBrowsers.add(browser)
  browser.once('disconnected', () => launchedBrowsers.delete(browser))
  return browser
}

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const

/** The English and the Chinese origin of the test server (zh.localhost resolves to loopback in Chromium). */
export function origins(baseUrl: string) {
  const url = new URL(baseUrl)
  return { en: url.origin, zh: `${url.protocol}//zh.${url.host}` }
}
