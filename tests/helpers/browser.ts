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
 * Debian's Chromium through playwright-core; no browser is ever downloaded. One browser serves
 * every test file of a worker (the server project runs its files one after the other in one
 * process, `isolate: false`): a file's `close()` gives back the pages it still holds instead of
 * ending the browser, which Playwright ends with the worker.
 *
 * Its `newContext()` and `newPage()` lend a page from a pool: a page given back with `close()`
 * (the page's or its context's) is lent again, reset, for the same options — also to the next
 * file. A new tab costs Chromium a renderer and a compile of every script; a tab that has shown
 * the site before keeps V8's compiled code.
 */
export async function launchChromium(): Promise<Browser> {
  if (!sharedBrowser || !(await sharedBrowser).isConnected()) sharedBrowser = launchPooled()
  const browser = await sharedBrowser
  const pool = pagePools.get(browser)!
  // The file's own view: closing it gives back what the file still holds.
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') return async () => pool.giveBackAll()
      const value: unknown = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

let sharedBrowser: Promise<Browser> | undefined

async function launchPooled(): Promise<Browser> {
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
