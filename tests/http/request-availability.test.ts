import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeLines, encodeLines, type RequestLine } from '../../src/requests/lines'
import { adminSession, api, baseUrl, getWithHost, type Session } from '../helpers/http'
import { signIn } from '../helpers/quote-fixtures'
import { mailBody, startSmtpServer, type TestSmtpServer } from '../helpers/smtp'
import { testServer } from '../helpers/test-server'

/**
 * Issue 52 in the requests domain, as a browser without JavaScript gets it (the server's HTML) in the
 * three site languages: the list's availability and a discontinued line's notice and replacements with
 * the button that swaps the code; adding a discontinued code refused; a request sent with one, whose
 * mails and summary say each line's availability when sent; the owner's dashboard count; the item
 * codes' availability over the API for an editor and a visitor. On the shared test server: an editor is
 * made (and deleted), the settings' contact address restored, and the requests made here closed.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
const slug = `hologram-${run}`
const password = 'availability-editor-password-0123456789'
/** The demo's discontinued code and its pinned replacement (src/seed/content/catalogue.ts), made again for this file. */
const code = (name: string) => `KS-H200-${name}-${run}`.toUpperCase()
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'


let admin: Session
let editor: Session
let editorId: number | undefined
let product: number
const ids: Record<string, number> = {}
let smtp: TestSmtpServer | undefined
let settings: { companyName: string; contactEmail: string | null } | undefined
let owner = 'sales@kinsen.example'
const made: number[] = []
let clients = 0

const hosts = { en: '', 'zh-Hant': 'zh.', 'zh-Hans': 'cn.' } as const
type Language = keyof typeof hosts
const host = (language: Language) => `${hosts[language]}${new URL(baseUrl()).host}`
const page = (language: Language, address: string) => getWithHost(baseUrl(), address, host(language))
/** Each call a client of its own (the test server trusts the test as its proxy), so no other test's limits apply. */
const client = () => `198.18.${(Date.now() + ++clients) % 250}.${clients % 250}`

const line = (name: string, extra: Partial<RequestLine> = {}): RequestLine => ({ product, code: ids[name], kind: 'samples', quantity: 2, unit: 'cones', note: '', ...extra })
/** What the list form sends: each line's fields in order, then the pressed button's name and value. */
const formQuery = (lines: RequestLine[], button?: [string, string]) => {
  const params = new URLSearchParams()
  lines.forEach((entry, index) => {
    for (const [name, value] of [['p', entry.product], ['c', entry.code ?? 0], ['q', entry.quantity], ['u', entry.unit], ['n', entry.note]] as const) params.append(name, String(value))
    params.append(`k${index}`, entry.kind)
  })
  if (button) params.append(...button)
  return params.toString()
}
const listCookie = (headers: http.IncomingHttpHeaders) => {
  const cookie = (headers['set-cookie'] ?? []).find((entry) => entry.startsWith('request-list=') && !entry.includes('Max-Age=0'))
  return cookie ? decodeLines(cookie.slice('request-list='.length).split(';')[0]) : undefined
}
const buyer = (company: string, locale: Language) => ({ name: 'Claire Dubois', company, email: 'claire@atelier.example', country: 'France', message: 'Please send samples for our spring collection.', locale })
const findRequest = async (company: string) => (await api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { session: editor })).body.docs?.[0] as { id: number; lines: Record<string, unknown>[] } | undefined

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `request-availability-${run}@example.com`, password, name: 'Siu Wai Lam', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  editor = await signIn(`request-availability-${run}@example.com`, password)
  // The owner's mail needs an address: the settings' own, or one set here and taken back afterwards (with the
  // company name the settings require, which a server with no settings yet gets as the other files give it).
  const current = (await api('/api/globals/general-settings?depth=0', { session: admin })).body as { companyName?: string | null; contactEmail?: string | null }
  if (current.contactEmail) owner = current.contactEmail
  else {
    settings = { companyName: current.companyName || 'KINSEN', contactEmail: current.contactEmail ?? null }
    const saved = await api('/api/globals/general-settings', { method: 'POST', session: admin, body: JSON.stringify({ companyName: settings.companyName, contactEmail: owner }) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }
  smtp = await startSmtpServer(testServer().smtpPort)

  // The catalogue as an editor makes it: a thread with a code in stock, one made to order, and the one to discontinue.
  const thread = await api('/api/products?locale=en', { method: 'POST', session: editor, body: JSON.stringify({ name: `Hologram Thread ${run}`, slug, status: 'Active' }) })
  expect(thread.status).toBe(201)
  product = (thread.body.doc as { id: number }).id
  for (const [name, data] of [
    ['MULTI', { shadeHex: '#9a7fc0' }],
    ['GD', { shadeHex: '#c9a227', availability: 'made-to-order', leadTimeWeeks: 6 }],
    ['RB2', { shadeHex: '#8a6fb0' }],
  ] as const) {
    const made = await api('/api/item-codes?locale=en', { method: 'POST', session: editor, body: JSON.stringify({ product, itemCode: code(name), ...data }) })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    ids[name] = (made.body.doc as { id: number }).id
  }
}, 120_000)

afterAll(async () => {
  for (const id of made) await api(`/api/requests/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'closed' }) })
  await smtp?.close()
  if (settings) await api('/api/globals/general-settings', { method: 'POST', session: admin, body: JSON.stringify(settings) })
  if (editorId) await api(`/api/users/${editorId}`, { method: 'DELETE', session: admin })
})

describe("an item code's availability over the API", () => {
  const discontinue = { availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z' }

  it('is not changed by a visitor', async () => {
    const refused = await api(`/api/item-codes/${ids.RB2}`, { method: 'PATCH', body: JSON.stringify(discontinue) })
    expect([401, 403]).toContain(refused.status)
    const many = await api(`/api/item-codes?where[id][equals]=${ids.RB2}`, { method: 'PATCH', body: JSON.stringify(discontinue) })
    expect([401, 403]).toContain(many.status)
    expect(((await api(`/api/item-codes/${ids.RB2}?depth=0`, { session: editor })).body as { availability: string }).availability).toBe('in-stock')
  })

  it('is changed by an editor: discontinued, with its pinned replacement', async () => {
    const changed = await api(`/api/item-codes/${ids.RB2}?depth=0`, { method: 'PATCH', session: editor, body: JSON.stringify({ ...discontinue, replacement: ids.MULTI }) })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.doc).toMatchObject({ availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z', replacement: ids.MULTI })
  })
})

describe('the request list without JavaScript', () => {
  it.each([
    ['en', 'Made to order: 6 weeks', 'Discontinued on 31 July 2026', 'Discontinued since you added it.'],
    ['zh-Hant', '按訂單生產：6 星期', '已於 2026年7月31日 停產', '加入後已停產。'],
    ['zh-Hans', '按订单生产：6 星期', '已于 2026年7月31日 停产', '加入后已停产。'],
  ] as const)("shows each line's availability now, and keeps a discontinued code's line with its notice (%s)", async (language, madeToOrder, discontinued, notice) => {
    const answer = await page(language, `/request?lines=${encodeLines([line('GD'), line('RB2', { quantity: 40 })])}`)
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(new RegExp(`data-availability="made-to-order"[^>]*>${madeToOrder}<`))
    expect(answer.text).toMatch(new RegExp(`data-availability="discontinued"[^>]*>${discontinued}<`))
    expect(answer.text).toMatch(new RegExp(`data-line-discontinued="true"><p>${notice}</p>`))
    // Still a line of the list, and of what the send form sends: the owner decides.
    expect(answer.text).toContain(`data-request-line="${product}.${ids.RB2}"`)
    const sent = /name="lines" value="([^"]+)"/.exec(answer.text)?.[1]
    expect(decodeLines(sent).map((entry) => entry.code)).toEqual([ids.GD, ids.RB2])
  })

  it.each(['en', 'zh-Hant', 'zh-Hans'] as const)("puts the replacement in the discontinued line's place when its button is pressed, the quantity, unit and note kept, in the list's cookie too (%s)", async (language) => {
    const lines = [line('GD'), line('RB2', { kind: 'quote', quantity: 40, unit: 'metres', note: 'For a veil' })]
    // The button's own name and value, sent with the list's fields (the form's GET to /request).
    const answer = await page(language, `/request?${formQuery(lines, ['replace', `${product}.${ids.RB2}~${product}.${ids.MULTI}`])}`)
    expect(answer.status).toBe(200)
    const swapped = [line('GD'), line('MULTI', { kind: 'quote', quantity: 40, unit: 'metres', note: 'For a veil' })]
    expect(listCookie(answer.headers)).toEqual(swapped)
    expect(answer.text).toContain(`data-request-line="${product}.${ids.MULTI}"`)
    expect(answer.text).not.toContain(`data-request-line="${product}.${ids.RB2}"`)
    expect(answer.text).not.toContain('data-line-discontinued')
    expect(answer.text).toMatch(new RegExp(`id="line-1-quantity"[^>]*value="40"`))
  })

  it.each([
    ['en', 'Nearest available:', 'Add'],
    ['zh-Hant', '最接近的可供應編號：', '改為加入'],
    ['zh-Hans', '最接近的可供应编号：', '改为加入'],
  ] as const)('offers the pinned replacement first, linked to its product page, with the button that swaps it in (%s)', async (language, heading, button) => {
    const answer = await page(language, `/request?lines=${encodeLines([line('GD'), line('RB2', { quantity: 40 })])}`)
    expect(answer.text).toContain(heading)
    const offered = [...answer.text.matchAll(/data-replacement="([^"]+)" data-group="([^"]+)"/g)].map((match) => [match[1], match[2]])
    expect(offered[0]).toEqual([code('MULTI'), 'recommended'])
    expect(answer.text).toContain(`href="/products/${slug}?code=${encodeURIComponent(code('MULTI'))}"`)
    expect(answer.text).toMatch(/data-delta-e="true">ΔE \d+\.\d</)
    const swap = new RegExp(`<button type="submit" value="${product}\\.${ids.RB2}~${product}\\.${ids.MULTI}"[^>]*name="replace">${button} ?${code('MULTI')}`)
    expect(answer.text).toMatch(swap)
  })
})

describe('adding a discontinued code', () => {
  it.each([
    ['en', 'Discontinued since you added it.'],
    ['zh-Hant', '加入後已停產。'],
    ['zh-Hans', '加入后已停产。'],
  ] as const)('through a link made by hand, puts it on the list marked discontinued with its replacements: never a dead end (%s)', async (language, words) => {
    const answer = await page(language, `/request?add=${product}.${ids.RB2}`)
    expect(answer.status).toBe(200)
    expect(listCookie(answer.headers)).toEqual([line('RB2', { quantity: 1 })])
    expect(answer.text).toContain('data-line-discontinued')
    expect(answer.text).toContain(words)
    expect(answer.text).toContain(`data-replacement="${code('MULTI')}"`)
  })

  it('adds a code that can be ordered, as before', async () => {
    const answer = await page('en', `/request?add=${product}.${ids.GD}`)
    expect(answer.status).toBe(200)
    expect(listCookie(answer.headers)).toEqual([line('GD', { quantity: 1 })])
  })

  it.each([
    ['en', 'Discontinued: cannot be added'],
    ['zh-Hant', '已停產，不可加入'],
    ['zh-Hans', '已停产，不可加入'],
  ] as const)('is not offered on the product page, which says why (%s)', async (language, words) => {
    const answer = await page(language, `/products/${slug}`)
    expect(answer.status).toBe(200)
    expect(answer.text).toMatch(new RegExp(`data-not-addable="${code('RB2')}"[\\s\\S]*?<span class="text-xs">${words}</span>`))
    expect(answer.text).not.toContain(`data-add-to-request="${product}.${ids.RB2}"`)
    expect(answer.text).toContain(`data-add-to-request="${product}.${ids.GD}"`)
  })
})

describe('a request with a discontinued code', () => {
  const sentLines = () => [line('GD', { quantity: 3 }), line('RB2', { kind: 'quote', quantity: 40 }), { ...line('MULTI'), code: undefined }]
  /** A mail's text as written (the wire's line ends are CRLF). */
  const textOf = (raw: string) => mailBody(raw).replace(/\r\n/g, '\n')
  const toOwner = (company: string) => smtp!.received.filter((mail) => mail.to.includes(owner) && textOf(mail.raw).includes(company)).map((mail) => textOf(mail.raw))
  /** The buyer's copies carry nothing the buyer typed: each is told apart by its language's words. */
  const copiesSaying = (words: string) => smtp!.received.filter((mail) => mail.to.includes('claire@atelier.example') && textOf(mail.raw).includes(code('RB2')) && textOf(mail.raw).includes(words)).map((mail) => textOf(mail.raw))

  it("is accepted, and the owner's mail says each line's availability when sent, in English", async () => {
    const company = `Availability Atelier ${run}`
    const answer = await fetch(`${baseUrl()}/request/send`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...buyer(company, 'en'), lines: encodeLines(sentLines()) }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl(), 'X-Forwarded-For': client() },
    })
    expect(answer.status).toBe(303)
    const stored = await findRequest(company)
    expect(stored).toBeDefined()
    made.push(stored!.id)
    expect(stored!.lines).toMatchObject([
      { itemCode: ids.GD, availability: 'made-to-order', leadTimeWeeks: 6 },
      { itemCode: ids.RB2, availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z' },
      { itemCode: null, availability: null },
    ])
    await expect.poll(() => toOwner(company).length, { timeout: 30_000, interval: 300 }).toBe(1)
    const text = toOwner(company)[0]!
    expect(text).toContain(`${code('GD')}\n   Samples: 3 cones\n   Availability: Made to order: 6 weeks`)
    expect(text).toContain(`${code('RB2')}\n   Quote: 40 cones\n   Availability: Discontinued on 31 July 2026`)
    // The summary says the same, to the buyer.
    const summary = await (await fetch(`${baseUrl()}${String(answer.headers.get('location'))}`)).text()
    expect(summary).toMatch(/data-receipt-availability="made-to-order">[\s\S]*?>Made to order: 6 weeks</)
    expect(summary).toMatch(/data-receipt-availability="discontinued">[\s\S]*?>Discontinued on 31 July 2026</)
  })

  it.each([
    ['zh-Hant', '供應情況: 按訂單生產：6 星期', '供應情況: 已於 2026年7月31日 停產', '已於 2026年7月31日 停產'],
    ['zh-Hans', '供应情况: 按订单生产：6 星期', '供应情况: 已于 2026年7月31日 停产', '已于 2026年7月31日 停产'],
  ] as const)("tells the buyer in the buyer's language, in the copy and the summary, and the owner in English (%s)", async (language, madeToOrder, discontinued, onSummary) => {
    const company = `Availability ${language} ${run}`
    const answer = await api('/api/requests/submit', { method: 'POST', headers: { 'X-Forwarded-For': client() }, body: JSON.stringify({ ...buyer(company, language), lines: sentLines() }) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    made.push(answer.body.id as number)
    expect(answer.body.copy).toBe(true)
    await expect.poll(() => toOwner(company).length, { timeout: 30_000, interval: 300 }).toBe(1)
    expect(toOwner(company)[0]).toContain('Availability: Made to order: 6 weeks')
    expect(toOwner(company)[0]).toContain('Availability: Discontinued on 31 July 2026')
    await expect.poll(() => copiesSaying(madeToOrder).length, { timeout: 30_000, interval: 300 }).toBe(1)
    expect(copiesSaying(madeToOrder)[0]).toContain(discontinued)
    const summary = await page(language, String(answer.body.receipt))
    expect(summary.text).toContain(onSummary)
  })
})

describe("the owner's dashboard", () => {
  const company = `Dashboard Atelier ${run}`
  const counted = (html: string) => Number(/data-waiting="requestsForDiscontinued" data-count="(\d+)"/.exec(html)?.[1])
  const dashboard = async () => (await fetch(`${baseUrl()}/admin`, { headers: editor.authHeader })).text()

  it('counts the open requests asking for a discontinued code and opens the requests list filtered to exactly those', async () => {
    const answer = await api('/api/requests/submit', { method: 'POST', headers: { 'X-Forwarded-For': client() }, body: JSON.stringify({ ...buyer(company, 'en'), lines: [line('RB2')] }) })
    expect(answer.status).toBe(201)
    const id = answer.body.id as number
    made.push(id)
    const html = await dashboard()
    const href = /data-waiting="requestsForDiscontinued"[^>]*><a href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
    expect(decodeURIComponent(href ?? '')).toBe('/admin/collections/requests?where[and][0][status][not_equals]=closed&where[and][1][lines.itemCode.availability][equals]=discontinued')
    // The same filter over REST: the requests counted, this one among them, each once.
    const listed = await api(`/api/requests${href!.slice(href!.indexOf('?'))}&depth=0&pagination=false`, { session: editor })
    expect(listed.status).toBe(200)
    expect(counted(html)).toBe(listed.body.totalDocs)
    expect(listed.body.docs?.map((doc) => doc.id)).toContain(id)
    expect(new Set(listed.body.docs?.map((doc) => doc.id)).size).toBe(listed.body.totalDocs)
    // The list view itself reads the address as its filter.
    const list = await fetch(`${baseUrl()}${href}`, { headers: editor.authHeader })
    expect(list.status).toBe(200)
    expect(await list.text()).toContain(company)

    // Closed, it is no longer waiting.
    expect((await api(`/api/requests/${id}`, { method: 'PATCH', session: editor, body: JSON.stringify({ status: 'closed' }) })).status).toBe(200)
    expect(counted(await dashboard())).toBe(counted(html) - 1)
  })

  it('lists the discontinued codes buyers still look at among the insights, for an administrator', async () => {
    const beacon = await api('/api/insights/beacon', { method: 'POST', body: JSON.stringify({ figure: 'code', key: code('RB2') }), headers: { 'X-Forwarded-For': client(), 'User-Agent': BROWSER } })
    expect(beacon.status).toBe(204)
    await api('/api/insights/beacon', { method: 'POST', body: JSON.stringify({ figure: 'code', key: code('GD') }), headers: { 'X-Forwarded-For': client(), 'User-Agent': BROWSER } })
    const summary = (await api('/api/insights/summary', { session: admin })).body as { top: { discontinuedCodes: { key: string; count: number; shadeHex: string | null }[] } }
    expect(summary.top.discontinuedCodes).toContainEqual({ key: code('RB2'), count: 1, shadeHex: '#8a6fb0' })
    expect(summary.top.discontinuedCodes.map((entry) => entry.key)).not.toContain(code('GD'))
    for (const [language, title] of [
      ['en', 'Discontinued codes buyers still look at'],
      ['zh-TW', '買家仍在查看的已停產編號'],
    ] as const) {
      // Payload reads the interface language from its cookie first.
      const html = await (await fetch(`${baseUrl()}/admin`, { headers: { ...admin.authHeader, Cookie: `payload-lng=${language}` } })).text()
      const card = html.slice(html.indexOf('data-insights-top="discontinued-codes"'))
      expect(card).toMatch(new RegExp(`^data-insights-top="discontinued-codes"><h3 class="insights-card__title">${title}</h3>`))
      expect(card.slice(0, card.indexOf('</section>'))).toContain(`data-key="${code('RB2')}"`)
    }
  })
})
