import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { writeSiteContent } from '../helpers/site-content'
import { signInContext } from '../helpers/signed-in'
import { testServer } from '../helpers/test-server'

// Issue 31: the Simplified Chinese site on cn. as a buyer uses it: the language links, a form's
// validation and its toast in Simplified Chinese, and no serious accessibility violation.

const run = Date.now().toString(36)
const slug = `simplified-e2e-${run}`
let browser: Browser
let site: { en: string; zh: string; cn: string }
let productId: number

beforeAll(async () => {
  const admin = await adminSession()
  await writeSiteContent(admin)
  productId = (await createDocument(admin, 'products', { name: `Royal Spiral Gold ${run}`, slug, description: 'A spiral gold thread.', status: 'Active' }, { name: `皇家螺旋金線 ${run}`, description: '螺旋金線，適用於立體刺繡。' })).id
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

  it("lets an administrator, in the Simplified admin, write a product's own Simplified name in the translations manager, see it on the site, and clear it", async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'zh-CN' })
    const page = await context.newPage()
    const baseUrl = testServer().baseUrl
    await signInContext(context, baseUrl, { email: inject('adminEmail'), password: inject('adminPassword') })
    expect((await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: 'zh' }, headers: { origin: baseUrl } })).status()).toBe(200)
    const record = `${baseUrl}/admin/translations/products/${productId}`
    const nameWording = page.locator('[data-translation-entry="name"] [data-simplified-entry]')
    const saveAndCheck = async (shown: string) => {
      await page.getByRole('button', { name: '保存', exact: true }).click()
      await expect.poll(() => page.getByText('已保存中文内容').count(), { timeout: 30_000 }).toBeGreaterThan(0)
      const simplified = await context.newPage()
      await simplified.goto(`${site.cn}/products/${slug}`)
      await expect.poll(() => simplified.locator('h1').first().textContent()).toContain(shown)
      await simplified.close()
    }
    await openAdmin(page, record)
    await nameWording.locator('summary').waitFor({ timeout: 30_000 })
    expect(await page.getAttribute('html', 'lang')).toBe('zh')
    expect(await nameWording.locator('summary').textContent()).toContain('简体中文网站')
    expect(await nameWording.locator('[data-simplified-generated]').textContent()).toBe(`皇家螺旋金线 ${run}`)
    await nameWording.locator('summary').click()
    await nameWording.locator('[data-own-wording-field]').fill(`御用螺旋金线 ${run}`)
    await saveAndCheck(`御用螺旋金线 ${run}`)
    // Cleared from the same screen: the conversion shows again.
    await page.reload()
    await nameWording.getByRole('button', { name: new RegExp('清除自定义用字') }).click()
    await saveAndCheck(`皇家螺旋金线 ${run}`)
    expect(await seriousViolations(page, ['[data-translation-record]'])).toEqual([])
    await context.close()
  })
})
