import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { pdfStructure, structureNodes } from '../../../tests/helpers/pdf-structure'
import { pdfPageTexts, pdfText } from '../../../tests/helpers/pdf-text'
import { findPdfActiveContent } from '../../media/pdf-active-content'
import type { Quote } from '../../payload-types'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import type { SiteLocale } from '../../shared/locales'
import type { PrintedQuote } from '../printed'
import { currencyTotals, lineAmount } from '../totals'
import { quoteDocumentContent } from './content'
import { renderQuoteDocument } from './layout'

/** The product names as each language's buyer asked for them (the request's own words). */
const names = {
  en: ['Metallic Embroidery Thread', 'Lamé Thread', 'Holographic Cord', 'Pearlescent Ribbon Yarn'],
  'zh-Hant': ['金屬刺繡線', '金蔥線', '鐳射繩', '珠光帶紗'],
  'zh-Hans': ['金属刺绣线', '金葱线', '镭射绳', '珠光带纱'],
} satisfies Record<SiteLocale, string[]>

/** What the staff typed for the buyer, and the buyer's own details, in the buyer's language (a Simplified site's request is written in Simplified). */
const typed = {
  en: { place: 'Rotterdam', company: 'Northern Lights Embroidery B.V.', name: 'Anna de Vries', note: 'Sent by courier with this quote', message: 'Thank you for your enquiry. The prices below include our standard cones of 5,000 m.' },
  'zh-Hant': { place: '鹿特丹', company: '北光刺繡有限公司', name: '陳美玲', note: '隨報價以速遞寄出', message: '多謝您的查詢。以下價格以標準 5,000 米線筒計算。' },
  'zh-Hans': { place: '鹿特丹', company: '北光刺绣有限公司', name: '陈美玲', note: '随报价以速递寄出', message: '多谢您的查询。以下价格以标准 5,000 米线筒计算。' },
} satisfies Record<SiteLocale, Record<string, string>>

// The sample quote is exported so that the screenshots (docs/screenshots/issue-51) are drawn from this same quote.

/** A sent quote as the database holds it: a free samples line, two HKD lines (one priced per metre, with no item code), one in USD. */
export function sampleQuote(locale: SiteLocale, lineCount?: number): Quote {
  const [samples, lame, cord, ribbon] = names[locale]
  const lines: Quote['lines'] = [
    { productName: samples!, itemCodeText: 'KS-M150-C01', kind: 'samples', quantity: 2, priceUnit: 'cone', currency: 'HKD', free: true, note: typed[locale].note },
    { productName: lame!, itemCodeText: 'KS-L200-G05', kind: 'quote', quantity: 40, priceUnit: 'cone', unitPrice: 42, currency: 'HKD', minimumOrder: 20, leadTime: 3, leadTimeUnit: 'weeks' },
    { productName: cord!, itemCodeText: null, kind: 'quote', quantity: 1200, priceUnit: 'metre', unitPrice: 0.14, currency: 'HKD' },
    { productName: ribbon!, itemCodeText: 'KS-P300-W02', kind: 'quote', quantity: 25, priceUnit: 'kg', unitPrice: 18.6, currency: 'USD', leadTime: 10, leadTimeUnit: 'days' },
  ]
  const many = lineCount ? Array.from({ length: lineCount }, (_, index) => ({ ...lines[index % lines.length]!, itemCodeText: `KS-M150-C${String(index + 1).padStart(2, '0')}` })) : lines
  const priced = many.map((line) => ({ ...line, amount: lineAmount(line) }))
  return {
    id: 42,
    state: 'sent',
    status: 'sent',
    reference: 'Q-2026-0042-R1',
    number: 'Q-2026-0042',
    revision: 1,
    request: 107,
    company: typed[locale].company,
    name: typed[locale].name,
    email: 'anna@northern-lights.example',
    locale,
    lines: priced,
    totals: currencyTotals(priced),
    validUntil: '2026-12-24T12:00:00.000Z',
    deliveryTerms: 'CIF',
    deliveryPlace: typed[locale].place,
    paymentTerms: 'deposit',
    message: typed[locale].message,
    sentAt: '2026-11-24T08:00:00.000Z',
    deliveryStatus: 'sent',
    updatedAt: '2026-11-24T08:00:00.000Z',
    createdAt: '2026-11-23T08:00:00.000Z',
  }
}

export const samplePrinted = (locale: SiteLocale): PrintedQuote => ({
  maker: {
    en: { name: 'Kinsen', legalName: 'Kinsen Metallic Threads Ltd.', lines: ['Unit 5, 8/F, 12 Example Street\nSan Po Kong, Kowloon', 'Tel. +852 2345 6789   E-mail info@example.com'] },
    'zh-Hant': { name: '健生', legalName: '健生金銀線有限公司', lines: ['九龍新蒲崗例子街 12 號 8 樓 5 室', '電話 +852 2345 6789   電郵 info@example.com'] },
    'zh-Hans': { name: '健生', legalName: '健生金银线有限公司', lines: ['九龙新蒲岗例子街 12 号 8 楼 5 室', '电话 +852 2345 6789   电邮 info@example.com'] },
  }[locale],
  siteAddress: { en: 'www.kinsen.example', 'zh-Hant': 'zh.kinsen.example', 'zh-Hans': 'cn.kinsen.example' }[locale],
  issuedAt: '2026-11-24T08:00:00.000Z',
  requestReference: 'R-2026-0107',
})

const link = (locale: SiteLocale) => `https://${samplePrinted(locale).siteAddress}/quote/42-AbCdEfGhIjKlMnOpQrStUvWxYz012345`

export async function renderSample(locale: SiteLocale, lineCount?: number) {
  const content = quoteDocumentContent(sampleQuote(locale, lineCount), samplePrinted(locale), locale, link(locale))
  const bytes = await renderQuoteDocument(content, await pdfFontFiles(locale === 'zh-Hans' ? 'simplified' : 'traditional'))
  return { content, bytes }
}

/** What each language's PDF must say, read back from the file by a PDF text extractor. */
const expected: Record<SiteLocale, string[]> = {
  en: [
    'QUOTATION',
    'Quotation Q-2026-0042-R1',
    'Prepared for',
    'Northern Lights Embroidery B.V.',
    'Anna de Vries',
    'Quote reference',
    'Your request',
    'R-2026-0107',
    'Issued',
    '24 November 2026',
    'Valid until',
    '24 December 2026',
    'Thank you for your enquiry.',
    'Unit price',
    'Any shade',
    'Sent by courier with this quote',
    'Minimum order: 20 cones',
    'Lead time: 3 weeks',
    'Lead time: 10 days',
    '2 cones',
    '40 cones',
    '1,200 metres',
    '25 kg',
    'HKD 42.00',
    'per cone',
    'HKD 0.14',
    'per metre',
    'USD 18.60',
    'per kg',
    'HKD 1,680.00',
    'HKD 168.00',
    'USD 465.00',
    'Free of charge',
    'Total in HKD',
    'HKD 1,848.00',
    'Total in USD',
    'CIF — Cost, insurance and freight to Rotterdam (Incoterms 2020)',
    '30% deposit by T/T, balance before shipment',
    'Prices hold until 24 December 2026 (Hong Kong time).',
    'Read this quote, accept it or ask us a question on its page:',
    'https://www.kinsen.example/quote/42-AbCdEfGhIjKlMnOpQrStUvWxYz012345',
    'Kinsen · Quote Q-2026-0042-R1 · www.kinsen.example',
    'Page 1 of 1',
  ],
  'zh-Hant': [
    '報價單',
    '報價單 Q-2026-0042-R1',
    '北光刺繡有限公司',
    '報價編號',
    '您的查詢',
    '發出日期',
    '2026年11月24日',
    '有效期至',
    '2026年12月24日',
    '多謝您的查詢。',
    '序號',
    '產品',
    '單價',
    '金額',
    '任何色號',
    '隨報價以速遞寄出',
    '最低訂購量：20 筒',
    '交貨期：3 星期',
    '交貨期：10 天',
    '40 筒',
    '1,200 米',
    '25 公斤',
    '每筒',
    '每米',
    '每公斤',
    'HKD 1,680.00',
    'USD 465.00',
    '免費',
    'HKD 總額',
    'HKD 1,848.00',
    'USD 總額',
    'CIF — 成本、保險加運費至鹿特丹（國際貿易術語 2020）',
    '訂金三成以電匯支付，餘款於出貨前付清',
    '價格有效至 2026年12月24日（香港時間）',
    '請在報價頁面閱讀、接受報價或向我們提問：',
    'https://zh.kinsen.example/quote/42-',
    '健生 · 報價 Q-2026-0042-R1 · zh.kinsen.example',
  ],
  'zh-Hans': [
    '报价单',
    '报价单 Q-2026-0042-R1',
    '报价编号',
    '您的查询',
    '有效期至',
    '2026年12月24日',
    '产品',
    '单价',
    '金额',
    '任何色号',
    '最低订购量：20 筒',
    '交货期：3 星期',
    '每米',
    'HKD 1,848.00',
    'USD 465.00',
    '免费',
    'HKD 总额',
    '至鹿特丹',
    '价格有效至 2026年12月24日（香港时间）',
    '健生 · 报价 Q-2026-0042-R1 · cn.kinsen.example',
  ],
}

describe('the PDF of a priced quote', () => {
  for (const locale of ['en', 'zh-Hant', 'zh-Hans'] as const) {
    it(`reads, in ${locale}, the quote's reference, lines, amounts, totals per currency, terms and validity`, async () => {
      const { bytes } = await renderSample(locale)
      const text = await pdfText(bytes)
      for (const words of expected[locale]) expect(text, words).toContain(words)
      for (const name of names[locale]) expect(text).toContain(name)
      for (const code of ['KS-M150-C01', 'KS-L200-G05', 'KS-P300-W02']) expect(text).toContain(code)
      // One page: the quote's four lines, its totals and terms fit on the first.
      expect(await pdfPageTexts(bytes)).toHaveLength(1)
      if (locale !== 'en') expect(text).not.toMatch(/Quotation|Free of charge|Valid until|per cone/)
      // The Simplified document is in Simplified characters, not the Traditional ones it is generated from.
      if (locale === 'zh-Hans') expect(text).not.toMatch(/報價|貨|單價|總額|產品/)
    })
  }

  it('carries its title, author and language, no form, no link and no active content', async () => {
    for (const locale of ['en', 'zh-Hant', 'zh-Hans'] as const) {
      const { bytes } = await renderSample(locale)
      const doc = await PDFDocument.load(bytes, { updateMetadata: false })
      expect(doc.getTitle()).toBe({ en: 'Quotation Q-2026-0042-R1', 'zh-Hant': '報價單 Q-2026-0042-R1', 'zh-Hans': '报价单 Q-2026-0042-R1' }[locale])
      expect(doc.getAuthor()).toBe(locale === 'en' ? 'Kinsen' : '健生')
      expect(String(doc.catalog.lookup(PDFName.of('Lang')))).toBe(`(${{ en: 'en', 'zh-Hant': 'zh-Hant-HK', 'zh-Hans': 'zh-Hans-CN' }[locale]})`)
      expect(doc.getForm().getFields()).toEqual([])
      // The buyer's page is printed as text: no page has a link annotation.
      expect(doc.getPages().map((page) => page.node.lookup(PDFName.of('Annots'))?.toString() ?? '[ ]')).toEqual(['[ ]'])
      expect(await findPdfActiveContent(bytes)).toEqual([])
    }
  })

  it('is a tagged PDF: the lines a table with column headers and each product heading its row, the totals a table, the footer an artifact', async () => {
    const { bytes, content } = await renderSample('en')
    const structure = await pdfStructure(bytes)
    expect(structure.marked).toBe(true)
    expect(structure.lang).toBe('en')
    expect(structure.root?.type).toBe('Document')
    expect(structure.pages.every((page) => page.untaggedText === 0 && page.artifacts > 0)).toBe(true)
    expect(structure.parentTreeMatches).toBe(true)
    const nodes = structureNodes(structure.root)
    expect(nodes.filter((node) => node.type === 'H1')).toHaveLength(1)
    expect(nodes.filter((node) => node.type === 'H2')).toHaveLength(1)
    const tables = nodes.filter((node) => node.type === 'Table')
    // The quote's facts, its lines, its totals and its terms.
    expect(tables.map((table) => table.kids.length)).toEqual([content.facts.length, 1 + content.lines.length, content.totals.length, content.terms.rows.length])
    const [header, ...rows] = tables[1]!.kids
    expect(header!.kids.map((cell) => `${cell.type}${cell.scope ?? ''}`)).toEqual(['THColumn', 'THColumn', 'THColumn', 'THColumn', 'THColumn'])
    for (const row of rows) expect(row.kids.map((cell) => `${cell.type}${cell.scope ?? ''}`)).toEqual(['TD', 'THRow', 'TD', 'TD', 'TD'])
    // A free line's unit price is an empty cell, kept so every row has its five.
    expect(rows[0]!.kids[3]!.marks).toBe(0)
    expect(rows[1]!.kids.every((cell) => cell.marks > 0)).toBe(true)
    for (const row of tables[2]!.kids) expect(row.kids.map((cell) => `${cell.type}${cell.scope ?? ''}`)).toEqual(['THRow', 'TD'])
    expect(nodes.filter((node) => node.marks > 0).every((node) => node.kids.length === 0)).toBe(true)
  })

  it('says so when every line is free, instead of totals', async () => {
    const quote = sampleQuote('en')
    const free = { ...quote, lines: quote.lines.map((line) => ({ ...line, free: true, amount: 0 })), totals: [] }
    const content = quoteDocumentContent(free, samplePrinted('en'), 'en', link('en'))
    expect(content.totals).toEqual([])
    const text = await pdfText(await renderQuoteDocument(content, await pdfFontFiles()))
    expect(text).toContain('Every line of this quote is free of charge.')
    expect(text).not.toContain('Total in')
  })

  it('words the terms that name no place without one, and a quantity of one in the singular', () => {
    const quote = { ...sampleQuote('en'), deliveryTerms: 'FOB' as const, deliveryPlace: null }
    quote.lines[1] = { ...quote.lines[1]!, quantity: 1 }
    const content = quoteDocumentContent(quote, samplePrinted('en'), 'en', link('en'))
    expect(content.terms.rows[0]).toEqual({ label: 'Delivery', value: 'FOB Hong Kong (Incoterms 2020)' })
    expect(content.lines[1]!.quantity).toBe('1 cone')
    const noPlace = quoteDocumentContent({ ...quote, deliveryTerms: 'DAP' }, samplePrinted('en'), 'en', link('en'))
    expect(noPlace.terms.rows[0]!.value).toBe('DAP — Delivered at the named place (Incoterms 2020)')
  })

  it('runs a long quote on over pages, the header row again and the footer on each', async () => {
    const { bytes } = await renderSample('zh-Hant', 40)
    const pages = await pdfPageTexts(bytes)
    expect(pages.length).toBeGreaterThanOrEqual(2)
    for (const [index, page] of pages.entries()) {
      expect(page).toContain('健生 · 報價 Q-2026-0042-R1 · zh.kinsen.example')
      expect(page).toContain(`第 ${index + 1} 頁，共 ${pages.length} 頁`)
      // Each page's lines under the column headers (drawn again as an artifact on the next pages).
      expect(page).toContain('單價')
    }
    const text = pages.join('\n')
    for (let index = 1; index <= 40; index += 1) expect(text).toContain(`KS-M150-C${String(index).padStart(2, '0')}`)
    // 10 lines of each kind: 10 × (1,680 + 168) HKD and 10 × 465 USD.
    expect(text).toContain('HKD 18,480.00')
    expect(text).toContain('USD 4,650.00')
    const structure = await pdfStructure(bytes)
    expect(structure.pages.every((page) => page.untaggedText === 0)).toBe(true)
    expect(structure.parentTreeMatches).toBe(true)
    // One header row for the readers, however many pages: the repeated ones are artifacts.
    const lines = structureNodes(structure.root).filter((node) => node.type === 'Table')[1]!
    expect(lines.kids).toHaveLength(41)
    expect(lines.kids.filter((row) => row.kids.some((cell) => cell.scope === 'Column'))).toHaveLength(1)
  })
})
