// A setup file of the server project: when a test fails, every page its browsers still have
// open is saved as a screenshot under test-results/failures/, which npm test names at the end,
// so a failure on a busy CI runner can be seen, not only read.
import fs from 'node:fs'
import path from 'node:path'
import { afterEach } from 'vitest'
import { launchedBrowsers, pagePools } from './launched-browsers'

export const FAILURE_SCREENSHOTS = path.resolve(import.meta.dirname, '..', '..', 'test-results', 'failures')

const fileName = (text: string) => text.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 120)

afterEach(async (context) => {
  if (context.task.result?.state !== 'fail') return
  // Pages given back to the pool show an earlier test's last page.
  const pages = [...launchedBrowsers].flatMap((browser) => browser.contexts().flatMap((browserContext) => browserContext.pages()).filter((page) => !pagePools.get(browser)?.isIdle(page)))
  if (pages.length === 0) return
  fs.mkdirSync(FAILURE_SCREENSHOTS, { recursive: true })
  const name = fileName(`${path.basename(context.task.file?.name ?? 'test')}-${context.task.name}`)
  await Promise.all(
    pages.map((page, index) =>
      page.screenshot({ path: path.join(FAILURE_SCREENSHOTS, `${name}-${index + 1}.png`), fullPage: true, timeout: 10_000 }).catch(() => undefined),
    ),
  )
})
