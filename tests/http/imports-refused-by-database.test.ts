import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, createDocument, type Session } from '../helpers/http'
import { refuseWrites } from '../helpers/refuse-writes'
import { testServer } from '../helpers/test-server'

/**
 * Issue 55.3: the three CSV imports are all or nothing when the database itself refuses a row
 * halfway (a trigger, as a constraint would), not only when a row fails validation: the rows
 * before it are rolled back with it, the answer says nothing was imported, and the same file
 * imports whole once the database takes it.
 */
let admin: Session
const run = Date.now().toString(36)
const slug = `refused-${run}`
let product = 0
const codes: number[] = []

const importCsv = (path: string, body: string, language = 'en') =>
  api(path, { method: 'POST', body, session: admin, headers: { 'Content-Type': 'text/csv', 'Accept-Language': language === 'zh' ? 'zh-TW' : 'en' } })
const refused = (table: string, when: string) => refuseWrites(testServer().databaseUrl, table, when)

beforeAll(async () => {
  admin = await adminSession()
  product = (await createDocument(admin, 'products', { name: `Refused ${run}`, slug, description: `Refused gold ${run}.` })).id
  for (const code of ['A', 'B']) codes.push((await createDocument(admin, 'item-codes', { product, itemCode: `RF${code}-${run}`, composition: `70% Polyester ${code}` })).id)
})

describe('an import the database refuses halfway', () => {
  it('item codes: none of the file is kept, and all of it once the database takes it', async () => {
    const header = 'product_slug,item_code,shade_hex,composition'
    const file = [header, `${slug},RF1-${run},#C9A227,First`, `${slug},RF2-${run},#B8B8C0,Second`, `${slug},RF3-${run},#B87333,Third`].join('\n')
    const stored = async () => ((await api(`/api/item-codes?where[itemCode][like]=RF&where[product][equals]=${product}&sort=itemCode&limit=0&depth=0`, { session: admin })).body.docs ?? []).map((doc) => doc.itemCode)
    const allow = await refused('item_codes', `NEW.item_code = 'RF2-${run}'`)
    let answer: Awaited<ReturnType<typeof api>>
    try {
      answer = await importCsv('/api/item-codes/import', file, 'zh')
    } finally {
      await allow()
    }
    expect(answer.status).toBe(409)
    expect(answer.body.error).toBe('未有匯入任何資料：資料庫拒絕了其中一行')
    expect(await stored()).toEqual([`RFA-${run}`, `RFB-${run}`])
    const again = await importCsv('/api/item-codes/import', file)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: 3, updated: 0 })
    expect(await stored()).toEqual([`RF1-${run}`, `RF2-${run}`, `RF3-${run}`, `RFA-${run}`, `RFB-${run}`])
  })

  it('shade references: none of the file is kept, and all of it once the database takes it', async () => {
    const line = `Refused ${run}`
    const file = ['brand,line,code,name,name_zh,hex,equivalent_item_code,demo', `Madeira,${line},1,One,一,#5B2A86,,no`, `Madeira,${line},2,Two,二,#1B1B1D,,no`, `Madeira,${line},3,Three,三,#C9A227,,no`].join('\n')
    const stored = async () => ((await api(`/api/shade-references?where[line][equals]=${encodeURIComponent(line)}&sort=code&limit=0&depth=0`, { session: admin })).body.docs ?? []).map((doc) => doc.code)
    const allow = await refused('shade_references', `NEW.line = '${line}' AND NEW.code = '2'`)
    let answer: Awaited<ReturnType<typeof api>>
    try {
      answer = await importCsv('/api/shade-references/import', file)
    } finally {
      await allow()
    }
    expect(answer.status).toBe(409)
    expect(answer.body.error).toBe('Nothing was imported: the database refused a row')
    expect(await stored()).toEqual([])
    const again = await importCsv('/api/shade-references/import', file)
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: 3, updated: 0 })
    expect(await stored()).toEqual(['1', '2', '3'])
  })

  it('translations: none of the file is kept, and all of it once the database takes it', async () => {
    const cells = (collection: string, id: number, field: string, english: string, chinese: string) => [collection, String(id), '', field, '', english, chinese].join(',')
    const file = [
      'collection,id,title,field,label,english,chinese',
      cells('products', product, 'description', `Refused gold ${run}.`, `拒絕的金線 ${run}。`),
      cells('item-codes', codes[0]!, 'composition', '70% Polyester A', '七成聚酯甲'),
      cells('item-codes', codes[1]!, 'composition', '70% Polyester B', '七成聚酯乙'),
    ].join('\n')
    const chinese = async () => [
      (await api(`/api/products/${product}?locale=zh-Hant&fallback-locale=none&depth=0`, { session: admin })).body.description ?? null,
      ...(await Promise.all(codes.map(async (id) => (await api(`/api/item-codes/${id}?locale=zh-Hant&fallback-locale=none&depth=0`, { session: admin })).body.composition ?? null))),
    ]
    // The second item code's Chinese composition, the file's last row: written after the other two.
    const allow = await refused('item_codes_locales', `NEW._locale = 'zh-Hant' AND NEW.composition = '七成聚酯乙'`)
    let answer: Awaited<ReturnType<typeof api>>
    try {
      answer = await importCsv('/api/translations/import', file)
    } finally {
      await allow()
    }
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('Nothing was imported: correct the lines below and import the file again.')
    expect(JSON.stringify(answer.body.errors)).toContain('row refused by the test')
    expect(await chinese()).toEqual([null, null, null])
    const again = await importCsv('/api/translations/import', file)
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(await chinese()).toEqual([`拒絕的金線 ${run}。`, '七成聚酯甲', '七成聚酯乙'])
  })
})
