import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, getWithHost, type Session } from '../helpers/http'

/**
 * Issue 30.1, shade conversion, over HTTP: the reference table imported as CSV (all or nothing,
 * errors per line in the administrator's language) and exported; a buyer's reference typed four
 * ways into the site search or the colour finder answers with its swatch and the nearest KINSEN
 * item codes (the pinned equivalent first); /colours/convert lists the table by brand without
 * JavaScript; visitors cannot read the table through the API; a save shows at once.
 */
let admin: Session
const run = Date.now().toString(36)
const number = String(10_000 + (Date.now() % 89_999))
const heavy = String(100 + (Date.now() % 899))
const isacord = `0${heavy}`
const host = (language: 'en' | 'zh') => (language === 'zh' ? `zh.${new URL(baseUrl()).host}` : new URL(baseUrl()).host)
const get = (language: 'en' | 'zh', path: string) => getWithHost(baseUrl(), path, host(language))
const slug = `conversion-purple-${run}`
const purple = `CV-PURPLE-${run}`
const copper = `CV-COPPER-${run}`
const HEADER = 'brand,line,code,name,name_zh,hex,equivalent_item_code,demo'
const importCsv = (body: string, language = 'en') =>
  api('/api/shade-references/import', { method: 'POST', body, session: admin, headers: { 'Content-Type': 'text/csv', 'Accept-Language': language === 'zh' ? 'zh-TW' : 'en' } })
const ours = async () => ((await api(`/api/shade-references?where[code][in]=${number},${heavy},${isacord}&limit=0&depth=0&sort=code`, { session: admin })).body.docs ?? []) as { id: number; code: string; hex: string }[]

/** What a page answers for a reference: each conversion's heading and its item codes in order, with the first one's closeness and pin. */
function conversions(html: string) {
  return [...html.matchAll(/<section aria-labelledby="reference-\d+" data-reference="([^"]+)">([\s\S]*?)<\/section>/g)].map((match) => ({
    reference: match[1],
    codes: [...match[2]!.matchAll(/<li data-code="([^"]+)"/g)].map((code) => code[1]),
    pinned: [...match[2]!.matchAll(/<li data-code="([^"]+)"[^>]*>(?:(?!<\/li>)[\s\S])*data-pinned/g)].map((code) => code[1]),
    closeness: /data-closeness="([^"]+)"/.exec(match[2]!)?.[1],
  }))
}

beforeAll(async () => {
  admin = await adminSession()
  const product = await createDocument(admin, 'products', { name: `Conversion Purple ${run}`, slug, status: 'Active' }, { name: `對照紫線 ${run}` })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: purple, shadeHex: '#5B2A86' })
  await createDocument(admin, 'item-codes', { product: product.id, itemCode: copper, shadeHex: '#9A4E1F' })
})

describe('the reference table as CSV', () => {
  it('imports nothing while any row is wrong, and says which lines, in the administrator’s language', async () => {
    const rows = [HEADER, `Madeira,Metallic No. 40,${number},Purple,紫色,#5B2A86,,yes`, `Madeira,Metallic No. 4,${heavy},Gold,金色,gold,,yes`, `Isacord,Isacord 40,${isacord},Black,黑色,#1B1B1D,NO-SUCH-${run},maybe`]
    const english = await importCsv(rows.join('\n'))
    expect(english.status).toBe(400)
    expect(english.body).toMatchObject({
      error: 'Nothing was imported: fix these lines and try again',
      errors: [
        { line: 3, message: 'Shade must be a colour like #C9A227' },
        { line: 4, message: `No KINSEN item code "NO-SUCH-${run}"` },
        { line: 4, message: 'demo must be yes or no' },
      ],
    })
    const chinese = await importCsv(rows.join('\n'), 'zh')
    expect(chinese.body).toMatchObject({ error: '未有匯入任何資料：請修正以下各行後再試' })
    expect(JSON.stringify(chinese.body)).toContain(`沒有金泉貨品編號「NO-SUCH-${run}」`)
    expect(await ours()).toEqual([])
  })

  it('imports every row, pins an equivalent by its item code, updates a row of the same brand, line and code, and exports them', async () => {
    const rows = [HEADER, `Madeira,Metallic No. 40,${number},Purple,紫色,#5B2A86,,yes`, `Madeira,Metallic No. 4,${heavy},Gold,金色,#C9A227,${copper},yes`, `Isacord,Isacord 40,${isacord},Black,黑色,#1B1B1D,,no`]
    const imported = await importCsv(rows.join('\n'))
    expect(imported.status).toBe(200)
    expect(imported.body).toMatchObject({ created: 3, updated: 0 })
    expect((await importCsv([HEADER, `Madeira,Metallic No. 40,${number},Royal purple,皇家紫,#5B2A86,,yes`].join('\n'))).body).toMatchObject({ created: 0, updated: 1 })
    const exported = await api('/api/shade-references/export', { session: admin })
    expect(exported.status).toBe(200)
    const text = String(exported.body ?? '')
    expect(text).toContain(`Madeira,Metallic No. 40,${number},Royal purple,皇家紫,#5B2A86,,yes`)
    expect(text).toContain(`Madeira,Metallic No. 4,${heavy},Gold,金色,#C9A227,${copper},yes`)
  })

  it('exports a name typed as a formula as text, and imports the file back unchanged (issue 50.19)', async () => {
    const formula = `=HYPERLINK("http://evil.example","${run}")`
    expect((await importCsv([HEADER, `Madeira,Metallic No. 40,${number},"${formula.replace(/"/g, '""')}",-紫,#5B2A86,,yes`].join('\n'))).body).toMatchObject({ updated: 1 })
    const text = String((await api('/api/shade-references/export', { session: admin })).body ?? '')
    const line = text.split('\r\n').find((row) => row.includes(`,${number},`))!
    expect(line).toBe(`Madeira,Metallic No. 40,${number},"'=HYPERLINK(""http://evil.example"",""${run}"")","'-紫",#5B2A86,,yes`)
    expect((await importCsv([HEADER, line].join('\n'))).body).toMatchObject({ created: 0, updated: 1 })
    const stored = (await api(`/api/shade-references?where[code][equals]=${number}&depth=0&locale=all`, { session: admin })).body.docs?.[0] as { name: Record<string, string> } | undefined
    expect(stored?.name).toMatchObject({ en: formula, 'zh-Hant': '-紫' })
  })

  it('is not readable through the API by visitors, and only administrators import', async () => {
    expect((await api('/api/shade-references')).status).toBe(403)
    expect((await api('/api/shade-references/import', { method: 'POST', body: HEADER, headers: { 'Content-Type': 'text/csv' } })).status).toBe(403)
  })
})

describe.each([
  ['en', 'in KINSEN item codes', 'Our equivalent'],
  ['zh', '對應的金泉貨品編號', '我們的對應色號'],
] as const)('a buyer’s reference (%s)', (language, headingWords, pinnedWords) => {
  it('in the colour finder: its swatch and the nearest item codes, the same colour first as an exact match', async () => {
    const page = await get(language, `/colours?hex=${encodeURIComponent(`Madeira ${number}`)}`)
    expect(page.status).toBe(200)
    const [found] = conversions(page.text)
    expect(found).toMatchObject({ reference: `Madeira Metallic No. 40 ${number}`, closeness: 'exact' })
    expect(found!.codes[0]).toBe(purple)
    // Six at most: as many as the server has codes (other files' codes may be among them).
    expect(found!.codes.length).toBeGreaterThanOrEqual(2)
    expect(found!.codes.length).toBeLessThanOrEqual(6)
    // Then other codes, nearest first: which ones depends on the codes other files have written on this server
    // (with enough of them, this file's copper is no longer among the six nearest to purple).
    expect(new Set(found!.codes).size).toBe(found!.codes.length)
    expect(page.text).toContain(headingWords)
    expect(page.text).not.toContain('data-colour-error')
  })

  it('in the site search, typed four ways: brand and code, code alone, lower case, with the line name', async () => {
    for (const query of [`Madeira ${number}`, number, `isacord ${isacord}`, `madeira metallic ${heavy}`]) {
      const page = await get(language, `/search?q=${encodeURIComponent(query)}`)
      expect(page.status, query).toBe(200)
      expect(conversions(page.text).map((entry) => entry.reference), query).toEqual([
        query.startsWith('isacord') ? `Isacord 40 ${isacord}` : query.includes('metallic') ? `Madeira Metallic No. 4 ${heavy}` : `Madeira Metallic No. 40 ${number}`,
      ])
    }
    // The pinned equivalent comes first, though another code is nearer in colour.
    const pinned = conversions((await get(language, `/search?q=${encodeURIComponent(`madeira metallic ${heavy}`)}`)).text)[0]!
    expect(pinned.codes[0]).toBe(copper)
    expect(pinned.pinned).toEqual([copper])
    expect((await get(language, `/search?q=${encodeURIComponent(`madeira metallic ${heavy}`)}`)).text).toContain(pinnedWords)
  })

  it('on /colours/convert: the table by brand, each shade beside its nearest item code (or the pinned one), without JavaScript', async () => {
    const page = await get(language, '/colours/convert')
    expect(page.status).toBe(200)
    const row = (label: string) => page.text.slice(page.text.indexOf(`data-conversion-row="${label}"`), page.text.indexOf('</tr>', page.text.indexOf(`data-conversion-row="${label}"`)))
    expect(row(`Madeira Metallic No. 40 ${number}`)).toContain(`data-nearest-code="${purple}"`)
    expect(row(`Madeira Metallic No. 4 ${heavy}`)).toContain(`data-nearest-code="${copper}"`)
    expect(row(`Madeira Metallic No. 40 ${number}`)).toContain(`href="/colours?hex=Madeira%20Metallic%20No.%2040%20${number}"`)
    expect(page.text).toMatch(/<table [^>]*data-conversion-brand="Isacord"/)
  })
})

describe('a save of a reference', () => {
  it('shows on the conversion chart at once', async () => {
    const reference = (await ours()).find((entry) => entry.code === number)!
    expect((await api(`/api/shade-references/${reference.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ hex: '#9A4E1F' }) })).status).toBe(200)
    await expect
      .poll(async () => {
        const text = (await get('en', '/colours/convert')).text
        const start = text.indexOf(`data-conversion-row="Madeira Metallic No. 40 ${number}"`)
        return /data-nearest-code="([^"]+)"/.exec(text.slice(start))?.[1]
      }, { timeout: 30_000 })
      .toBe(copper)
  })
})
