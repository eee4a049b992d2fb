import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * Malformed requests to the REST API (which only administrators may read) and
 * broken percent-encoding: each gets a 400 saying what is wrong, never a 500,
 * while Payload's own limits and the site's own server-side reads keep working.
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const message = (reply: { body: { errors?: { message: string }[] } }) => reply.body.errors?.[0]?.message

let admin: Session
let productSlug: string
let productId: number

beforeAll(async () => {
  admin = await adminSession()
  productSlug = `bounded-${run}`
  const created = await api('/api/products', { method: 'POST', body: JSON.stringify({ name: 'Bounded thread', slug: productSlug, status: 'Active' }), session: admin })
  if (created.status !== 201) throw new Error(`Creating the product failed: ${created.status} ${JSON.stringify(created.body)}`)
  productId = (created.body.doc as { id: number }).id
  const code = await api('/api/item-codes', { method: 'POST', body: JSON.stringify({ product: productId, itemCode: `BOUND-${run}` }), session: admin })
  if (code.status !== 201) throw new Error(`Creating the item code failed: ${code.status}`)
})

describe('whole lists', () => {
  it('administrators keep Payload’s own limits', async () => {
    for (const path of ['/api/item-codes?limit=100000&depth=2', '/api/products?pagination=false&depth=0', '/api/products?limit=0&depth=3']) {
      const reply = await api(path, { session: admin })
      expect(reply.status, path).toBe(200)
      expect(Array.isArray(reply.body.docs), path).toBe(true)
    }
  })

  it('visitors get none (403)', async () => {
    for (const path of ['/api/item-codes?limit=100000&depth=2', '/api/products?pagination=false', '/api/globals/home-page?depth=5']) {
      const reply = await api(path)
      expect(reply.status, path).toBe(403)
      expect(reply.body.docs, path).toBeUndefined()
    }
  })

  it('the site’s own server-side reads (sitemap: every product at once) are not bounded', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`/products/${productSlug}`)
  })
})

describe('an administrator’s malformed query is a 400 saying what is wrong', () => {
  it.each([
    ['where=abc', 'The where parameter must be written as where[field][operator]=value'],
    ['where[name][contains]=a%00b', 'Query parameters cannot contain NUL characters (%00)'],
    ['limit=5&limit=6', 'limit must be given once'],
    ['page=0', 'page starts at 1'],
    ['data={bad', 'data must be JSON'],
    ['where[name][nope]=x', /cannot be queried/],
    ['where[missing][equals]=1', /cannot be queried: missing/],
  ])('products?%s', async (query, expected) => {
    const reply = await api(`/api/products?${query}`, { session: admin })
    expect(reply.status, query).toBe(400)
    if (typeof expected === 'string') expect(message(reply)).toBe(expected)
    else expect(message(reply)).toMatch(expected)
  })

  it.each([
    'where[categories][all]=1',
    'where[name][all]=1,x',
    'where[id][in]=1,abc',
    'where[id][equals]=abc',
    'where[displayOrder][equals]=abc',
    'where[status][equals][$ne]=1',
    'where[name][near]=1,2',
    'where[slug][within]=x',
    'where[status][equals]=Deleted',
    'where[status][like]=Act',
    'where[createdAt][not_like]=x',
    'where[createdAt][greater_than]=not-a-date',
    `where[id][less_than]=${'9'.repeat(40)}`,
  ])('products?%s is answered (a 400 when the database cannot run it), never a 500', async (query) => {
    for (const path of [`/api/products?${query}`, `/api/products/count?${query}`]) {
      const reply = await api(path, { session: admin })
      expect([200, 400], `${path}: ${JSON.stringify(reply.body)}`).toContain(reply.status)
      if (reply.status === 400) expect(message(reply), path).toMatch(/\S/)
    }
  })

  it('a bulk write with a malformed where is refused and changes nothing', async () => {
    const reply = await api('/api/products?where[id][in]=1,abc', { method: 'PATCH', body: '{"name":"Renamed in bulk"}', session: admin })
    expect([200, 400]).toContain(reply.status)
    const after = await api(`/api/products/${productId}`, { session: admin })
    expect(after.body.name).toBe('Bounded thread')
  })
})

describe('text with a NUL character (which PostgreSQL cannot store) is never a server error', () => {
  const refusedOrAnswered = (reply: { status: number; body: { errors?: { message: string }[] } }) => {
    expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500)
    if (reply.status === 400) expect(message(reply)).toMatch(/database cannot run this request|cannot contain control characters/)
  }
  it('in data an administrator saves', async () => {
    const reply = await api(`/api/products/${productId}`, { method: 'PATCH', body: JSON.stringify({ name: 'Bad\u0000name' }), session: admin })
    refusedOrAnswered(reply)
    await api(`/api/products/${productId}`, { method: 'PATCH', body: JSON.stringify({ name: 'Bounded thread' }), session: admin })
  })
  it('in a sign-in address', async () => {
    const reply = await api('/api/users/login', { method: 'POST', body: JSON.stringify({ email: 'a\u0000b@example.com', password: 'x' }), headers: { 'X-Forwarded-For': '198.51.100.78' } })
    refusedOrAnswered(reply)
    expect(reply.body).not.toHaveProperty('token')
  })
})

describe('broken percent-encoding is a 400, not a 500', () => {
  it.each(['/%', '/a%zz', '/products/%ff', '/news/a%00b', '/products?q=%00'])('page %s', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad Request: the address is not validly percent-encoded or holds a NUL character')
  })

  it.each(['/api/products/%ff', '/api/%zz', '/api/news-items/%ff/like'])('API %s', async (path) => {
    const reply = await api(path)
    expect(reply.status).toBe(400)
    expect(message(reply)).toBe('the address is not validly percent-encoded or holds a NUL character')
  })

  it('a valid encoding still reaches its page', async () => {
    const response = await fetch(`${baseUrl()}/products/${encodeURIComponent(productSlug)}`)
    expect(response.status).toBe(200)
  })
})

describe('e-mail verification, which this site does not use', () => {
  it('POST /api/users/verify/:token is a 404, not a server error', async () => {
    const reply = await api('/api/users/verify/abc', { method: 'POST' })
    expect(reply.status).toBe(404)
    expect(message(reply)).toBe('The requested resource was not found.')
  })
})

/** A request with any method, by hand: fetch() refuses TRACE, TRACK and CONNECT. */
function rawRequest(method: string, path: string): Promise<{ status: number; allow?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: new URL(baseUrl()).port, method, path })
    const read = (response: http.IncomingMessage) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, text }))
    }
    request.on('response', read)
    // CONNECT's answer comes as a tunnel event, whatever its status.
    request.on('connect', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, text: '' })
    })
    request.on('error', reject)
    request.end()
  })
}

describe('the server edge answers what Next cannot with a 4xx, not a 500', () => {
  it.each([
    ['TRACE', '/'],
    ['TRACK', '/'],
    ['TRACE', '/api/products'],
    ['CONNECT', 'example.com:443'],
  ])('%s %s is a 405 naming the methods served', async (method, path) => {
    const reply = await rawRequest(method, path)
    expect(reply.status).toBe(405)
    expect(reply.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  })

  it.each(['/_next/%zz', '/_next/static/%E0%A4%A', '/favicon%zz.ico'])('GET %s is a 400', async (path) => {
    const response = await fetch(`${baseUrl()}${path}`)
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('Bad Request: the address is not validly percent-encoded or holds a NUL character')
  })

  it("Next's image optimizer is off: /_next/image is a 404, for any image", async () => {
    const response = await fetch(`${baseUrl()}/_next/image?url=${encodeURIComponent('/api/media/file/any.jpg')}&w=640&q=75`, { headers: { Accept: 'image/avif,image/webp' } })
    expect(response.status).toBe(404)
  })
})

describe('the home page stays responsive while visitors ask the API for whole lists (refused)', () => {
  const HAMMERS = 8

  it(`p50 of 20 home page reads while ${HAMMERS} clients ask for every item code`, async () => {
    const timed = async (path: string) => {
      const started = performance.now()
      const response = await fetch(`${baseUrl()}${path}`)
      await response.arrayBuffer()
      return { ms: performance.now() - started, status: response.status }
    }
    await timed('/')
    let hammering = true
    const statuses: number[] = []
    const hammer = async () => {
      while (hammering) statuses.push((await timed('/api/item-codes?limit=100000&depth=2')).status)
    }
    const hammers = Array.from({ length: HAMMERS }, hammer)
    const times: number[] = []
    for (let index = 0; index < 20; index += 1) {
      const reply = await timed('/')
      expect(reply.status).toBe(200)
      times.push(reply.ms)
    }
    hammering = false
    await Promise.all(hammers)
    const p50 = [...times].sort((a, b) => a - b)[10] ?? Number.NaN
    console.log(`home page p50 with ${HAMMERS} clients asking for everything: ${p50.toFixed(1)} ms (${statuses.length} list requests, all ${[...new Set(statuses)].join('/')})`)
    expect(new Set(statuses)).toEqual(new Set([403]))
    // Generous: the machine running the tests may be busy; with the API open and unbounded it was tens of seconds on a large catalogue.
    expect(p50).toBeLessThan(3000)
  })
})
