import { describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl } from '../helpers/http'

/**
 * Who may send the public writes (newsletter, contact, like): only JSON from
 * the site's own pages, limited per visitor and per network, never closed
 * for everyone. The test server trusts one proxy hop, so each request names
 * its client in X-Forwarded-For, as nginx would.
 */
const SUBSCRIBE = '/api/newsletter-subscribers/subscribe'
const CONTACT = '/api/contact-messages/submit'
let clients = 0
const newVisitor = () => {
  clients += 1
  return `192.${Math.floor(clients / 250) + 1}.${clients % 250}.33`
}
const message = (subject: string) => ({ name: 'Buyer Name', email: 'buyer@example.com', subject, message: 'Please send your metallic thread colour card.' })
const post = (path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  api(path, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...headers } })

async function storedSubjects(subject: string): Promise<number> {
  const admin = await adminSession()
  const found = await api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}&limit=1`, { session: admin })
  return Number(found.body.totalDocs ?? 0)
}

describe('cross-site posts', () => {
  it.each([SUBSCRIBE, CONTACT])('%s refuses a body that is not JSON (what a form on another site sends) with 415', async (path) => {
    const reply = await post(path, 'email=victim%40example.com', newVisitor(), { 'Content-Type': 'application/x-www-form-urlencoded' })
    expect(reply.status).toBe(415)
    expect(reply.body.error).toBe('The request body must be JSON (Content-Type: application/json)')
    const plain = await post(path, JSON.stringify({ email: 'victim@example.com' }), newVisitor(), { 'Content-Type': 'text/plain' })
    expect(plain.status).toBe(415)
  })

  it('refuses JSON whose Origin is another site, and stores nothing', async () => {
    const subject = `Cross-site ${Date.now()}`
    const reply = await post(CONTACT, message(subject), newVisitor(), { Origin: 'https://attacker.example' })
    expect(reply.status).toBe(403)
    expect(reply.body.error).toBe('Forms on this site can only be sent from its own pages.')
    const subscribe = await post(SUBSCRIBE, { email: `victim.${Date.now()}@example.com` }, newVisitor(), { Origin: 'null' })
    expect(subscribe.status).toBe(403)
    expect(await storedSubjects(subject)).toBe(0)
  })

  it('accepts JSON from the English and the Chinese site', async () => {
    const english = new URL(baseUrl()).origin
    const chinese = english.replace('://', '://zh.')
    expect((await post(SUBSCRIBE, { email: `en.${Date.now()}@example.com` }, newVisitor(), { Origin: english })).status).toBe(201)
    expect((await post(SUBSCRIBE, { email: `zh.${Date.now()}@example.com` }, newVisitor(), { Origin: chinese })).status).toBe(201)
  })
})

describe('one abuser does not close the forms for everyone', () => {
  it('a first-time visitor\'s message gets through while one address floods the form', async () => {
    const flooder = newVisitor()
    let stop = false
    let refused = 0
    const flood = (async () => {
      // Bounded: at most 400 requests, 8 at a time, stopped as soon as the visitor is through.
      for (let round = 0; round < 50 && !stop; round += 1) {
        const replies = await Promise.all(Array.from({ length: 8 }, (_, index) => post(CONTACT, message(`Flood ${round}-${index}`), flooder)))
        refused += replies.filter((reply) => reply.status === 429).length
      }
    })()
    // Wait until the flood is being refused, then send a genuine message.
    await expect.poll(() => refused, { timeout: 20_000 }).toBeGreaterThan(0)
    const subject = `Genuine ${Date.now()}`
    const started = performance.now()
    const genuine = await post(CONTACT, message(subject), newVisitor())
    const elapsed = performance.now() - started
    stop = true
    await flood
    expect(genuine.status).toBe(201)
    expect(await storedSubjects(subject)).toBe(1)
    console.log(`first-time visitor's message during a flood: ${elapsed.toFixed(0)} ms`)
  })

  it('a sender rotating addresses inside one network is stopped at the network\'s ceiling; other networks are not', async () => {
    const network = `203.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}`
    const statuses = []
    for (let host = 1; host <= 40; host += 1) statuses.push((await post(SUBSCRIBE, { email: `rotate.${host}.${Date.now()}@example.com` }, `${network}.${host}`)).status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(30)
    expect(statuses.slice(30)).toEqual(Array(10).fill(429))
    expect((await post(SUBSCRIBE, { email: `outside.${Date.now()}@example.com` }, newVisitor())).status).toBe(201)
  })
})
