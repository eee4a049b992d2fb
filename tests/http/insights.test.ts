import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, createDocument, type Session } from '../helpers/http'

/**
 * The owner's interest figures over HTTP (issue 32): the beacon counts what a visitor's page
 * showed into one row per day, figure and key, and only that; the figures are the administrators'.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let admin: Session
let codeId: number
let product: { id: number; slug: string }
let inactive: { id: number; slug: string }
const code = `INS-${run}`.toUpperCase()
let clients = 0
/** Each call its own client address (the test server trusts the test as its proxy), so limits do not carry over. */
const address = () => {
  clients += 1
  return `198.51.${1 + Math.floor(clients / 250)}.${clients % 250}`
}
const beacon = (body: unknown, { client = address(), agent = BROWSER, session, headers = {} }: { client?: string; agent?: string; session?: Session; headers?: Record<string, string> } = {}) =>
  api('/api/insights/beacon', { method: 'POST', session, body: JSON.stringify(body), headers: { 'X-Forwarded-For': client, 'User-Agent': agent, ...headers } })

const today = () => new Date().toISOString().slice(0, 10)
/** The day's count of one figure for one key, from the CSV export (every row, not only the top ten). */
async function countOf(figure: string, key: string): Promise<number> {
  const reply = await fetch(`${baseUrl()}/api/insights/export?figure=${figure}&from=${today()}&to=${today()}`, { headers: admin.authHeader })
  expect(reply.status).toBe(200)
  const rows = (await reply.text()).replace(/^\uFEFF/, '').trim().split('\r\n').slice(1)
  const row = rows.map((line) => line.split(',')).find((cells) => cells[1] === key || cells[1] === `"${key}"`)
  return row ? Number(row[2]) : 0
}

beforeAll(async () => {
  admin = await adminSession()
  product = { ...(await createDocument(admin, 'products', { name: `Insight Gold ${run}`, slug: `insight-gold-${run}`, status: 'Active' })), slug: `insight-gold-${run}` }
  inactive = { ...(await createDocument(admin, 'products', { name: `Insight Hidden ${run}`, slug: `insight-hidden-${run}`, status: 'Inactive' })), slug: `insight-hidden-${run}` }
  codeId = (await createDocument(admin, 'item-codes', { itemCode: code, product: product.id, shadeHex: '#c9a227' })).id
})

afterAll(async () => {
  if (!admin) return
  for (const id of [product?.id, inactive?.id]) if (id) await api(`/api/products/${id}`, { method: 'DELETE', session: admin })
})

describe('the interest beacon', () => {
  it('counts a product view, a code choice, a data sheet, a search that found nothing and a colour, each in its figure at once', async () => {
    const before = (await api('/api/insights/summary', { session: admin })).body as { perDay: Record<string, number[]> }
    const last = (name: string) => before.perDay[name]!.at(-1)!
    for (const event of [
      { figure: 'view', key: product.slug },
      { figure: 'view', key: product.slug },
      { figure: 'code', key: code },
      { figure: 'datasheet', key: code },
      { figure: 'search', key: `  Nothing  Here ${run} `, results: 0 },
      { figure: 'search', key: `gold ${run}`, results: 3 },
      { figure: 'colour', key: 'C9A227' },
    ]) {
      expect((await beacon(event)).status).toBe(204)
    }
    expect(await countOf('views', product.slug)).toBe(2)
    expect(await countOf('codes', code)).toBe(1)
    expect(await countOf('datasheets', code)).toBe(1)
    // Folded as it is counted: spaces squeezed, lower case.
    expect(await countOf('searches', `nothing here ${run}`)).toBe(1)
    expect(await countOf('searches-empty', `nothing here ${run}`)).toBe(1)
    expect(await countOf('searches-empty', `gold ${run}`)).toBe(0)
    expect(await countOf('colours', '#c9a227')).toBeGreaterThanOrEqual(1)

    const after = (await api('/api/insights/summary', { session: admin })).body as { perDay: Record<string, number[]>; days: string[]; top: { codes: { key: string; shadeHex: string | null }[] } }
    expect(after.days.at(-1)).toBe(today())
    expect(after.days).toHaveLength(90)
    expect(after.perDay.views!.at(-1)! - last('views')).toBe(2)
    expect(after.perDay['searches-empty']!.at(-1)! - last('searches-empty')).toBe(1)
    expect(after.top.codes.find((entry) => entry.key === code)?.shadeHex).toBe('#c9a227')
  })

  it('does not count a program, a member of staff signed in, a made-up product or code, or an inactive product', async () => {
    expect((await beacon({ figure: 'view', key: product.slug }, { agent: GOOGLEBOT })).status).toBe(204)
    expect((await beacon({ figure: 'view', key: product.slug }, { agent: 'HeadlessChrome/131' })).status).toBe(204)
    expect((await beacon({ figure: 'view', key: product.slug }, { session: admin })).status).toBe(204)
    expect((await beacon({ figure: 'view', key: `made-up-${run}` })).status).toBe(204)
    expect((await beacon({ figure: 'code', key: `NOPE-${run}` })).status).toBe(204)
    expect((await beacon({ figure: 'view', key: inactive.slug })).status).toBe(204)
    expect(await countOf('views', `made-up-${run}`)).toBe(0)
    expect(await countOf('codes', `NOPE-${run}`)).toBe(0)
    expect(await countOf('views', inactive.slug)).toBe(0)
    // The two views of the first test only.
    expect(await countOf('views', product.slug)).toBe(2)
  })

  it('refuses a malformed event, another site and a flood, and a flood counts its visitor once', async () => {
    const bad = await beacon({ figure: 'visits', key: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('"figure": "view"')
    expect((await beacon({ figure: 'search', key: 'gold' })).status).toBe(400)
    expect((await beacon({ figure: 'view', key: product.slug }, { headers: { Origin: 'https://elsewhere.example' } })).status).toBe(403)

    const key = `flood ${run}`
    const client = address()
    const statuses: number[] = []
    for (let sent = 0; sent < 130; sent += 1) statuses.push((await beacon({ figure: 'search', key, results: 1 }, { client })).status)
    expect(statuses.filter((status) => status === 204)).toHaveLength(120)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
    // Answered alike, counted once: one visitor, one search, one day (tests/http/insights-inflation.test.ts).
    expect(await countOf('searches', key)).toBe(1)
    const rows = (await api(`/api/insights?where[key][equals]=${encodeURIComponent(key)}&limit=0`, { session: admin })).body
    expect(rows.totalDocs).toBe(1)
  })
})

describe('a request', () => {
  it("moves the requested item codes' figure by each of its lines, with the code's shade", async () => {
    const before = await countOf('requests', code)
    const sent = await api('/api/requests/submit', {
      method: 'POST',
      headers: { 'X-Forwarded-For': address() },
      body: JSON.stringify({
        locale: 'en',
        name: 'Claire Dubois',
        company: `Atelier ${run}`,
        email: 'claire@atelier.example',
        country: 'France',
        message: 'Please send samples of your golds for our spring collection.',
        lines: [{ product: product.id, code: codeId, kind: 'samples', quantity: 2, unit: 'cones' }],
      }),
    })
    expect(sent.status).toBe(201)
    expect(await countOf('requests', code)).toBe(before + 1)
    const summary = (await api('/api/insights/summary', { session: admin })).body as { top: { requestedCodes: { key: string; shadeHex: string | null }[] } }
    expect(summary.top.requestedCodes.find((entry) => entry.key === code)?.shadeHex).toBe('#c9a227')
  })
})

describe('racing first counts', () => {
  it('of 20 visitors all count, in one row: the first of two that find no row creates it, the other adds to it', async () => {
    const key = `race ${run}`
    // Each from a network of its own: one network adds at most 3 to an item in a day.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, network) => beacon({ figure: 'search', key, results: 2 }, { client: `198.18.${network}.1` })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204))
    expect(await countOf('searches', key)).toBe(20)
    expect((await api(`/api/insights?where[key][equals]=${encodeURIComponent(key)}&limit=0`, { session: admin })).body.totalDocs).toBe(1)
  })

  it('of one visitor count once: the first of two makes the sighting, the other finds it', async () => {
    const key = `race once ${run}`
    const client = address()
    const answers = await Promise.all(Array.from({ length: 20 }, () => beacon({ figure: 'search', key, results: 2 }, { client })))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(204))
    expect(await countOf('searches', key)).toBe(1)
  })
})

describe('the figures', () => {
  it('are refused to anyone but an administrator, on every path', async () => {
    const editorAccount = { email: `insights-editor-${run}@example.com`, password: 'insights-password-0123456789' }
    expect((await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ ...editorAccount, name: 'Insight Editor', role: 'editor' }) })).status).toBe(201)
    const login = await api('/api/users/login', { method: 'POST', body: JSON.stringify(editorAccount) })
    const editor: Session = { token: login.body.token as string, authHeader: { Authorization: `JWT ${login.body.token as string}` } }
    for (const session of [undefined, editor]) {
      const summary = await api('/api/insights/summary', { session })
      expect(summary.status).toBe(403)
      expect(summary.body.error).toBe('Only administrators can read these figures.')
      expect((await api('/api/insights/export?figure=views', { session })).status).toBe(403)
      expect((await api('/api/insights', { session })).status).toBe(403)
    }
    // Nobody writes them but the beacon: not even an administrator through Payload's own API.
    expect((await api('/api/insights', { method: 'POST', session: admin, body: JSON.stringify({ day: today(), figure: 'view', key: 'x', slot: `x-${run}`, count: 5 }) })).status).toBe(403)
    expect((await api('/api/insights/summary', { session: admin })).status).toBe(200)
  })

  it('take a range and a figure in words, and export what visitors typed so that no spreadsheet runs it', async () => {
    expect((await api('/api/insights/summary?from=2026-02-30&to=2026-03-01', { session: admin })).status).toBe(400)
    expect((await api('/api/insights/summary?from=2026-03-02&to=2026-03-01', { session: admin })).status).toBe(400)
    expect((await api('/api/insights/summary?from=2024-01-01&to=2026-03-01', { session: admin })).body.error).toBe('Give from and to as YYYY-MM-DD, from not after to, at most 366 days apart.')
    expect((await api('/api/insights/export?figure=visits', { session: admin })).status).toBe(400)
    const week = (await api('/api/insights/summary?from=2026-03-01&to=2026-03-07', { session: admin })).body as { days: string[] }
    expect(week.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'])

    const formula = `=hyperlink("http://x.example","${run}")`
    expect((await beacon({ figure: 'search', key: formula, results: 0 })).status).toBe(204)
    const reply = await fetch(`${baseUrl()}/api/insights/export?figure=searches-empty&from=${today()}&to=${today()}`, { headers: admin.authHeader })
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await reply.arrayBuffer())
    // A byte-order mark first, for Excel (fetch's text() would drop it).
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.subarray(3).toString('utf8')
    expect(text.startsWith('day,key,count\r\n')).toBe(true)
    expect(text).toContain(`"'=hyperlink(""http://x.example"",""${run}"")"`)
  })
})
