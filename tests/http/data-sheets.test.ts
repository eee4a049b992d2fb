import { PDFDocument, PDFName } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { findPdfActiveContent } from '../../src/media/pdf-active-content'
import { adminSession, api, baseUrl, createDocument, getBytesWithHost, type Session } from '../helpers/http'
import { embeddedFonts } from '../helpers/pdf-fonts'
import { SITE, writeSiteContent } from '../helpers/site-content'

const run = Date.now().toString(36)
const slug = `sheet-${run}`
const hiddenSlug = `sheet-hidden-${run}`
const code = `DS-${run}-1`
let admin: Session
let itemCodeId: number
let productId: number

/** A GET on the loopback with the given host (zh. for Chinese), with the body as bytes and the time to the last byte. */
function get(path: string, language: 'en' | 'zh') {
  return getBytesWithHost(baseUrl(), path, `${language === 'zh' ? 'zh.' : ''}${new URL(baseUrl()).host}`)
}

const sheet = (language: 'en' | 'zh', itemCode = code, productSlug = slug) => get(`/products/${productSlug}/data-sheet/${encodeURIComponent(itemCode)}`, language)

async function extractableText(bytes: Uint8Array): Promise<Set<string>> {
  return new Set((await embeddedFonts(bytes)).flatMap((font) => [...font.characters]))
}

const missing = (text: Set<string>, words: string[]) => words.flatMap((word) => [...word].filter((character) => !text.has(character)).map((character) => `${word}: ${character}`))

async function save(collection: string, id: number, data: object, locale = 'en') {
  const response = await api(`/api/${collection}/${id}?locale=${locale}`, { method: 'PATCH', body: JSON.stringify(data), session: admin })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  admin = await adminSession()
  await writeSiteContent(admin)
  productId = (await createDocument(admin, 'products', { name: `Aurora Gold ${run}`, slug, description: 'A warm gold metallic thread.', status: 'Active' }, { name: `極光金線 ${run}`, description: '溫暖的金色金屬線。' })).id
  itemCodeId = (
    await createDocument(admin, 'item-codes', { product: productId, itemCode: code, shadeHex: '#C9A227', composition: '70% Polyester', washingTemperature: '40°C' }, { composition: '七成聚酯纖維', washingTemperature: '攝氏40度' })
  ).id
  const hidden = await createDocument(admin, 'products', { name: `Hidden Gold ${run}`, slug: hiddenSlug, status: 'Inactive' })
  await createDocument(admin, 'item-codes', { product: hidden.id, itemCode: `DS-${run}-H` })
  await createDocument(admin, 'item-codes', { product: productId, itemCode: `DS-${run}-1.5` })
})

describe('item code data sheets', () => {
  it('serves the English sheet as a PDF named after the item code, inline (a phone shows it), with its metadata, text and no active content', async () => {
    const answer = await sheet('en')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${code}-data-sheet.pdf"`)
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(answer.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const doc = await PDFDocument.load(answer.body, { updateMetadata: false })
    expect(doc.getTitle()).toBe(`Aurora Gold ${run} ${code} — Technical Data Sheet`)
    expect(doc.getAuthor()).toBe(SITE.brand.en)
    expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toBe('(en)')
    expect(await findPdfActiveContent(answer.body)).toEqual([])
    const text = await extractableText(answer.body)
    expect(missing(text, ['Technical Data Sheet', 'Product Information', 'Technical Details', 'Washing Temperature', '70% Polyester', '40°C', SITE.company.en, '+852 2345 6789', 'info@kinsen.example'])).toEqual([])
    console.info(`data sheet figures: en ${answer.body.byteLength} bytes, first request ${answer.ms} ms`)
  })

  it('downloads the Chinese sheet from the zh. host with the Chinese texts in an embedded subset font', async () => {
    const answer = await sheet('zh')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${code}-data-sheet-zh-Hant.pdf"`)
    const doc = await PDFDocument.load(answer.body, { updateMetadata: false })
    expect(doc.getAuthor()).toBe(SITE.brand.zh)
    expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toBe('(zh-Hant-HK)')
    const fonts = await embeddedFonts(answer.body)
    expect(fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual(['NotoSansTC-Bold', 'NotoSansTC-Regular'])
    expect(fonts.every((font) => font.embedded && font.file!.byteLength < 150_000)).toBe(true)
    const text = await extractableText(answer.body)
    expect(missing(text, ['技術資料表', '產品資料', '技術細節', '洗滌溫度', `極光金線`, '溫暖的金色金屬線', '七成聚酯纖維', '攝氏40度', SITE.company.zh, '電話'])).toEqual([])
    const cached = await sheet('zh')
    expect(cached.body.equals(answer.body)).toBe(true)
    console.info(`data sheet figures: zh-Hant ${answer.body.byteLength} bytes, first request ${answer.ms} ms, cached ${cached.ms} ms`)
  })

  it('serves a code with a dot in it', async () => {
    const answer = await sheet('en', `DS-${run}-1.5`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-disposition']).toBe(`inline; filename="DS-${run}-1.5-data-sheet.pdf"`)
  })

  it('finds a code typed in other letter case, and serves the sheet of the code as written (issue 28.13)', async () => {
    const lower = await sheet('en', code.toLowerCase())
    expect(lower.status).toBe(200)
    expect(lower.headers['content-disposition']).toBe(`inline; filename="${code}-data-sheet.pdf"`)
    const exact = await sheet('en')
    expect(lower.body.equals(exact.body)).toBe(true)
  })

  it("answers the site's Page Not Found page, in the host's language, for an unknown code, an unknown product and an inactive product (issue 28.13)", async () => {
    for (const [itemCode, productSlug] of [
      [`DS-${run}-none`, slug],
      [code, `no-such-${run}`],
      [`DS-${run}-H`, hiddenSlug],
    ] as const) {
      for (const language of ['en', 'zh'] as const) {
        const answer = await sheet(language, itemCode, productSlug)
        expect(answer.status, `${language} ${productSlug}/${itemCode}`).toBe(404)
        expect(answer.headers['content-type']).toMatch(/^text\/html/)
        const page = answer.body.toString('utf8')
        // The whole page: its heading in the language, the way home and the site's header.
        expect(page).toContain(`<h1 class="mt-4 font-serif text-3xl">${language === 'en' ? 'Page Not Found' : '找不到頁面'}</h1>`)
        expect(page).toContain(`<html lang="${language === 'en' ? 'en' : 'zh-Hant-HK'}"`)
        expect(page).toContain(language === 'en' ? 'Return to Home' : '返回主頁')
        expect(page).toContain('<header')
      }
    }
  })

  it('is kept between requests, made again after a save of its item code, its product or the settings, and gone while its product is Inactive', async () => {
    const first = await sheet('en')
    expect((await sheet('en')).body.equals(first.body)).toBe(true)
    await save('item-codes', itemCodeId, { composition: '80% Polyester' })
    const afterCode = await sheet('en')
    expect(afterCode.body.equals(first.body)).toBe(false)
    expect(missing(await extractableText(afterCode.body), ['80%'])).toEqual([])
    await save('products', productId, { name: `Aurora Bright Gold ${run}` })
    const afterProduct = await sheet('en')
    expect((await PDFDocument.load(afterProduct.body, { updateMetadata: false })).getTitle()).toBe(`Aurora Bright Gold ${run} ${code} — Technical Data Sheet`)
    const telephone = async (value: string) => expect((await api('/api/globals/general-settings?locale=en', { method: 'POST', body: JSON.stringify({ telephone: value }), session: admin })).status).toBe(200)
    await telephone('+852 3999 0000')
    const afterSettings = await sheet('en')
    expect(afterSettings.body.equals(afterProduct.body)).toBe(false)
    await telephone('+852 2345 6789')
    await save('products', productId, { status: 'Inactive' })
    expect((await sheet('en')).status).toBe(404)
    await save('products', productId, { status: 'Active' })
    expect((await sheet('en')).status).toBe(200)
  })
})
