import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseUnavailableMessages } from '../../src/shared/http/database-unavailable'
import { adminSession, api, type Session } from '../helpers/http'
import { setPostgresReadOnly } from '../helpers/read-only-database'
import { en } from '../../src/i18n/messages/en'
import { zhHant } from '../../src/i18n/messages/zh-Hant'
import { encodeLines } from '../../src/requests/lines'
import { testServer } from '../helpers/test-server'

/**
 * The built server on a PostgreSQL database that turns read-only while it
 * runs: the administrator's login and saves are answered 503 with a message
 * they can act on, never a bare 500.
 */
const databaseUrl = testServer().databaseUrl
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
let requestLines: { product: number; code: number; kind: 'samples'; quantity: number; unit: 'cones'; note: string }[]
let clients = 0
/** A client of its own per public write (the test server trusts one proxy hop), so no limit is met. */
const visitor = () => {
  clients += 1
  return `100.${64 + Math.floor(clients / 250)}.${clients % 250}.9`
}
const publicPost = (path: string, body: unknown) => api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'X-Forwarded-For': visitor() } })
const buyer = { name: 'Read Only Buyer', company: 'Read Only Co', email: 'buyer@read-only.example', country: 'France', message: 'Please send samples of the golds.' }
const credentials = { email: inject('adminEmail'), password: inject('adminPassword') }

const login = (headers: Record<string, string> = {}) =>
  api('/api/users/login', { method: 'POST', body: JSON.stringify(credentials), headers })
const newProduct = (session: Session, headers: Record<string, string> = {}) =>
  api('/api/products', { method: 'POST', session, body: JSON.stringify({ name: `Read-only ${run}`, slug: `read-only-${run}` }), headers })

const readProducts = () => api('/api/products?limit=1&depth=0', { session: admin })

/**
 * The server's pool connections are ended by the change, and a request may
 * still pick one the server has not yet seen close: wait (with a deadline)
 * until the condition holds on fresh connections.
 */
async function waitUntil(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Timed out waiting until ${what}`)
}

describe.runIf(databaseUrl)('a read-only PostgreSQL database', () => {
  beforeAll(async () => {
    admin = await adminSession()
    const product = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Read-only thread ${run}`, slug: `read-only-thread-${run}`, status: 'Active' }) })
    const productId = (product.body.doc as { id: number }).id
    const code = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product: productId, itemCode: `RO-${run}` }) })
    requestLines = [{ product: productId, code: (code.body.doc as { id: number }).id, kind: 'samples', quantity: 1, unit: 'cones', note: '' }]
    await setPostgresReadOnly(databaseUrl, true)
    await waitUntil(async () => (await readProducts()).status === 200, 'the server reads again')
  })
  afterAll(async () => {
    await setPostgresReadOnly(databaseUrl, false)
    await waitUntil(async () => (await login()).status === 200, 'a login works again')
    for (const slug of [`read-only-${run}`, `read-only-thread-${run}`]) {
      const left = await api(`/api/products?where[slug][equals]=${slug}&depth=0`, { session: admin })
      for (const doc of left.body.docs ?? []) await api(`/api/products/${String(doc.id)}`, { method: 'DELETE', session: admin })
    }
  })

  it('still serves reads', async () => {
    expect((await readProducts()).status).toBe(200)
  })

  it('answers an admin login 503 with the message (a login stores a session)', async () => {
    const reply = await login()
    expect(reply.status).toBe(503)
    expect(reply.body.errors?.[0]?.message).toBe(databaseUnavailableMessages.en)
  })

  it('answers an admin save 503 with the message, in Chinese for a Chinese admin', async () => {
    const english = await newProduct(admin)
    expect(english.status).toBe(503)
    expect(english.body.errors?.[0]?.message).toBe(databaseUnavailableMessages.en)
    const chinese = await newProduct(admin, { 'Accept-Language': 'zh-TW' })
    expect(chinese.status).toBe(503)
    expect(chinese.body.errors?.[0]?.message).toBe(databaseUnavailableMessages['zh-Hant'])
  })

  it.each([
    ['contact', '/api/contact-messages/submit', { name: 'Read Only', email: 'buyer@read-only.example', subject: 'Read-only', message: 'Please quote 200 cones of gold.' }],
    ['newsletter', '/api/newsletter-subscribers/subscribe', { email: `read-only-${run}@example.com` }],
    ['like', '/api/news-items/1/like', { action: 'like' }],
  ])('answers the public %s form 503 with the visitor message, not 500', async (_form, path, body) => {
    const reply = await publicPost(path, body)
    expect(reply.status).toBe(503)
    expect(reply.body.error).toBe(en.common.formUnavailable)
  })

  it('answers a sample request 503 in the visitor language, over JSON and as a plain form post', async () => {
    const english = await publicPost('/api/requests/submit', { ...buyer, lines: requestLines, locale: 'en' })
    expect(english.status).toBe(503)
    expect(english.body.error).toBe(en.common.formUnavailable)
    const chinese = await publicPost('/api/requests/submit', { ...buyer, lines: requestLines, locale: 'zh-Hant' })
    expect(chinese.status).toBe(503)
    expect(chinese.body.error).toBe(zhHant.common.formUnavailable)
    const form = await fetch(`${testServer().baseUrl}/request/send`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ ...buyer, lines: encodeLines(requestLines) }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: testServer().baseUrl, 'X-Forwarded-For': visitor() },
    })
    expect(form.status).toBe(503)
    expect(await form.text()).toBe(en.common.formUnavailable)
  })

})
