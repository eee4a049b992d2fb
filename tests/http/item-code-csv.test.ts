import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../../src/catalogue/csv/csv'
import { adminSession, api, type Session } from '../helpers/http'

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
    const response = await fetch(`${(await import('../helpers/http')).baseUrl()}/api/item-codes/export`, { headers: admin.authHeader })
    expect(response.headers.get('content-type')).toContain('text/csv')
    const text = await response.text()
    const mine = parseCsv(text).filter((entry) => entry.cells[0] === slug)
    expect(mine.map((entry) => entry.cells[1])).toEqual([`A-${run}`, `B-${run}`, `C-${run}`])
    const before = await codes()
    const again = await importCsv(text)
    expect(again.status).toBe(200)
    expect(again.body.created).toBe(0)
    expect(await codes()).toEqual(before)
  })
})
