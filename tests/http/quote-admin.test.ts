import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '../helpers/csv'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'
import { closeRequests, priceQuote, quotableProduct, requestToQuote, signIn } from '../helpers/quote-fixtures'

/**
 * Issue 51.1 and 51.4, the staff's side over REST: preparing a quote from a request, the send
 * action's refusals in the administrator's language, a sent quote that nothing changes or deletes,
 * totals computed on the server whatever the client sends, the PDF for staff only, the requests'
 * CSV with each request's latest quote, and the dashboard's two new counts. An editor does the same
 * work as an administrator (no second administrator is made: tests/http/roles.test.ts counts them).
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const password = 'quote-editor-password-0123456789'
let admin: Session
let editor: Session
let editorId: number
let fixtures: { product: number; codes: number[] }

type Quote = { id: number; reference: string; status: string; state: string; lines: { amount: number | null; unitPrice: number | null }[]; totals: { currency: string; amount: number }[]; totalsText: string; buyerLink?: string | null; sentAt?: string | null }

const post = (path: string, session?: Session, headers: Record<string, string> = {}) => api(path, { method: 'POST', session, headers })
const read = async (id: number) => (await api(`/api/quotes/${id}?depth=0`, { session: admin })).body as unknown as Quote

/** A new request with three lines asking for a price, and the draft quote prepared on it by `session`. */
async function prepared(session: Session, company: string): Promise<{ requestId: number; quote: Quote }> {
  const requestId = await requestToQuote(admin, fixtures, company)
  const created = await api('/api/quotes', { method: 'POST', session, body: JSON.stringify({ request: requestId }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return { requestId, quote: created.body.doc as unknown as Quote }
}

/** Priced in HKD and USD: 100 × 2.50 HKD, 200 × 1.20 USD, 300 × 0.35 HKD. */
const PRICES = [
  { unitPrice: 2.5, currency: 'HKD' },
  { unitPrice: 1.2, currency: 'USD' },
  { unitPrice: 0.35, currency: 'HKD' },
]

async function sentQuote(session: Session, company: string): Promise<{ requestId: number; quote: Quote }> {
  const { requestId, quote } = await prepared(session, company)
  expect((await priceQuote(session, quote.id, PRICES)).status).toBe(200)
  const sent = await post(`/api/quotes/${quote.id}/send`, session)
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  return { requestId, quote: await read(quote.id) }
}

beforeAll(async () => {
  admin = await adminSession()
  const created = await api('/api/users', { method: 'POST', session: admin, body: JSON.stringify({ email: `quote-editor-${run}@example.com`, password, name: 'Ka Ming Wong', role: 'editor' }) })
  expect(created.status).toBe(201)
  editorId = (created.body.doc as { id: number }).id
  editor = await signIn(`quote-editor-${run}@example.com`, password)
  fixtures = await quotableProduct(admin, run)
})

afterAll(async () => {
  if (admin) await closeRequests(admin)
  if (editorId) await api(`/api/users/${editorId}`, { method: 'DELETE', session: admin })
})

describe('preparing and sending a quote', () => {
  it('prepares a draft from the request: its buyer, its lines unpriced, a number of the year', async () => {
    const { quote } = await prepared(admin, `Prepared ${run}`)
    expect(quote).toMatchObject({ status: 'draft', state: 'draft', totals: [], totalsText: '' })
    expect(quote.reference).toMatch(/^Q-\d{4}-\d{4}$/)
    expect(quote.lines.map((line) => line.unitPrice)).toEqual([null, null, null])
    // A draft has no buyer's page yet: nothing was sent.
    expect(quote.buyerLink).toBeNull()
  })

  it("refuses an unpriced line by its number, in the administrator's language, and leaves the draft as it was", async () => {
    const { quote } = await prepared(admin, `Unpriced ${run}`)
    expect((await priceQuote(admin, quote.id, [PRICES[0]!, {}, PRICES[2]!])).status).toBe(200)
    const english = await post(`/api/quotes/${quote.id}/send`, admin)
    expect(english.status).toBe(400)
    expect(english.body.error).toBe('Give a unit price, or tick Free of charge, on line 2 before sending.')
    const chinese = await post(`/api/quotes/${quote.id}/send`, admin, { 'Accept-Language': 'zh-TW' })
    expect(chinese.status).toBe(400)
    expect(chinese.body.error).toBe('發送前，請為第 2 項填寫單價或剔選「免費」。')
    expect((await read(quote.id)).status).toBe('draft')
  })

  it('sends a priced quote once: the answer says so, the request is Quoted, a second send is refused (409)', async () => {
    const { requestId, quote } = await prepared(admin, `Sent once ${run}`)
    expect((await priceQuote(admin, quote.id, PRICES)).status).toBe(200)
    const sent = await post(`/api/quotes/${quote.id}/send`, admin)
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ mailed: true, reference: quote.reference, doc: { id: quote.id, status: 'sent' } })
    expect(sent.body.message).toBe(`Quote ${quote.reference} sent: the mail with the PDF is on its way to mei@golden-needle.example.`)
    expect(String(sent.body.link)).toMatch(new RegExp(`^${baseUrl()}/quote/${quote.id}-[A-Za-z0-9_-]{32}$`))
    const stored = await read(quote.id)
    expect(stored).toMatchObject({ status: 'sent', state: 'sent', buyerLink: sent.body.link })
    expect(stored.sentAt).toBeTruthy()
    expect((await api(`/api/requests/${requestId}`, { session: admin })).body.status).toBe('quoted')

    const again = await post(`/api/quotes/${quote.id}/send`, admin)
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This quote was sent already and cannot change: revise it to send a new version.')
    const chinese = await post(`/api/quotes/${quote.id}/send`, admin, { 'Accept-Language': 'zh-TW' })
    expect(chinese.body.error).toBe('此報價單已發送，不能更改：請建立修訂版再發送。')
  })

  it('revises only a sent quote: a draft is refused (409); a sent one opens its draft -R1, the same one when asked again', async () => {
    const { quote: draft } = await prepared(admin, `Revise draft ${run}`)
    const refused = await post(`/api/quotes/${draft.id}/revise`, admin)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('Only a sent quote can be revised.')

    const { quote } = await sentQuote(admin, `Revised ${run}`)
    const revised = await post(`/api/quotes/${quote.id}/revise`, admin)
    expect(revised.status).toBe(201)
    const revision = revised.body.doc as { id: number; reference: string }
    expect(revision.reference).toBe(`${quote.reference}-R1`)
    expect(revised.body.message).toBe(`Revision ${quote.reference}-R1 created as a draft.`)
    expect((await read(revision.id)).status).toBe('draft')
    // The sent one stays in force until the revision is sent.
    expect((await read(quote.id)).status).toBe('sent')
    expect(((await post(`/api/quotes/${quote.id}/revise`, admin)).body.doc as { id: number }).id).toBe(revision.id)
  })

  it('lets an editor prepare, price and send a quote', async () => {
    const { quote } = await sentQuote(editor, `Editor ${run}`)
    expect(quote.status).toBe('sent')
    expect(quote.totalsText).toBe('HKD 355.00 + USD 240.00')
  })
})

describe('a sent quote does not change', () => {
  it('refuses a PATCH over REST (nothing changes) and a DELETE; a draft is deleted', async () => {
    const { quote } = await sentQuote(admin, `Frozen ${run}`)
    const before = await read(quote.id)
    const patched = await api(`/api/quotes/${quote.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ message: 'Changed after sending', lines: before.lines.map((line) => ({ ...line, unitPrice: 0.01 })) }) })
    expect([403, 404]).toContain(patched.status)
    // Nor through the bulk update, by a query that matches it.
    const bulk = await api(`/api/quotes?where[id][equals]=${quote.id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ message: 'Changed in bulk' }) })
    expect(((bulk.body.docs ?? []) as unknown[]).length).toBe(0)
    // What was sent, as it was (the delivery's own fields go on changing as the outbox tries the mail).
    const after = await read(quote.id)
    expect(after.lines).toEqual(before.lines)
    expect(after.totals).toEqual(before.totals)
    expect(after).toMatchObject({ status: 'sent', reference: before.reference, sentAt: before.sentAt })
    expect((after as unknown as { message?: string }).message ?? null).toBeNull()

    const deleted = await api(`/api/quotes/${quote.id}`, { method: 'DELETE', session: admin })
    expect([403, 404]).toContain(deleted.status)
    expect((await api(`/api/quotes/${quote.id}`, { session: admin })).status).toBe(200)

    const { quote: draft } = await prepared(admin, `Deleted draft ${run}`)
    expect((await api(`/api/quotes/${draft.id}`, { method: 'DELETE', session: admin })).status).toBe(200)
    expect((await api(`/api/quotes/${draft.id}`, { session: admin })).status).toBe(404)
  })

  it('keeps a request that a quote answers: its delete is refused (409) in the administrator\'s words, and it stays', async () => {
    const { requestId } = await sentQuote(admin, `Kept request ${run}`)
    const refused = await api(`/api/requests/${requestId}`, { method: 'DELETE', session: admin })
    expect(refused.status).toBe(409)
    expect(JSON.stringify(refused.body)).toContain('This request has a quote, which keeps it on record: it cannot be deleted. Set its status to Closed instead.')
    expect((await api(`/api/requests/${requestId}?depth=0`, { session: admin })).status).toBe(200)
  })

  it('computes the amounts and totals on the server, whatever the client sends for them', async () => {
    const { quote } = await prepared(admin, `Made up totals ${run}`)
    const madeUp = await priceQuote(
      admin,
      quote.id,
      PRICES.map((price) => ({ ...price, amount: 999_999 })),
      { totals: [{ currency: 'EUR', amount: 1 }], totalsText: 'EUR 1.00' },
    )
    expect(madeUp.status).toBe(200)
    const stored = await read(quote.id)
    expect(stored.lines.map((line) => line.amount)).toEqual([250, 240, 105])
    expect(stored.totals.map(({ currency, amount }) => ({ currency, amount }))).toEqual([
      { currency: 'HKD', amount: 355 },
      { currency: 'USD', amount: 240 },
    ])
    expect(stored.totalsText).toBe('HKD 355.00 + USD 240.00')
  })
})

describe('access', () => {
  it('lets visitors neither read nor create quotes or questions on quotes, nor use the actions or the PDF', async () => {
    const { quote } = await prepared(admin, `Anonymous ${run}`)
    expect((await api('/api/quotes')).status).toBe(403)
    expect((await api(`/api/quotes/${quote.id}`)).status).toBe(403)
    expect((await api('/api/quotes', { method: 'POST', body: JSON.stringify({ request: 1 }) })).status).toBe(403)
    expect((await api('/api/quote-questions')).status).toBe(403)
    expect((await api('/api/quote-questions', { method: 'POST', body: JSON.stringify({ quote: quote.id, quoteReference: quote.reference, message: 'Is this the best price?' }) })).status).toBe(403)
    expect((await post(`/api/quotes/${quote.id}/send`)).status).toBe(401)
    expect((await post(`/api/quotes/${quote.id}/revise`)).status).toBe(401)
    expect((await api(`/api/quotes/${quote.id}/pdf`)).status).toBe(401)
    expect((await read(quote.id)).status).toBe('draft')
  })

  it('gives staff the PDF inline, kept by no cache; an unknown quote is 404', async () => {
    const { quote } = await sentQuote(editor, `PDF ${run}`)
    const response = await fetch(`${baseUrl()}/api/quotes/${quote.id}/pdf`, { headers: editor.authHeader })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${quote.reference}.pdf"`)
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    const unknown = await api('/api/quotes/2147483000/pdf', { session: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toBe('This quote does not exist, or you may not open it.')
  })
})

describe("the requests' CSV and the dashboard", () => {
  it("adds each request's latest quote by revision: its reference, state and totals", async () => {
    const { requestId, quote } = await sentQuote(admin, `CSV revised ${run}`)
    const revision = (await post(`/api/quotes/${quote.id}/revise`, admin)).body.doc as { id: number; reference: string }
    const unquoted = await requestToQuote(admin, fixtures, `CSV unquoted ${run}`)
    const response = await fetch(`${baseUrl()}/api/requests/export`, { headers: admin.authHeader })
    expect(response.status).toBe(200)
    const [header, ...rows] = parseCsv(await response.text()).map((row) => row.cells)
    expect(header!.slice(-3)).toEqual(['quote_reference', 'quote_status', 'quote_totals'])
    const quoteCells = (id: number) => rows.find((cells) => cells[0] === String(id))?.slice(-3)
    // The revision is the latest: a draft, with the lines and prices it was revised from.
    expect(quoteCells(requestId)).toEqual([revision.reference, 'draft', 'HKD 355.00 + USD 240.00'])
    expect(quoteCells(unquoted)).toEqual(['', '', ''])
  })

  it('counts the new requests asking for a price, once each, and the questions not yet answered, each opening its list', async () => {
    await requestToQuote(admin, fixtures, `Waiting ${run}`)
    const html = await (await fetch(`${baseUrl()}/admin`, { headers: admin.authHeader })).text()
    const counted = (key: string) => {
      const match = new RegExp(`data-waiting="${key}" data-count="(\\d+)"`).exec(html)
      return match ? Number(match[1]) : undefined
    }
    const href = (key: string) => new RegExp(`data-waiting="${key}"[^>]*><a href="([^"]+)"`).exec(html)?.[1]?.replaceAll('&amp;', '&')
    const toQuote = href('requestsToQuote')
    expect(toQuote).toBe('/admin/collections/requests?where%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new&where%5Band%5D%5B1%5D%5Blines.kind%5D%5Bequals%5D=quote')
    // The list's filter, read by Payload as the list view reads it, finds the requests counted: each once, whatever its number of lines.
    const listed = await api(`/api/requests${toQuote!.slice(toQuote!.indexOf('?'))}&depth=0&limit=100`, { session: admin })
    expect(listed.status).toBe(200)
    expect(counted('requestsToQuote')).toBe(listed.body.totalDocs)
    expect(new Set((listed.body.docs ?? []).map((doc) => doc.id)).size).toBe(listed.body.totalDocs)
    expect(listed.body.docs?.some((doc) => doc.company === `Waiting ${run}`)).toBe(true)
    expect(listed.body.docs?.every((doc) => doc.status === 'new')).toBe(true)

    expect(href('unansweredQuestions')).toBe('/admin/collections/quote-questions?where%5Banswered%5D%5Bnot_equals%5D=true')
    const questions = await api('/api/quote-questions?where[answered][not_equals]=true&limit=1', { session: admin })
    expect(counted('unansweredQuestions')).toBe(questions.body.totalDocs)
  })
})
