import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../helpers/csv'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

let admin: Session
const run = Date.now().toString(36)
const slug = `csv-${run}`
const HEADER = 'product_slug,item_code,shade_hex,composition,type,denier,length,net_weight,gross_weight,country_of_origin,other_information,bleaching,ironing,washing_temperature,other_technical_info'
const row = (code: string, extra: Partial<{ product: string; hex: string; composition: string }> = {}) =>
  [extra.product ?? slug, code, extra.hex ?? '#C9A227', extra.composition ?? '"70% Polyester, 30% Film"', 'M-type', '150D', '"5,000 m"', '110 g', '145 g', 'Japan', '', 'Do not bleach', 'Low heat', '40 °C', 'Needle 75/11'].join(',')
const importCsv = (body: string, session: Session | null = admin) =>
  api('/api/item-codes/import', { method: 'POST', body, session: session ?? undefined, headers: { 'Content-Type': 'text/csv' } })
const codes = async () =>
  ((await api(`/api/item-codes?where[product.slug][equals]=${slug}&sort=itemCode&limit=0&depth=0`, { session: admin })).body.docs ?? []).map((doc) => [doc.itemCode, doc.composition])

beforeAll(async () => {
  admin = await adminSession()
  expect((await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `CSV ${run}`, slug }) })).status).toBe(201)
})

describe('item-code CSV', () => {
  it('refuses visitors', async () => {
    expect((await api('/api/item-codes/export')).status).toBe(403)
    expect((await importCsv(`${HEADER}\n${row('V-1')}`, null)).status).toBe(403)
  })

  it('imports nothing when any row fails, and names every failing line', async () => {
    const file = [HEADER, row(`A-${run}`), row('', {}), row(`B-${run}`, { product: 'no-such-product' }), row(`C-${run}`, { hex: 'gold' })].join('\n')
    const response = await importCsv(file)
    expect(response.status, JSON.stringify(response.body)).toBe(400)
    expect(response.body.errors).toEqual([
      { line: 3, message: 'Item code is required' },
      { line: 4, message: 'No product with the slug "no-such-product"' },
      { line: 5, message: 'Shade must be a colour like #C9A227' },
    ])
    expect(await codes()).toEqual([])
  })

  it('creates, then updates by item code within the product', async () => {
    const first = await importCsv([HEADER, row(`A-${run}`), row(`B-${run}`)].join('\r\n'))
    expect(first.body).toMatchObject({ created: 2, updated: 0 })
    const second = await importCsv([HEADER, row(`B-${run}`, { composition: '100% Film' }), row(`C-${run}`)].join('\n'))
    expect(second.body).toMatchObject({ created: 1, updated: 1 })
    expect(await codes()).toEqual([
      [`A-${run}`, '70% Polyester, 30% Film'],
      [`B-${run}`, '100% Film'],
      [`C-${run}`, '70% Polyester, 30% Film'],
    ])
  })

  it('exports a file that imports back unchanged', async () => {
    const response = await fetch(`${baseUrl()}/api/item-codes/export`, { headers: admin.authHeader })
    expect(response.headers.get('content-type')).toContain('text/csv')
    const bytes = new Uint8Array(await response.arrayBuffer())
    // A UTF-8 byte-order mark first, so that Excel reads "40 °C" and Chinese as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    // The availability columns (issue 52.1) end the English ones; their tests are tests/http/item-code-availability.test.ts.
    expect(text.startsWith(`\uFEFF${HEADER},availability,lead_time_weeks,availability_note,discontinued_on,replacement,minimum_order,minimum_order_unit,composition_zh,`)).toBe(true)
    const mine = parseCsv(text).filter((entry) => entry.cells[0] === slug)
    expect(mine.map((entry) => entry.cells[1])).toEqual([`A-${run}`, `B-${run}`, `C-${run}`])
    const before = await codes()
    const again = await importCsv(text)
    expect(again.status).toBe(200)
    expect(again.body.created).toBe(0)
    expect(await codes()).toEqual(before)
  })

  it('reads both languages, quoted commas, quotes and line breaks, and exports the Chinese text it was given', async () => {
    const header = 'item_code,product_slug,composition,composition_zh,washing_temperature_zh,other_technical_info'
    const line = [`ZH-${run}`, slug, '"Gold, 70%"', '"金色, ""七成"""', '30°C', '"Line one\nLine ""two"""'].join(',')
    const response = await importCsv(`\uFEFF${header}\r\n${line}\r\n`)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const [doc] = (await api(`/api/item-codes?where[itemCode][equals]=ZH-${run}&depth=0&locale=all`, { session: admin })).body.docs ?? []
    expect(doc).toMatchObject({
      composition: { en: 'Gold, 70%', 'zh-Hant': '金色, "七成"' },
      washingTemperature: { 'zh-Hant': '30°C' },
      otherTechnicalInfo: { en: 'Line one\nLine "two"' },
    })
    const exported = await (await fetch(`${baseUrl()}/api/item-codes/export`, { headers: admin.authHeader })).text()
    const [names, ...rows] = parseCsv(exported)
    const cells = rows.find((entry) => entry.cells[1] === `ZH-${run}`)?.cells ?? []
    const cell = (name: string) => cells[names?.cells.indexOf(name) ?? -1]
    expect([cell('composition'), cell('composition_zh'), cell('washing_temperature_zh'), cell('other_technical_info')]).toEqual([
      'Gold, 70%',
      '金色, "七成"',
      '30°C',
      'Line one\nLine "two"',
    ])
    // Untranslated text exports empty in Chinese, never as the English fallback; an English field left empty stays empty.
    expect([cell('other_technical_info_zh'), cell('washing_temperature')]).toEqual(['', ''])
  })

  it("answers in the administrator's language", async () => {
    const english = await importCsv([`${HEADER},colour`, row(`D-${run}`)].join('\n'))
    expect(english.body).toMatchObject({ error: 'Nothing was imported: fix these lines and try again', errors: [{ line: 1, message: 'Unknown column "colour"' }] })
    const chinese = await api('/api/item-codes/import', {
      method: 'POST',
      body: [HEADER, row('', { product: 'no-such-product' })].join('\n'),
      session: admin,
      headers: { 'Content-Type': 'text/csv', 'Accept-Language': 'zh-TW' },
    })
    expect(chinese.status).toBe(400)
    expect(chinese.body).toMatchObject({
      error: '未有匯入任何資料：請修正以下各行後再試',
      errors: [
        { line: 2, message: '沒有網址代稱為「no-such-product」的產品' },
        { line: 2, message: '必須填寫貨品編號' },
      ],
    })
  })
})
