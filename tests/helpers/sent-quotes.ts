import pg from 'pg'
import { expect } from 'vitest'
import { api, type Session } from './http'
import { testServer } from './test-server'

/** A quote as the buyer's tests need it: its record, its reference and its private page's path. */
export type SentQuote = { id: number; reference: string; number: string; path: string; requestId: number; company: string }

let clients = 0
/** A visitor of its own per public write (the test server trusts X-Forwarded-For): each post has its own limits, in a /24 of its own. */
export const freshClient = () => `10.${(process.pid % 200) + 1}.${(clients += 1) % 250}.7`

/** A product with one item code to ask about. */
export async function quotedProduct(session: Session, stamp: string): Promise<{ product: number; code: number; itemCode: string; name: string }> {
  const name = `Aurora Gold ${stamp}`
  const created = await api('/api/products', { method: 'POST', session, body: JSON.stringify({ name, slug: `aurora-gold-${stamp}`, status: 'Active' }) })
  expect(created.status).toBe(201)
  const product = Number((created.body.doc as { id: number }).id)
  const itemCode = `AG-${stamp}`.toUpperCase()
  const code = await api('/api/item-codes', { method: 'POST', session, body: JSON.stringify({ product, itemCode }) })
  expect(code.status).toBe(201)
  return { product, code: Number((code.body.doc as { id: number }).id), itemCode, name }
}

/** A request as a buyer sends it (24 cones asked for a quote, 2 as samples), in the buyer's language; its id. */
export async function buyerRequest(session: Session, { product, code }: { product: number; code: number }, company: string, locale: string): Promise<number> {
  const answer = await api('/api/requests/submit', {
    method: 'POST',
    headers: { 'X-Forwarded-For': freshClient() },
    body: JSON.stringify({
      name: 'Wong Ka Yan',
      company,
      email: 'kayan@harbour.example',
      country: 'Hong Kong',
      message: 'Please quote 24 cones of the gold for our spring orders.',
      locale,
      lines: [
        { product, code, kind: 'quote', quantity: 24, unit: 'cones', note: 'For the spring run' },
        { product, code, kind: 'samples', quantity: 2, unit: 'cones' },
      ],
    }),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return Number(answer.body.id)
}

/** Prepared from the request, priced (24 cones at HKD 46.50, minimum 12, 3 weeks, with a note; the samples free) and, unless told, sent. */
export async function sentQuote(session: Session, catalogue: { product: number; code: number }, company: string, locale = 'en', { send = true } = {}): Promise<SentQuote> {
  const requestId = await buyerRequest(session, catalogue, company, locale)
  const created = await api('/api/quotes', { method: 'POST', session, body: JSON.stringify({ request: requestId }) })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const draft = created.body.doc as { id: number; reference: string; number: string; lines: Record<string, unknown>[] }
  const lines = draft.lines.map((line, index) => (index === 0 ? { ...line, unitPrice: 46.5, minimumOrder: 12, leadTime: 3, leadTimeUnit: 'weeks', note: 'Wound on 5,000 m cones' } : line))
  const priced = await api(`/api/quotes/${draft.id}`, {
    method: 'PATCH',
    session,
    body: JSON.stringify({ lines, deliveryTerms: 'CIF', deliveryPlace: 'Rotterdam', paymentTerms: 'deposit', message: 'Thank you for asking: prices for the spring run.' }),
  })
  expect(priced.status, JSON.stringify(priced.body)).toBe(200)
  const quote = { id: draft.id, reference: draft.reference, number: draft.number, path: '', requestId, company }
  return send ? { ...quote, path: await sendDraft(session, draft.id) } : quote
}

/** Sends a priced draft; the path of its buyer's page. */
export async function sendDraft(session: Session, id: number): Promise<string> {
  const sent = await api(`/api/quotes/${id}/send`, { method: 'POST', session })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  return new URL(String(sent.body.link)).pathname
}

/** A quote's record as staff read it. */
export async function storedQuote(session: Session, id: number) {
  return (await api(`/api/quotes/${id}?depth=0`, { session })).body as Record<string, unknown> & { status: string; acceptedName?: string; purchaseOrder?: string | null }
}

/** Straight to the test server's database: what no API may do (a sent quote's validity moved into the past, a status set back). */
export async function onDatabase<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: testServer().databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Moves a quote's validity to this many days ago (Hong Kong noon, as the day picker stores it). */
export const validUntilDaysAgo = (id: number, days: number) => onDatabase(`UPDATE quotes SET valid_until = now() - make_interval(days => $2) WHERE id = $1`, [id, days])

/** The first tries of the jobs that mail an accepted quote's owner and buyer (a retry carries its try number). */
export const acceptedMailJobs = async (id: number) =>
  (
    await onDatabase<{ to: string }>(`SELECT input->>'to' AS to FROM payload_jobs WHERE task_slug = 'send-quote-accepted' AND input->>'quoteId' = $1 AND input->>'attempt' IS NULL ORDER BY 1`, [String(id)])
  ).map((row) => row.to)
