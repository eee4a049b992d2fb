import { create } from 'fontkit'
import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { embeddedFonts } from '../../../tests/helpers/pdf-fonts'
import { pdfStructure, structureNodes } from '../../../tests/helpers/pdf-structure'
import { findPdfActiveContent } from '../../media/pdf-active-content'
import type { GeneralSetting, ItemCode } from '../../payload-types'
import { dataSheetContent } from './content'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import { renderDataSheet } from './layout'

const settings = {
  brandName: 'Kinsen',
  companyName: 'Kinsen Metallic Threads Ltd.',
  address: 'Unit 5, 8/F, 12 Example Street\nSan Po Kong, Kowloon',
  telephone: '+852 2345 6789',
  infoEmail: 'info@example.com',
} as GeneralSetting
const zhSettings = { ...settings, brandName: '健生', companyName: '健生金銀線有限公司', address: '九龍新蒲崗例子街 12 號 8 樓 5 室' } as GeneralSetting
const code = {
  id: 1,
  itemCode: 'KS-M150-C01',
  shadeHex: '#C9A227',
  composition: '70% polyester, 30% metallised film',
  threadType: 'Metallic',
  denier: '150D',
  bleaching: '',
  otherTechnicalInfo: 'Wash inside out. Iron on the reverse at low heat.',
} as ItemCode
const zhCode = { ...code, composition: '70% 聚酯纖維，30% 金屬化薄膜', threadType: '金屬線', otherTechnicalInfo: '反面洗滌，低溫熨燙反面。' } as ItemCode
const date = new Date('2026-11-24T08:00:00Z')

async function render(locale: 'en' | 'zh-Hant') {
  const content =
    locale === 'en'
      ? dataSheetContent('en', settings, { name: 'Metallic Embroidery Thread', description: 'A soft metallic thread for machine embroidery.' }, code, date, 'https://www.kinsen.example/products/metallic-embroidery-thread')
      : dataSheetContent('zh-Hant', zhSettings, { name: '金屬刺繡線', description: '適合機繡的柔軟金屬線。' }, zhCode, date, 'https://zh.kinsen.example/products/metallic-embroidery-thread')
  return { content, bytes: await renderDataSheet(content, await pdfFontFiles()) }
}

describe('data sheet', () => {
  it('sets the Chinese sheet in an embedded subset of Noto Sans TC, with the product page labels and the maker', async () => {
    const { bytes } = await render('zh-Hant')
    const fonts = await embeddedFonts(bytes)
    expect(fonts.length).toBe(2)
    for (const font of fonts) {
      expect(font.name).toMatch(/^NotoSansTC-(Regular|Bold)/)
      expect(font.embedded).toBe(true)
      // pdf-lib names a subset Family-Style-<random>; its file holds only the glyphs used (the whole font is 7 MB).
      expect(font.file!.byteLength).toBeGreaterThan(1_000)
      expect(font.file!.byteLength).toBeLessThan(100_000)
      // Every glyph of the subset has its outline (@pdf-lib/fontkit's subsets lost about half): only the spaces are empty.
      const subset = create(Buffer.from(font.file!))
      const blank = Array.from({ length: subset.numGlyphs - 1 }, (_, index) => subset.getGlyph(index + 1)).filter((glyph) => glyph.path.commands.length === 0)
      expect(blank.length).toBeLessThanOrEqual(2)
    }
    const text = new Set(fonts.flatMap((font) => [...font.characters]))
    for (const word of ['技術資料表', '產品資料', '技術細節', '成分', '不適用', '金屬刺繡線', '健生金銀線有限公司', '電話', '2026年11月24日', 'KS-M150-C01']) {
      expect([...word].filter((character) => !text.has(character)), word).toEqual([])
    }
    // A subset, not the 7 MB font: the whole sheet stays small.
    expect(bytes.byteLength).toBeLessThan(150_000)
  })

  it('carries its title, author and language and no active content', async () => {
    for (const locale of ['en', 'zh-Hant'] as const) {
      const { bytes, content } = await render(locale)
      const doc = await PDFDocument.load(bytes, { updateMetadata: false })
      expect(doc.getTitle()).toBe(content.title)
      expect(doc.getAuthor()).toBe(locale === 'en' ? 'Kinsen' : '健生')
      expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toBe(locale === 'en' ? '(en)' : '(zh-Hant-HK)')
      expect(doc.getForm().getFields()).toEqual([])
      expect(await findPdfActiveContent(bytes)).toEqual([])
    }
  })

  it('words the English sheet with the product page labels and N/A for an empty value', async () => {
    const { content } = await render('en')
    expect(content.sections.map((section) => section.title)).toEqual(['Product Information', 'Technical Details'])
    expect(content.sections[0]!.rows[0]).toEqual({ label: 'Item Code', value: 'KS-M150-C01' })
    expect(content.sections[1]!.rows.find((row) => row.label === 'Bleaching')?.value).toBe('N/A')
    expect(content.maker.lines).toEqual(['Unit 5, 8/F, 12 Example Street\nSan Po Kong, Kowloon', 'Tel. +852 2345 6789   E-mail info@example.com'])
    expect(content.dateLine).toBe('Date: 24 November 2026')
    expect(content.title).toBe('Metallic Embroidery Thread KS-M150-C01 — Technical Data Sheet')
  })

  it('is a tagged PDF: headings, paragraphs, a table with row headers, the shade as a figure with its words, the footer an artifact', async () => {
    for (const locale of ['en', 'zh-Hant'] as const) {
      const { bytes, content } = await render(locale)
      const structure = await pdfStructure(bytes)
      expect(structure.marked).toBe(true)
      expect(structure.lang).toBe(locale === 'en' ? 'en' : 'zh-Hant-HK')
      expect(structure.root?.type).toBe('Document')
      const nodes = structureNodes(structure.root)
      expect(nodes.filter((node) => node.type === 'H1')).toHaveLength(1)
      expect(nodes.filter((node) => node.type === 'H2').length).toBe(content.sections.length + (content.notes ? 1 : 0))
      const tables = nodes.filter((node) => node.type === 'Table')
      expect(tables.map((table) => table.kids.length)).toEqual(content.sections.map((section) => section.rows.length))
      for (const row of tables.flatMap((table) => table.kids)) expect(row.kids.map((cell) => `${cell.type}${cell.scope ?? ''}`)).toEqual(['THRow', 'TD'])
      expect(nodes.find((node) => node.type === 'Figure')?.alt).toBe(`${content.swatch!.label} #C9A227`)
      // No text drawn outside the structure; the footer is an artifact; each mark leads back to its element.
      expect(structure.pages.every((page) => page.untaggedText === 0 && page.artifacts > 0 && page.mcids.length > 10)).toBe(true)
      expect(structure.parentTreeMatches).toBe(true)
      expect(nodes.filter((node) => node.marks > 0).every((node) => node.kids.length === 0)).toBe(true)
    }
  })

  it('prints the product page address in the footer', async () => {
    const { bytes, content } = await render('en')
    expect(content.siteAddress).toBe('www.kinsen.example/products/metallic-embroidery-thread')
    const text = new Set((await embeddedFonts(bytes)).flatMap((font) => [...font.characters]))
    expect([...content.siteAddress].filter((character) => !text.has(character))).toEqual([])
  })
})
