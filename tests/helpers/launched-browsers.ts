import type { Browser } from 'playwright-core'
import type { PagePool } from './page-pool'

// Kept apart from tests/helpers/browser.ts so that the failure screenshots' setup file, which
// every server test file loads, does not load Playwright into the HTTP-only files.

/** The browsers this test file launched, so a failed test can be shown as its pages stood (tests/helpers/failure-screenshots.ts). */
export const launchedBrowsers = new Set<Browser>()

/** The page pool of each browser this file launched (tests/helpers/page-pool.ts). */
export const pagePools = new WeakMap<Browser, PagePool>()
