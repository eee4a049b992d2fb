import { beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import { findPdfActiveContent } from '../../src/media/pdf-active-content'
import { adminSession, api, baseUrl, createDocument, getBytesWithHost, getWithHost, type Session } from '../helpers/http'
import { embeddedFonts } from '../helpers/pdf-fonts'
import { pdfStructure, structureNodes } from '../helpers/pdf-structure'

/**
 * Issue 30.2, the digital colour card, as the server sends it (so without JavaScript too), in both
 * languages: every item code of the product as a swatch in code order, with its finish and colour
 * families and figures, each opening the product on that code; a family filter; linked from the
 * product page; a 404 for a product that is not Active; a save of a code shows on the card.
 */
let admin: Session
const run = Date.now().toString(36)
const slug = `card-gold-${run}`
const host = (language: 'en' | 'zh') => (language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host)
const get = (language: 'en' | 'zh', path: string) => getWithHost(baseUrl(), path, host(language))
const getPdf = (language: 'en' | 'zh', path: string) => getBytesWithHost(baseUrl(), path, host(language))
/** The printed card's shades as a reader of the tagged PDF hears them: each list item's figure described by code, colour and finish. */
const printedShades = async (bytes: Uint8Array) =>
  structureNodes((await pdfStructure(bytes)).root)
    .filter((node) => node.type === 'Figure')
    .map((node) => node.alt)
const swatches = (html: string) =>
  [...html.matchAll(/<li data-family="([^"]*)" data-card-shade="([^"]+)">/g)].map((match) => ({ code: match[2], families: match[1] }))
let silverCode: { id: number }

beforeAll(async () => {
  admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Card Gold ${run}`, slug, status: 'Active' }, { name: `色卡金線 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CG-G01-${run}`, shadeHex: '#C9A227', threadType: 'Metallic thread', denier: '150D' }, { threadType: '金屬線' })
  silverCode = await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CG-S01-${run}`, shadeHex: '#B8B8C0' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: `CG-X-${run}` })
  await createDocument(admin, 'products', { name: `Card Hidden ${run}`, slug: `card-hidden-${run}`, status: 'Inactive' })
})

describe.each([
  ['en', 'Card Gold', ': colour card', 'Golds', 'Colour card: every shade side by side', 'Metallic thread', 'No shade colour given', 'Print the colour card (A4 PDF)', 'Metallic sheen'],
  ['zh', '色卡金線', '色卡', '金色', '色卡：並列查看所有顏色', '金屬線', '未提供顏色', '列印色卡（A4 PDF）', '金屬光澤'],
] as const)('the colour card (%s)', (language, name, titleEnd, golds, productLink, type, noShade, pdfLink, sheen) => {
  it('shows every item code as a swatch in code order, with its finish, families and figures, each opening the product on that code', async () => {
    const page = await get(language, `/products/${slug}/colours`)
    expect(page.status).toBe(200)
    expect(page.text).toMatch(new RegExp(`<h1[^>]*>${name} ${run}${titleEnd}</h1>`))
    expect(swatches(page.text)).toEqual([
      { code: `CG-G01-${run}`, families: 'golds' },
      { code: `CG-S01-${run}`, families: 'silvers' },
      { code: `CG-X-${run}`, families: '' },
    ])
    const gold = page.text.slice(page.text.indexOf(`data-card-shade="CG-G01-${run}"`))
    expect(gold).toMatch(new RegExp(`href="/products/${slug}\\?code=CG-G01-${run}"`))
    expect(gold).toMatch(/data-finish="metallic"[^>]*style="background-color:#C9A227;background-image:linear-gradient/)
    // A figure the shades do not share is given under the swatch; one they all share, once above them.
    expect(gold.slice(0, 2_000)).toMatch(new RegExp(`<dd[^>]*>${type}</dd>`))
    expect(page.text).not.toContain('data-card-shared')
    expect(page.text).toContain(noShade)
    // The filter offers the families the card has, as radio buttons (no script needed).
    const filter = page.text.slice(page.text.indexOf('data-card-filter'), page.text.indexOf('</fieldset>'))
    expect([...filter.matchAll(/<input [^>]*type="radio"[^>]*>/g)].map(([input]) => /value="([^"]+)"/.exec(input)?.[1])).toEqual(['all', 'golds', 'silvers'])
    expect(filter).toContain(`<span>${golds}</span>`)
  })

  it("is linked from the product's page", async () => {
    const product = (await get(language, `/products/${slug}`)).text
    expect(product).toMatch(new RegExp(`<a [^>]*href="/products/${slug}/colours"[^>]*>${productLink}(<!-- -->)? →</a>`))
  })

  it("answers the site's Page Not Found page for a product that is not Active, or none, the printable card too", async () => {
    expect((await get(language, `/products/card-hidden-${run}/colours`)).status).toBe(404)
    expect((await get(language, `/products/no-such-thread-${run}/colours`)).status).toBe(404)
    for (const path of [`/products/card-hidden-${run}/colours.pdf`, `/products/no-such-thread-${run}/colours.pdf`]) {
      const answer = await getPdf(language, path)
      expect(answer.status).toBe(404)
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.body.toString('utf8')).toContain(language === 'en' ? '>Page Not Found</h1>' : '>找不到頁面</h1>')
    }
  })

  it('prints as a tagged A4 PDF in the same language: every shade a list item whose swatch is described, the figures, the maker and the address', async () => {
    const page = (await get(language, `/products/${slug}/colours`)).text
    expect(/<a href="([^"]+)"[^>]*data-card-pdf[^>]*>([^<]+)<\/a>/.exec(page)?.slice(1)).toEqual([`/products/${slug}/colours.pdf`, pdfLink])
    const pdf = await getPdf(language, `/products/${slug}/colours.pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${slug}-colour-card${language === 'zh' ? '-zh-Hant' : ''}.pdf"`)
    const doc = await PDFDocument.load(pdf.body, { updateMetadata: false })
    expect(doc.getPageCount()).toBe(1)
    expect(doc.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 })
    expect(doc.getTitle()).toBe(`${name} ${run}${titleEnd}`)
    const structure = await pdfStructure(pdf.body)
    expect(structure).toMatchObject({ marked: true, lang: language === 'en' ? 'en' : 'zh-Hant-HK', parentTreeMatches: true })
    expect(structure.pages[0]!.untaggedText).toBe(0)
    const list = structureNodes(structure.root).find((node) => node.type === 'L')
    expect(list?.kids.map((item) => item.type)).toEqual(['LI', 'LI', 'LI'])
    expect(await printedShades(pdf.body)).toEqual([`CG-G01-${run}, #C9A227, ${sheen}`, `CG-S01-${run}, #B8B8C0`, `CG-X-${run}, ${noShade}`])
    const text = new Set((await embeddedFonts(pdf.body)).flatMap((font) => [...font.characters]))
    const words = [`CG-G01-${run}`, type, noShade, `${host(language)}/products/${slug}/colours`]
    expect(words.flatMap((word) => [...word].filter((character) => !text.has(character)))).toEqual([])
    expect(await findPdfActiveContent(pdf.body)).toEqual([])
  })
})

describe('a save of an item code', () => {
  it('shows on the colour card: a changed shade moves the code to its new family', async () => {
    expect((await api(`/api/item-codes/${silverCode.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ shadeHex: '#B22234' }) })).status).toBe(200)
    await expect
      .poll(async () => swatches((await get('en', `/products/${slug}/colours`)).text).find((swatch) => swatch.code === `CG-S01-${run}`)?.families, { timeout: 30_000 })
      .toBe('reds')
    // The printed card is expired by the same save.
    await expect.poll(async () => (await printedShades((await getPdf('en', `/products/${slug}/colours.pdf`)).body))[1], { timeout: 30_000 }).toBe(`CG-S01-${run}, #B22234`)
  })
})
