import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { createTestDatabase, type TestDatabase } from '../helpers/databases'
import { freePort } from '../helpers/ports'

/**
 * The app as `npm start` runs it: no proxy trusted (TRUST_PROXY unset). The
 * client's address is the socket's, so X-Forwarded-For and our own header
 * name change nothing; only another source address is another visitor
 * (127.0.0.0/8 is all loopback on Linux, so each test binds its own).
 */
let server: ChildProcess
let database: TestDatabase
let port = 0
const email = 'admin@example.com'
const password = 'client-address-password-0123'

const VIEWS_PER_MINUTE = 12

type Reply = { status: number; body: Record<string, unknown> }
function request(path: string, { method = 'GET', body, from = '127.0.0.1', headers = {} }: { method?: string; body?: unknown; from?: string; headers?: Record<string, string> } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const call = http.request(
      { host: '127.0.0.1', port, path, method, localAddress: from, headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers } },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: Record<string, unknown> = {}
          try {
            parsed = JSON.parse(text) as Record<string, unknown>
          } catch {
            parsed = { text }
          }
          resolve({ status: response.statusCode ?? 0, body: parsed })
        })
      },
    )
    call.on('error', reject)
    call.end(payload)
  })
}

let newsId = 0
beforeAll(async () => {
  database = await createTestDatabase('client-address')
  port = await freePort()
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    // HTTPS, to see HSTS; requests here go to the app's port over plain HTTP, as from a TLS proxy.
    SITE_URL: `https://localhost:${port}`,
    PAYLOAD_SECRET: 'client-address-secret-of-thirty-two-chars',
    ADMIN_EMAIL: email,
    ADMIN_PASSWORD: password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'fatal',
    TRUST_PROXY: '',
    // Listening on one address, as behind nginx (npm run start:proxy): Next must still reach its own rewrites.
    HOSTNAME: '127.0.0.1',
    // Small, so the limit of pages rendered per request is met in a few requests (the default is 300).
    UNCACHED_VIEWS_PER_MINUTE: String(VIEWS_PER_MINUTE),
  }
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl
  prepareDatabase(env)
  server = startServer({ port, env, stdio: ['ignore', 'inherit', 'inherit'] })
  await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { child: server })
  const login = await request('/api/users/login', { method: 'POST', body: { email, password } })
  const token = String(login.body.token)
  const auth = { Authorization: `JWT ${token}` }
  const form = new FormData()
  const { makeJpeg } = await import('../helpers/fixtures')
  form.append('file', new Blob([new Uint8Array(await makeJpeg(400, 300))], { type: 'image/jpeg' }), 'address.jpg')
  form.append('_payload', JSON.stringify({ alt: 'A cone' }))
  const media = (await (await fetch(`http://127.0.0.1:${port}/api/media`, { method: 'POST', body: form, headers: auth })).json()) as { doc: { id: number } }
  const news = await fetch(`http://127.0.0.1:${port}/api/news-items`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Address test',
      slug: 'address-test',
      status: 'Active',
      description: 'A description long enough.',
      articleBody: 'An article body that is long enough to be valid.',
      primaryImage: media.doc.id,
    }),
  })
  newsId = ((await news.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  server?.kill('SIGTERM')
  await database?.drop()
})

describe('on an HTTPS site', () => {
  it('sends HSTS on every response, and pages ask browsers to upgrade any http: address', async () => {
    for (const path of ['/', '/api/users/me', '/admin/login']) {
      const reply = await new Promise<http.IncomingMessage>((resolve, reject) => http.get({ host: '127.0.0.1', port, path }, resolve).on('error', reject))
      reply.resume()
      expect(reply.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains')
      if (path !== '/api/users/me') expect(reply.headers['content-security-policy'], path).toContain('upgrade-insecure-requests')
    }
  })
})

describe('listening on 127.0.0.1 (HOSTNAME), as behind nginx', () => {
  // serve.mjs gives Next the name localhost whatever HOSTNAME is: given 127.0.0.1, Next took its own
  // rewrites (/products → /en/products) for outside addresses and failed every page with a 500 (decision 008).
  it('serves the pages Next rewrites to their language', async () => {
    for (const path of ['/products', '/news', '/search?q=gold']) {
      const reply = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: `localhost:${port}` } })
      expect(reply.status, path).toBe(200)
      expect(await reply.text(), path).toContain('<html lang="en"')
    }
  })
})

describe('without a trusted proxy', () => {
  it('counts one like from one address however X-Forwarded-For and X-Client-Address are forged', async () => {
    const replies: Reply[] = []
    for (let index = 0; index < 100; index += 1) {
      replies.push(
        await request(`/api/news-items/${newsId}/like`, {
          method: 'POST',
          body: { action: 'like' },
          from: '127.0.0.2',
          headers: { 'X-Forwarded-For': `198.51.${index}.7`, 'X-Client-Address': `203.0.${index}.9`, 'X-Real-IP': `192.0.2.${index}` },
        }),
      )
    }
    const counted = replies.filter((reply) => reply.body.counted === true).length
    const limited = replies.filter((reply) => reply.status === 429).length
    console.log(`likes accepted from one address with rotating headers: ${counted} of 100 (${limited} refused with 429)`)
    expect(counted).toBe(1)
    expect(limited).toBe(40)
  })

  it('limits contact messages by the socket address, not by a forged header', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 8; index += 1) {
      const reply = await request('/api/contact-messages/submit', {
        method: 'POST',
        body: { name: 'Rotating sender', email: 'rotate@example.com', subject: `Rotation ${index}`, message: 'A message of more than ten characters.' },
        from: '127.0.0.3',
        headers: { 'X-Forwarded-For': `198.51.100.${index}` },
      })
      statuses.push(reply.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429])
  })

  it('counts another source address as another visitor', async () => {
    const reply = await request(`/api/news-items/${newsId}/like`, { method: 'POST', body: { action: 'like' }, from: '127.0.1.4' })
    expect(reply.body).toEqual({ likes: 2, counted: true })
  })
})

describe('pages rendered for each request', () => {
  it('are limited per visitor, refused cheaply in their language, while cached pages and other visitors are served', async () => {
    const statuses: number[] = []
    for (let index = 0; index < VIEWS_PER_MINUTE; index += 1) {
      const path = index % 3 === 0 ? `/search?q=cone${index}` : index % 3 === 1 ? `/colours?hex=${(0x123456 + index).toString(16)}` : `/products?q=gold${index}`
      statuses.push((await request(path, { from: '127.0.2.5', headers: { 'X-Forwarded-For': `198.51.100.${index}` } })).status)
    }
    expect(statuses).toEqual(Array(VIEWS_PER_MINUTE).fill(200))

    const refused = await new Promise<http.IncomingMessage & { text: string }>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/news?page=2', localAddress: '127.0.2.5' }, (reply) => {
          let text = ''
          reply.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
          reply.on('end', () => resolve(Object.assign(reply, { text })))
        })
        .on('error', reject),
    )
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.text).toBe('Too many searches and filtered pages from this address. Please wait a minute and try again.')

    const refusedInChinese = await request('/resources?category=books', { from: '127.0.2.5', headers: { Host: `zh.localhost:${port}` } })
    expect(refusedInChinese).toEqual({ status: 429, body: { text: '此地址的搜尋及篩選頁面請求過多，請稍候一分鐘再試。' } })

    expect((await request('/colours', { from: '127.0.2.5' })).status).toBe(200)
    expect((await request('/search?q=cone', { from: '127.0.2.6' })).status).toBe(200)
  })
})
