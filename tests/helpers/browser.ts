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

/** Debian's Chromium through playwright-core; no browser is ever downloaded. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
}

export const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const

/** The English and the Chinese origin of the test server (zh.localhost resolves to loopback in Chromium). */
export function origins(baseUrl: string) {
  const url = new URL(baseUrl)
  return { en: url.origin, zh: `${url.protocol}//zh.${url.host}` }
}
