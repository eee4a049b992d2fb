import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { databaseUnavailableMessages } from '../../src/shared/http/database-unavailable'
import { adminSession, api, type Session } from '../helpers/http'
import { setPostgresReadOnly } from '../helpers/read-only-database'

/**
 * The built server on a PostgreSQL database that turns read-only while it
 * runs: the administrator's login and saves are answered 503 with a message
 * they can act on, never a bare 500. (On SQLite the server's connection
 * cannot be made read-only from outside; tests/integration covers SQLite.)
 */
const databaseUrl = inject('databaseUrl')
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
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
    await setPostgresReadOnly(databaseUrl, true)
    await waitUntil(async () => (await readProducts()).status === 200, 'the server reads again')
  })
  afterAll(async () => {
    await setPostgresReadOnly(databaseUrl, false)
    await waitUntil(async () => (await login()).status === 200, 'a login works again')
    const left = await api(`/api/products?where[slug][equals]=read-only-${run}&depth=0`, { session: admin })
    for (const doc of left.body.docs ?? []) await api(`/api/products/${String(doc.id)}`, { method: 'DELETE', session: admin })
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
})
