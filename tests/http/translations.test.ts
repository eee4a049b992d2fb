import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../helpers/csv'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * Issue 12, the translations manager's server side: the export of untranslated
 * texts with their English source, saving one record's Chinese texts in one
 * request, and the all-or-nothing import of a translated file, with every row
 * error reported in the administrator's language. Visitors can do none of it.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let admin: Session
const ids: { product: number; codes: number[] } = { product: 0, codes: [] }
const DETAILS = `Cut to 1/100 inch.\n\nStocked in 24 shades ${run}.`

async function create(collection: string, data: object): Promise<number> {
  const reply = await api(`/api/${collection}?locale=en`, { method: 'POST', body: JSON.stringify(data), session: admin })
  expect(reply.status).toBe(201)
  return (reply.body.doc as { id: number }).id
}

async function chinese(collection: string, id: number): Promise<Record<string, unknown>> {
  return (await api(`/api/${collection}/${id}?locale=zh-Hant&fallback-locale=none&depth=0`, { session: admin })).body as Record<string, unknown>
}

async function exportRows(scope: 'missing' | 'all') {
  const reply = await fetch(`${baseUrl()}/api/translations/export?scope=${scope}`, { headers: admin.authHeader })
  expect(reply.status).toBe(200)
  expect(reply.headers.get('content-type')).toContain('text/csv')
  const [header, ...rows] = parseCsv(await reply.text()).map((row) => row.cells)
  return { header: header!, rows }
}

async function importCsv(text: string, headers: Record<string, string> = {}) {
  return api('/api/translations/import', { method: 'POST', body: text, session: admin, headers: { 'Content-Type': 'text/csv', ...headers } })
}

const csvLine = (cells: string[]) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')

beforeAll(async () => {
  admin = await adminSession()
  ids.product = await create('products', { name: `Celestial Gold ${run}`, slug: `translate-${run}`, description: `A bright gold thread ${run}.`, detailedDescription: DETAILS })
  for (const code of ['A', 'B']) ids.codes.push(await create('item-codes', { product: ids.product, itemCode: `T${code}-${run}`, composition: `70% Polyester ${code}`, bleaching: 'Do not bleach' }))
})

describe('the translations manager over HTTP', () => {
  it('is for administrators only', async () => {
    expect((await api('/api/translations/export')).status).toBe(403)
    expect((await api('/api/translations/save', { method: 'POST', body: JSON.stringify({ slug: 'products', id: ids.product, values: { name: 'x' } }), headers: { 'Content-Type': 'application/json' } })).status).toBe(403)
    expect((await api('/api/translations/import', { method: 'POST', body: 'collection,id,field,english,chinese\n', headers: { 'Content-Type': 'text/csv' } })).status).toBe(403)
    expect((await chinese('products', ids.product)).name ?? null).toBeNull()
  })

  it('exports every untranslated text with its English source, line breaks kept', async () => {
    const { header, rows } = await exportRows('missing')
    expect(header).toEqual(['collection', 'id', 'title', 'field', 'label', 'english', 'chinese'])
    const ours = rows.filter((row) => (row[0] === 'products' && row[1] === String(ids.product)) || (row[0] === 'item-codes' && ids.codes.map(String).includes(row[1]!)))
    expect(ours.filter((row) => row[0] === 'products').map((row) => [row[3], row[5], row[6]])).toEqual([
      ['name', `Celestial Gold ${run}`, ''],
      ['description', `A bright gold thread ${run}.`, ''],
      ['detailedDescription', DETAILS, ''],
    ])
    expect(ours.filter((row) => row[0] === 'item-codes').map((row) => row[3])).toEqual(['composition', 'bleaching', 'composition', 'bleaching'])
  })

  it('saves a record’s Chinese texts in one request and says where the next untranslated record is', async () => {
    const reply = await api('/api/translations/save', { method: 'POST', session: admin, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ slug: 'products', id: ids.product, values: { name: `天穹金線 ${run}` } }) })
    expect(reply.status).toBe(200)
    expect(reply.body.saved).toBe(1)
    expect(reply.body.next).toEqual(expect.objectContaining({ slug: expect.any(String) }))
    expect(reply.body.next).not.toEqual({ slug: 'products', id: ids.product })
    expect((await chinese('products', ids.product)).name).toBe(`天穹金線 ${run}`)
    const english = (await api(`/api/products/${ids.product}?locale=en`, { session: admin })).body as Record<string, unknown>
    expect(english.name).toBe(`Celestial Gold ${run}`)
  })

  it('refuses a field that is not a translatable text, in the administrator’s language', async () => {
    const reply = await api('/api/translations/save', { method: 'POST', session: admin, headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-TW' }, body: JSON.stringify({ slug: 'products', id: ids.product, values: { slug: 'x' } }) })
    expect(reply.status).toBe(400)
    expect((reply.body.errors as { message: string }[])[0]!.message).toBe('以下欄位不能在此翻譯：slug')
  })

  it('imports nothing when any row is wrong, and names every wrong line', async () => {
    const { header, rows } = await exportRows('missing')
    const ours = rows.filter((row) => row[0] === 'item-codes' && ids.codes.map(String).includes(row[1]!))
    const lines = [
      csvLine(header),
      csvLine([...ours[0]!.slice(0, 6), '70% 聚酯']),
      csvLine(['item-codes', String(ids.codes[0]), '', 'itemCode', '', `TA-${run}`, '貨號']),
      csvLine(['products', String(ids.product), '', 'description', '', 'An older English text.', '舊文字']),
      csvLine(['no-such-things', '1', '', 'name', '', 'x', 'y']),
    ]
    const reply = await importCsv(lines.join('\r\n'), { 'Accept-Language': 'zh-TW' })
    expect(reply.status).toBe(400)
    expect(reply.body.error).toBe('沒有匯入任何內容：請修正以下各行，再匯入檔案。')
    expect(reply.body.errors).toEqual([
      { line: 3, message: '「itemCode」不是此記錄可翻譯的文字欄位。' },
      { line: 4, message: '英文內容在匯出後已更改；請重新匯出並翻譯新內容。' },
      { line: 5, message: '未知的集合「no-such-things」。' },
    ])
    expect((await chinese('item-codes', ids.codes[0]!)).composition ?? null).toBeNull()
  })

  it('imports a translated file: every filled row, line breaks kept, and the texts leave the untranslated export', async () => {
    const { header, rows } = await exportRows('missing')
    const translations: Record<string, string> = { description: `明亮的金色金屬線 ${run}。`, detailedDescription: `切割至 1/100 吋。\n\n常備 24 種顏色 ${run}。`, composition: '70% 聚酯', bleaching: '不可漂白' }
    const filled = rows
      .filter((row) => (row[0] === 'products' && row[1] === String(ids.product)) || (row[0] === 'item-codes' && ids.codes.map(String).includes(row[1]!)))
      .map((row) => [...row.slice(0, 6), translations[row[3]!] ?? ''])
    expect(filled).toHaveLength(6)
    const reply = await importCsv(`\uFEFF${[header, ...filled].map(csvLine).join('\r\n')}\r\n`)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual(expect.objectContaining({ count: 6, records: 3 }))
    expect((await chinese('products', ids.product)).detailedDescription).toBe(`切割至 1/100 吋。\n\n常備 24 種顏色 ${run}。`)
    for (const id of ids.codes) expect(await chinese('item-codes', id)).toEqual(expect.objectContaining({ composition: '70% 聚酯', bleaching: '不可漂白' }))
    const after = await exportRows('missing')
    expect(after.rows.filter((row) => row[1] === String(ids.product) && row[0] === 'products')).toEqual([])
    const all = await exportRows('all')
    expect(all.rows.find((row) => row[0] === 'products' && row[1] === String(ids.product) && row[3] === 'name')?.[6]).toBe(`天穹金線 ${run}`)
  })
})
