import { readFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, origins, VIEWPORTS } from '../helpers/browser'
import { adminSession, createDocument } from '../helpers/http'
import { embeddedFonts } from '../helpers/pdf-fonts'
import { testServer } from '../helpers/test-server'

const run = Date.now().toString(36)
const slug = `sheets-${run}`
const codes = [`SH-${run}-1`, `SH-${run}-2`]
let browser: Browser
let site: { en: string; zh: string }

beforeAll(async () => {
  const admin = await adminSession()
  site = origins(testServer().baseUrl)
  const product = await createDocument(admin, 'products', { name: `Starlight Silver ${run}`, slug, description: 'A bright silver thread.', status: 'Active' }, { name: `星光銀線 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: codes[0], shadeHex: '#B8B8C0', composition: '100% Metallised film' }, { composition: '全金屬化薄膜' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: codes[1], shadeHex: '#C9A227' })
  browser = await launchChromium()
})
afterAll(async () => browser?.close())

describe.each([
  { lang: 'en', origin: () => site.en, link: 'Download data sheet (PDF)', technical: 'Technical Details', suffix: '', words: ['Product Information', '100% Metallised film'], viewport: 'desktop' as const },
  { lang: 'zh', origin: () => site.zh, link: '下載技術資料表（PDF）', technical: '技術細節', suffix: '-zh-Hant', words: ['產品資料', '全金屬化薄膜', `星光銀線`], viewport: 'mobile' as const },
])('data sheet links ($lang, $viewport)', (language) => {
  it('offers the selected code’s data sheet on both tabs and downloads it in the page’s language', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS[language.viewport], acceptDownloads: true })
    await page.goto(`${language.origin()}/products/${slug}`)
    const link = page.getByRole('tabpanel').getByRole('link', { name: language.link })
    await expect.poll(() => link.getAttribute('href')).toBe(`/products/${slug}/data-sheet/${codes[0]}`)

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe(`${codes[0]}-data-sheet${language.suffix}.pdf`)
    const bytes = await readFile((await download.path())!)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = new Set((await embeddedFonts(bytes)).flatMap((font) => [...font.characters]))
    expect(language.words.flatMap((word) => [...word].filter((character) => !text.has(character)))).toEqual([])

    await page.getByRole('tab', { name: language.technical }).click()
    await page.getByRole('radio', { name: codes[1] }).click()
    await expect.poll(() => page.getByRole('tabpanel').getByRole('link', { name: language.link }).getAttribute('href')).toBe(`/products/${slug}/data-sheet/${codes[1]}`)
    const [second] = await Promise.all([page.waitForEvent('download'), page.getByRole('tabpanel').getByRole('link', { name: language.link }).click()])
    expect(second.suggestedFilename()).toBe(`${codes[1]}-data-sheet${language.suffix}.pdf`)
    await page.close()
  })
})
