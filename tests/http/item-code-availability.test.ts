import { beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../helpers/csv'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * Issue 52.1, the owner's side of availability: set per item code one by one and for many at once
 * (Payload's own bulk edit on the list sends PATCH /api/item-codes?where[id][in]=…), by an
 * administrator or an editor and never by a visitor; through the item-code CSV, all or nothing;
 * kept in each code's history. (The test server is shared: an editor is made here, never another
 * administrator.)
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const slug = `availability-${run}`
const password = 'editor-password-0123456789'
let admin: Session
let editor: Session
let editorId: number
let product: number
const ids: Record<string, number> = {}
const code = (name: string) => `AV-${name}-${run}`

async function signIn(email: string): Promise<Session> {
  const response = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { token, authHeader: { Authorization: `JWT ${token}` } }
}

type Doc = Record<string, unknown> & { id: number; itemCode: string }
const read = async (id: number): Promise<Doc> => (await api(`/api/item-codes/${id}?depth=0`, { session: admin })).body as Doc
const patch = (id: number, data: object, session: Session | null, headers: Record<string, string> = {}) =>
  api(`/api/item-codes/${id}?depth=0`, { method: 'PATCH', body: JSON.stringify(data), session: session ?? undefined, headers })
/** What the list's bulk edit sends: the chosen fields, for the selected rows (Payload's EditMany drawer, `qs` form). */
const bulk = (rows: number[], data: object, session: Session | null, headers: Record<string, string> = {}) => {
  const query = rows.map((id, index) => `where[and][0][id][in][${index}]=${id}`).join('&')
  return api(`/api/item-codes?locale=en&depth=0&${query}`, { method: 'PATCH', body: JSON.stringify(data), session: session ?? undefined, headers })
}
const importCsv = (body: string, headers: Record<string, string> = {}) => api('/api/item-codes/import', { method: 'POST', body, session: admin, headers: { 'Content-Type': 'text/csv', ...headers } })
const exported = async () => {
  const [header, ...rows] = parseCsv(await (await fetch(`${baseUrl()}/api/item-codes/export`, { headers: admin.authHeader })).text())
  const names = header?.cells ?? []
  const mine = rows.filter((row) => row.cells[0] === slug).map((row) => Object.fromEntries(names.map((name, index) => [name, row.cells[index]])))
  return { text: [header, ...rows].map((row) => row?.cells), mine }
}
const availabilityOf = (doc: Doc) => ({
  availability: doc.availability,
  leadTimeWeeks: doc.leadTimeWeeks,
  discontinuedOn: doc.discontinuedOn,
  replacement: doc.replacement,
  minimumOrder: doc.minimumOrder,
  minimumOrderUnit: doc.minimumOrderUnit,
})

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `availability-${run}@example.com`, password, name: 'Availability Editor', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  editor = await signIn(`availability-${run}@example.com`)
  const made = await api('/api/products?locale=en', { method: 'POST', session: admin, body: JSON.stringify({ name: `Availability ${run}`, slug, status: 'Active' }) })
  expect(made.status).toBe(201)
  product = (made.body.doc as { id: number }).id
  for (const name of ['G01', 'G02', 'G03', 'S01', 'S02']) {
    const response = await api('/api/item-codes?locale=en', { method: 'POST', session: admin, body: JSON.stringify({ product, itemCode: code(name), shadeHex: '#C9A227' }) })
    expect(response.status).toBe(201)
    ids[name] = (response.body.doc as { id: number }).id
  }
})

describe('availability one by one', () => {
  it('starts in stock', async () => {
    expect(availabilityOf(await read(ids.G01!))).toMatchObject({ availability: 'in-stock', leadTimeWeeks: null, minimumOrder: null })
  })

  it('is set by an administrator and by an editor', async () => {
    const byAdmin = await patch(ids.G01!, { availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' }, admin)
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200)
    const byEditor = await patch(ids.G02!, { availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z', replacement: ids.G03 }, editor)
    expect(byEditor.status, JSON.stringify(byEditor.body)).toBe(200)
    expect(availabilityOf(await read(ids.G01!))).toMatchObject({ availability: 'made-to-order', leadTimeWeeks: 6, minimumOrder: 12, minimumOrderUnit: 'cones' })
    expect(availabilityOf(await read(ids.G02!))).toMatchObject({ availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z', replacement: ids.G03 })
  })

  it('refuses a visitor', async () => {
    expect((await patch(ids.G03!, { availability: 'discontinued', discontinuedOn: '2026-06-30' }, null)).status).toBe(403)
    expect((await read(ids.G03!)).availability).toBe('in-stock')
  })

  it("refuses what a code cannot be, in the person's language", async () => {
    const english = await patch(ids.G03!, { availability: 'discontinued', replacement: ids.G02 }, editor)
    expect(english.status).toBe(400)
    expect(english.body.errors?.[0]).toMatchObject({ data: { errors: [{ message: 'Give the date it was discontinued' }, { message: `${code('G02')} is discontinued too: choose another` }] } })
    const chinese = await patch(ids.G03!, { availability: 'made-to-order' }, editor, { 'Accept-Language': 'zh-TW' })
    expect(chinese.body.errors?.[0]).toMatchObject({ data: { errors: [{ message: '請填寫交貨期（星期）' }] } })
    const itself = await patch(ids.G02!, { replacement: ids.G02 }, editor)
    expect(itself.body.errors?.[0]).toMatchObject({ data: { errors: [{ message: 'A code cannot be its own replacement' }] } })
  })

  it('keeps each change in the history, with who made it', async () => {
    const versions = await api(`/api/item-codes/versions?where[parent][equals]=${ids.G02}&sort=-updatedAt&depth=0&limit=10`, { session: admin })
    const docs = (versions.body.docs ?? []) as { version: Doc & { updatedBy: number | null } }[]
    expect(docs.map((entry) => entry.version.availability)).toEqual(['discontinued', 'in-stock'])
    expect(docs[0]?.version).toMatchObject({ discontinuedOn: '2026-06-30T12:00:00.000Z', replacement: ids.G03, updatedBy: editorId })
  })
})

describe('availability for many at once (the list bulk edit)', () => {
  it('sets the chosen fields on the selected rows, for an editor and an administrator', async () => {
    const byEditor = await bulk([ids.S01!, ids.S02!], { availability: 'made-to-order', leadTimeWeeks: 8 }, editor)
    expect(byEditor.status, JSON.stringify(byEditor.body)).toBe(200)
    expect((byEditor.body.docs as Doc[]).map(availabilityOf)).toEqual([expect.objectContaining({ availability: 'made-to-order', leadTimeWeeks: 8 }), expect.objectContaining({ availability: 'made-to-order', leadTimeWeeks: 8 })])
    // The lead time alone, for codes already made to order (the drawer draws it without the availability).
    const byAdmin = await bulk([ids.S01!, ids.S02!], { leadTimeWeeks: 5 }, admin)
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200)
    expect([(await read(ids.S01!)).leadTimeWeeks, (await read(ids.S02!)).leadTimeWeeks]).toEqual([5, 5])
    // The brief's form of the same query.
    const plain = await api(`/api/item-codes?where[id][in]=${ids.S01},${ids.S02}&depth=0`, { method: 'PATCH', body: JSON.stringify({ availability: 'limited', availabilityNote: 'Last 40 cones of this dye lot' }), session: editor })
    expect(plain.status, JSON.stringify(plain.body)).toBe(200)
    expect(availabilityOf(await read(ids.S01!))).toMatchObject({ availability: 'limited', leadTimeWeeks: null })
  })

  it('refuses a visitor, changing nothing', async () => {
    const response = await api(`/api/item-codes?where[id][in]=${ids.S01},${ids.S02}`, { method: 'PATCH', body: JSON.stringify({ availability: 'in-stock' }) })
    expect(response.status).toBe(403)
    expect((await bulk([ids.S01!], { availability: 'in-stock' }, null)).status).toBe(403)
    expect([(await read(ids.S01!)).availability, (await read(ids.S02!)).availability]).toEqual(['limited', 'limited'])
  })

  it("refuses a row without what its availability needs, naming the field in the person's language", async () => {
    // Payload's bulk answer keeps each row's error as its summary ("the following field is invalid: …").
    const response = await bulk([ids.S01!, ids.S02!], { availability: 'discontinued' }, editor, { 'Accept-Language': 'zh-TW' })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('2 個貨品編號中有 2 個未能更新：請打開其中一個查看需要填寫的資料。')
    expect((response.body.errors ?? []).map((error) => error.message)).toEqual(['以下欄位無效： 停產日期', '以下欄位無效： 停產日期'])
    expect([(await read(ids.S01!)).availability, (await read(ids.S02!)).availability]).toEqual(['limited', 'limited'])
  })

  it('filters the list by availability', async () => {
    const listed = await api(`/api/item-codes?where[product][equals]=${product}&where[availability][equals]=limited&depth=0&sort=itemCode`, { session: editor })
    expect((listed.body.docs ?? []).map((doc) => doc.itemCode)).toEqual([code('S01'), code('S02')])
  })
})

describe('availability through the item-code CSV', () => {
  const header = 'product_slug,item_code,availability,lead_time_weeks,availability_note,availability_note_zh,discontinued_on,replacement,minimum_order,minimum_order_unit'
  const line = (...cells: string[]) => [slug, ...cells].join(',')

  it('exports the availability columns and imports them back unchanged', async () => {
    const { text, mine } = await exported()
    expect(mine.find((row) => row.item_code === code('G01'))).toMatchObject({ availability: 'made-to-order', lead_time_weeks: '6', minimum_order: '12', minimum_order_unit: 'cones', discontinued_on: '', replacement: '' })
    expect(mine.find((row) => row.item_code === code('G02'))).toMatchObject({ availability: 'discontinued', discontinued_on: '2026-06-30', replacement: code('G03'), lead_time_weeks: '' })
    expect(mine.find((row) => row.item_code === code('S01'))).toMatchObject({ availability: 'limited', availability_note: 'Last 40 cones of this dye lot', availability_note_zh: '' })
    const before = await Promise.all(Object.values(ids).map(read))
    const csv = text.map((cells) => (cells ?? []).map((cell) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\n')
    const again = await importCsv(csv)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(again.body.created).toBe(0)
    expect((await Promise.all(Object.values(ids).map(read))).map(availabilityOf)).toEqual(before.map(availabilityOf))
  })

  it('sets availability, pins a replacement the same file brings in, and writes the note in both languages', async () => {
    const file = [
      header,
      line(code('S01'), 'limited', '', 'Only 20 cones left', '只餘 20 筒', '', '', '6', 'spools'),
      line(code('S02'), 'discontinued', '', '', '', '2026-05-31', code('S03'), '', ''),
      line(code('S03'), 'in-stock', '', '', '', '', '', '2.5', 'kg'),
    ].join('\n')
    const response = await importCsv(file)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ created: 1, updated: 2 })
    const [s03] = (await api(`/api/item-codes?where[itemCode][equals]=${code('S03')}&depth=0`, { session: admin })).body.docs as Doc[]
    expect(availabilityOf(await read(ids.S02!))).toMatchObject({ availability: 'discontinued', discontinuedOn: '2026-05-31T12:00:00.000Z', replacement: s03!.id })
    expect(availabilityOf(s03!)).toMatchObject({ availability: 'in-stock', minimumOrder: 2.5, minimumOrderUnit: 'kg' })
    const both = (await api(`/api/item-codes/${ids.S01}?depth=0&locale=all`, { session: admin })).body
    expect(both).toMatchObject({ availability: 'limited', availabilityNote: { en: 'Only 20 cones left', 'zh-Hant': '只餘 20 筒' }, minimumOrder: 6, minimumOrderUnit: 'spools' })
  })

  it("changes nothing when a row is wrong, and names each wrong row in the administrator's language", async () => {
    const before = await Promise.all(Object.values(ids).map(read))
    const file = [
      header,
      line(code('G03'), 'made-to-order', '4', '', '', '', '', '12', 'cones'),
      line(code('S01'), 'sold-out', '', '', '', '', '', '', ''),
      line(code('G01'), 'discontinued', '', '', '', '', code('G02'), '', ''),
      line(code('S02'), 'made-to-order', '', '', '', '', '', '', ''),
      line(code('G03'), 'discontinued', '', '', '', '2026-07-01', 'NO-SUCH-CODE', '', ''),
    ].join('\n')
    const english = await importCsv(file)
    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      error: 'Nothing was imported: fix these lines and try again',
      errors: [
        { line: 3, message: 'Unknown availability "sold-out": use in-stock, made-to-order, limited or discontinued' },
        { line: 4, message: 'Give the date it was discontinued' },
        { line: 4, message: `${code('G02')} is discontinued too: choose another` },
        { line: 5, message: 'Give the lead time in weeks' },
        { line: 6, message: `Item code ${code('G03')} appears twice for ${slug}` },
        { line: 6, message: 'No item code "NO-SUCH-CODE" to pin as the replacement' },
      ],
    })
    const chinese = await importCsv(file, { 'Accept-Language': 'zh-TW' })
    expect(chinese.body).toMatchObject({
      error: '未有匯入任何資料：請修正以下各行後再試',
      errors: expect.arrayContaining([
        { line: 3, message: '未知的供應情況「sold-out」：請填寫 in-stock、made-to-order、limited 或 discontinued' },
        { line: 4, message: '請填寫停產日期' },
        { line: 5, message: '請填寫交貨期（星期）' },
      ]),
    })
    // The good first row was not written either.
    expect((await Promise.all(Object.values(ids).map(read))).map(availabilityOf)).toEqual(before.map(availabilityOf))
  })
})
