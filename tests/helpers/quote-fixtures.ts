import { expect } from 'vitest'
import { api, baseUrl, type Session } from './http'

/** An Active product with three item codes, for requests to quote on (created over REST as the administrator). */
export async function quotableProduct(admin: Session, run: string): Promise<{ product: number; codes: number[] }> {
  const created = await api('/api/products?locale=en', { method: 'POST', session: admin, body: JSON.stringify({ name: `Quote Gold ${run}`, slug: `quote-gold-${run}`, status: 'Active' }) })
  expect(created.status).toBe(201)
  const product = (created.body.doc as { id: number }).id
  const codes: number[] = []
  for (const suffix of ['A', 'B', 'C']) {
    const code = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product, itemCode: `QG-${run}-${suffix}`, shadeHex: '#c9a227' }) })
    expect(code.status).toBe(201)
    codes.push((code.body.doc as { id: number }).id)
  }
  return { product, codes }
}

let visitors = 0
/** The requests made here: closed again by closeRequests, so that no other test on the server finds them among its statuses. */
const made: number[] = []

/**
 * A buyer's request as the site's form sends it (the test server trusts X-Forwarded-For: each from an
 * address of its own, so no other test's limits apply): three lines asking for a price, in `locale`.
 * Answers the stored request's id.
 */
export async function requestToQuote(admin: Session, { product, codes }: { product: number; codes: number[] }, company: string, locale = 'en'): Promise<number> {
  visitors += 1
  const lines = codes.map((code, index) => ({ product, code, kind: 'quote', quantity: (index + 1) * 100, unit: 'cones' }))
  const sent = await api('/api/requests/submit', {
    method: 'POST',
    headers: { origin: baseUrl(), 'X-Forwarded-For': `198.19.${(Date.now() + visitors) % 250}.${visitors % 250}` },
    body: JSON.stringify({ name: 'Mei Ling Chan', company, email: 'mei@golden-needle.example', country: 'Hong Kong', message: 'Please quote these golds for our bridal line.', locale, lines }),
  })
  expect(sent.status, JSON.stringify(sent.body)).toBe(201)
  const found = await api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { session: admin })
  const id = (found.body.docs?.[0] as { id: number }).id
  made.push(id)
  return id
}

/**
 * The requests this file made, Closed: the files after it on the same test server filter the requests
 * list by status ('Quoted' in tests/e2e/requests.test.ts) and count new ones. Their quotes stay: a
 * sent quote is never deleted, and deleting a request that has quotes is not the point here.
 */
export async function closeRequests(admin: Session): Promise<void> {
  for (const id of made.splice(0)) {
    const closed = await api(`/api/requests/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'closed' }) })
    expect(closed.status).toBe(200)
  }
}

/** A line's price and currency, as the edit view's form sends them. */
export type Pricing = { unitPrice?: number; currency?: string; free?: boolean; amount?: number }

/** The quote's lines with prices: the rest of each line as it is. */
export async function priceQuote(session: Session, id: number, prices: Pricing[], extra: Record<string, unknown> = {}) {
  const quote = (await api(`/api/quotes/${id}?depth=0`, { session })).body as { lines: Record<string, unknown>[] }
  const lines = quote.lines.map((line, index) => ({ ...line, ...prices[index] }))
  return api(`/api/quotes/${id}`, { method: 'PATCH', session, body: JSON.stringify({ lines, ...extra }) })
}

/** Signs in a member of staff by e-mail and password over REST. */
export async function signIn(email: string, password: string, headers: Record<string, string> = {}): Promise<Session> {
  const response = await fetch(`${baseUrl()}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify({ email, password }) })
  expect(response.status).toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { token, authHeader: { Authorization: `JWT ${token}` } }
}
