import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { untilAdminSettled, openAdmin } from '../helpers/admin-browser'
import { seriousViolations } from '../helpers/axe'
import { launchChromium } from '../helpers/browser'
import { adminSession, api, type Session } from '../helpers/http'
import { signInContext } from '../helpers/signed-in'
import { testServer } from '../helpers/test-server'

/**
 * Issue 12, the translations manager in the administrator's browser, in both
 * admin languages: the overview counts and lists what misses Chinese, and a
 * product with two item codes is translated screen by screen with "Save and
 * go to the next untranslated". The clicks it takes are counted (58 before).
 */
let browser: Browser
let admin: Session

const LANGUAGES = [
  { lang: 'en', payloadLanguage: 'en', title: 'Translations', saveNext: 'Save and go to the next untranslated', saved: 'Chinese texts saved', chinese: 'Traditional Chinese', untitled: 'not yet in Chinese', editing: 'Editing in: 繁體中文' },
  { lang: 'zh', payloadLanguage: 'zh-TW', title: '翻譯', saveNext: '儲存並前往下一項未翻譯', saved: '已儲存中文內容', chinese: '繁體中文', untitled: '尚未翻譯', editing: '正在編輯: 繁體中文' },
] as const

async function create(collection: string, data: object): Promise<number> {
  const reply = await api(`/api/${collection}?locale=en`, { method: 'POST', body: JSON.stringify(data), session: admin })
  expect(reply.status).toBe(201)
  return (reply.body.doc as { id: number }).id
}

async function signedIn(language: (typeof LANGUAGES)[number]): Promise<{ context: BrowserContext; page: Page }> {
  const baseUrl = testServer().baseUrl
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language.payloadLanguage })
  const page = await context.newPage()
  await signInContext(context, baseUrl, { email: inject('adminEmail'), password: inject('adminPassword') })
  expect((await page.request.post(`${baseUrl}/api/payload-preferences/language`, { data: { value: language.payloadLanguage }, headers: { origin: baseUrl } })).status()).toBe(200)
  return { context, page }
}

beforeAll(async () => {
  admin = await adminSession()
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each(LANGUAGES)('translating ($lang)', (language) => {
  it('translates a product and its two item codes from the overview, counting the clicks', async () => {
    const run = `${language.lang}${Date.now().toString(36)}`
    const product = await create('products', { name: `Aurora ${run}`, slug: `aurora-${run}`, description: `Iridescent ${run}.`, detailedDescription: `Line one ${run}.\nLine two.` })
    const codes = [await create('item-codes', { product, itemCode: `AU1-${run}`, composition: '100% Polyester', bleaching: 'Do not bleach' }), await create('item-codes', { product, itemCode: `AU2-${run}`, composition: '100% Polyester', bleaching: 'Do not bleach' })]
    const { context, page } = await signedIn(language)
    let clicks = 0
    const click = async (target: ReturnType<Page['locator']>) => {
      clicks += 1
      await untilAdminSettled(page)
      await target.click()
    }

    await openAdmin(page, `${testServer().baseUrl}/admin/translations`)
    await page.getByRole('heading', { level: 1, name: language.title }).waitFor()
    expect(await seriousViolations(page, ['[data-translations-overview]'])).toEqual([])
    const counts = async (slug: string) => (await page.locator(`[data-source="${slug}"] [data-translated]`).getAttribute('data-translated'))!.split('/').map(Number)
    const [productsDone, productsTotal] = await counts('products')
    const [codesDone, codesTotal] = await counts('item-codes')
    expect(productsDone).toBeLessThan(productsTotal!)
    await click(page.locator('[data-source="products"] a'))
    await click(page.locator(`a[href$="/translations/products/${product}"]`))
    await page.locator(`[data-translation-record="products/${product}"]`).waitFor()
    expect(await page.locator('[data-english]').first().textContent()).toBe(`Aurora ${run}`)
    expect(await seriousViolations(page, ['[data-translation-record]'])).toEqual([])

    // Each screen: type the Chinese texts (typing is not clicking; Tab moves between them, past each
    // text's closed Simplified wording: issue 31), then one click.
    const translateScreen = async (texts: string[]) => {
      const fields = page.locator('[data-translation-form] [data-chinese-field]')
      await expect.poll(() => fields.count()).toBe(texts.length)
      await fields.first().focus()
      for (const [index, textValue] of texts.entries()) {
        await page.keyboard.type(textValue)
        if (index < texts.length - 1) {
          await page.keyboard.press('Tab')
          expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY')
          await page.keyboard.press('Tab')
        }
      }
      const before = page.url()
      await click(page.getByRole('button', { name: language.saveNext }))
      await expect.poll(() => page.getByText(language.saved).count(), { timeout: 30_000 }).toBeGreaterThan(0)
      await page.waitForURL((url) => url.toString() !== before, { timeout: 30_000 })
    }
    await translateScreen([`極光 ${run}`, `幻彩 ${run}。`, `第一行 ${run}。`])
    // "Next" goes to the product's item codes, one after the other.
    for (const code of codes) {
      expect(new URL(page.url()).pathname).toBe(`/admin/translations/item-codes/${code}`)
      await translateScreen(['100% 聚酯', '不可漂白'])
    }

    const productZh = (await api(`/api/products/${product}?locale=zh-Hant&fallback-locale=none`, { session: admin })).body as Record<string, string>
    expect([productZh.name, productZh.description]).toEqual([`極光 ${run}`, `幻彩 ${run}。`])
    for (const code of codes) {
      const zh = (await api(`/api/item-codes/${code}?locale=zh-Hant&fallback-locale=none`, { session: admin })).body as Record<string, string>
      expect([zh.composition, zh.bleaching]).toEqual(['100% 聚酯', '不可漂白'])
    }
    await openAdmin(page, `${testServer().baseUrl}/admin/translations`)
    expect(await counts('products')).toEqual([productsDone! + 1, productsTotal])
    expect(await counts('item-codes')).toEqual([codesDone! + 2, codesTotal])
    console.info(`Clicks to translate one product with two item codes (${language.lang}): ${clicks}`)
    expect(clicks).toBeLessThanOrEqual(5)
    await context.close()
  })

  it('keeps the English title in the record editor until the Chinese one exists, and shows the language being edited', async () => {
    const run = `${language.lang}t${Date.now().toString(36)}`
    const product = await create('products', { name: `Nebula ${run}`, slug: `nebula-${run}`, description: 'A holographic braid.' })
    const { context, page } = await signedIn(language)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product}?locale=zh-Hant`)
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 30_000 }).toBe(`Nebula ${run} (${language.untitled})`)
    expect(await page.locator('[data-editor-language]').textContent()).toBe(language.editing)
    await openAdmin(page, `${testServer().baseUrl}/admin/collections/products/${product}?locale=en`)
    await expect.poll(() => page.locator('[data-editor-language]').getAttribute('data-editor-language'), { timeout: 30_000 }).toBe('en')
    expect(await page.locator('h1').first().textContent()).toBe(`Nebula ${run}`)
    await context.close()
  })
})
