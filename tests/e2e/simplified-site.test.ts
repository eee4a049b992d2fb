import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { testServer } from '../helpers/test-server'

// Issue 31: the Simplified Chinese site on cn. as a buyer uses it: the language links, a form's
// validation and its toast in Simplified Chinese, and no serious accessibility violation.

const run = Date.now().toString(36)
const slug = `simplified-e2e-${run}`
let browser: Browser
let site: { en: string; zh: string; cn: string }

beforeAll(async () => {
  const admin = await adminSession()
  await writeSiteContent(admin)
  await createDocument(admin, 'products', { name: `Royal Spiral Gold ${run}`, slug, description: 'A spiral gold thread.', status: 'Active' }, { name: `皇家螺旋金線 ${run}`, description: '螺旋金線，適用於立體刺繡。' })
  const both = origins(testServer().baseUrl)
  site = { ...both, cn: both.en.replace('://', '://cn.') }
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

async function open(viewport: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] })
  return { context, page: await context.newPage() }
}

describe('the Simplified Chinese site in a browser', () => {
  it('names itself in the language links and leads to the same page on the other two sites', async () => {
    const { context, page } = await open('desktop')
    await page.goto(`${site.cn}/products/${slug}`)
    expect(await page.getAttribute('html', 'lang')).toBe('zh-Hans-CN')
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(`皇家螺旋金线 ${run}`)
    const links = page.locator('header nav [data-language-links]')
    expect(await links.locator('[aria-current="true"]').textContent()).toBe('简')
    await expect.poll(() => links.locator('a[hreflang="en"]').getAttribute('href')).toBe(`${site.en}/products/${slug}`)
    await links.locator('a[hreflang="zh-Hant-HK"]').click()
    await page.waitForURL(`${site.zh}/products/${slug}`)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(`皇家螺旋金線 ${run}`)
    await context.close()
  })

  it('says what a contact field lacks in Simplified Chinese, and thanks a subscriber in a toast', async () => {
    const { context, page } = await open('mobile')
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '192.0.2.131' })
    await page.goto(`${site.cn}/contact`)
    await page.locator('main form button[type="submit"]').click()
    await expect.poll(() => page.getByText('姓名最少需要 2 个字符。').isVisible()).toBe(true)
    await page.fill('#newsletter-email', `simplified.${run}@example.com`)
    await page.getByRole('button', { name: '订阅' }).click()
    await expect.poll(() => page.getByText('感谢你订阅我们的电子报！').first().isVisible()).toBe(true)
    await context.close()
  })

  it.each(['mobile', 'desktop'] as const)('has no serious or critical accessibility violation on Home, a product, Contact and 404 (%s)', async (viewport) => {
    const { context, page } = await open(viewport)
    const problems: string[] = []
    for (const path of ['/', `/products/${slug}`, '/contact', '/missing-page']) {
      await page.goto(`${site.cn}${path}`, { waitUntil: 'networkidle' })
      problems.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`))
    }
    expect(problems).toEqual([])
    await context.close()
  })
})
