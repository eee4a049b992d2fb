import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The browsers this test file launched, so a failed test can be shown as its pages stood (tests/helpers/failure-screenshots.ts). */
export const launchedBrowsers = new Set<Browser>()

/** Debian's Chromium through playwright-core; no browser is ever downloaded. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
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
