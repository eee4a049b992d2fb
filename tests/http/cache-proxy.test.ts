import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { encodeLines } from '../../src/requests/lines'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, getWithHost, type Session } from '../helpers/http'
import { freePort } from '../helpers/ports'
import { slowUpload } from '../helpers/slow-upload'
import { testServer } from '../helpers/test-server'

// The production cache layer (deploy/nginx) in front of the test server.
const PAGE_TTL_SECONDS = 2
const run = Date.now().toString(36)
let proxy: ChildProcess
let prefix: string
let proxyUrl: string
let admin: Session

async function viaProxy(path: string, init: RequestInit = {}) {
  const response = await fetch(`${proxyUrl}${path}`, { redirect: 'manual', ...init })
  return { status: response.status, cache: response.headers.get('x-cache-status'), cacheControl: response.headers.get('cache-control'), text: await response.text() }
}

beforeAll(async () => {
  admin = await adminSession()
  const appPort = new URL(testServer().baseUrl).port
  const port = await freePort()
  prefix = temporaryPrefix('proxy-test')
  const config = writeProxyConfig({ prefix, listen: port, upstream: `127.0.0.1:${appPort}`, pageTtlSeconds: PAGE_TTL_SECONDS, workers: 1, siteUrl: 'https://kinsen.example' })
  proxy = await startNginx({ config, port, prefix, stdio: 'ignore' })
  proxyUrl = `http://localhost:${port}`
})

afterAll(() => {
  proxy?.kill('SIGQUIT')
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true })
})

describe('the caching proxy', () => {
  it('answers a public page from its cache after the first request, and tells browsers to revalidate', async () => {
    const first = await viaProxy(`/about?probe=${run}`)
    const second = await viaProxy(`/about?probe=${run}`)
    expect(first.status).toBe(200)
    expect(first.cache).toBe('MISS')
    expect(second.cache).toBe('HIT')
    expect(second.text).toBe(first.text)
    expect(second.cacheControl).toBe(`public, max-age=0, s-maxage=${PAGE_TTL_SECONDS}, must-revalidate`)
  })

  it('keeps the two languages apart', async () => {
    const english = await viaProxy('/about')
    const chinese = (await getWithHost(proxyUrl, '/about', `zh.${new URL(proxyUrl).host}`)).text
    expect(english.text).toContain('lang="en"')
    expect(chinese).toContain('lang="zh-Hant')
  })

  it("shows an administrator's edit within a few seconds", async () => {
    const created = await api('/api/products', {
      method: 'POST',
      session: admin,
      body: JSON.stringify({ name: `Proxy Gold ${run}`, slug: `proxy-gold-${run}`, status: 'Active' }),
    })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    const path = `/products/proxy-gold-${run}`
    expect((await viaProxy(path)).text).toContain(`Proxy Gold ${run}`)
    expect((await viaProxy(path)).cache).toBe('HIT')

    const renamed = await api(`/api/products/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ name: `Proxy Platinum ${run}` }) })
    expect(renamed.status).toBe(200)
    const savedAt = Date.now()
    let seenAfterMs = Number.POSITIVE_INFINITY
    while (Date.now() - savedAt < 10_000) {
      if ((await viaProxy(path)).text.includes(`Proxy Platinum ${run}`)) {
        seenAfterMs = Date.now() - savedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // The page's time in the proxy, one background refresh, and polling.
    expect(seenAfterMs).toBeLessThan((PAGE_TTL_SECONDS + 3) * 1000)
  })

  it('never caches the admin, a signed-in request, or a client-side navigation', async () => {
    const adminPage = await viaProxy('/admin/login')
    expect(adminPage.cache).toBe('BYPASS')
    expect(adminPage.cacheControl).toBe('private, no-store')

    const cookie = { Cookie: `payload-token=${admin.token}` }
    await viaProxy('/about', { headers: cookie })
    const signedIn = await viaProxy('/about', { headers: cookie })
    expect(signedIn.cache).toBe('BYPASS')
    expect(signedIn.cacheControl).toBe('private, no-cache')

    const navigation = await viaProxy('/about', { headers: { RSC: '1' } })
    expect(navigation.cache).toBe('BYPASS')
  })

  it("serves a buyer's own /request when their request-list cookie holds a list (issue 28.3), and the plain one from the cache otherwise", async () => {
    await viaProxy('/request')
    expect((await viaProxy('/request')).cache).toBe('HIT')
    const created = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Kept list ${Date.now()}`, slug: `kept-list-${Date.now()}`, status: 'Active' }) })
    expect(created.status).toBe(201)
    const product = Number((created.body.doc as { id: number }).id)
    const kept = { Cookie: `other=1; request-list=${encodeLines([{ product, kind: 'samples', quantity: 7, unit: 'cones', note: '' }])}` }
    const own = await viaProxy('/request', { headers: kept })
    expect(own.cache).toBe('BYPASS')
    expect(own.text).toContain('data-request-line')
    // The plain page in the cache was not replaced by the buyer's.
    const plain = await viaProxy('/request')
    expect(plain.cache).toBe('HIT')
    expect(plain.text).not.toContain('data-request-line')
  })

  it("never stores a buyer's own page behind a signed address: a quote (its Accept form) or a sent request's summary", async () => {
    for (const path of [`/quote/1-${'x'.repeat(32)}`, `/request/sent/1-abc-${'y'.repeat(32)}`]) {
      const first = await viaProxy(path)
      const second = await viaProxy(path)
      expect(first.status).toBe(404)
      expect([first.cache, second.cache]).toEqual(['BYPASS', 'BYPASS'])
      expect(second.cacheControl).toBe('private, no-store')
    }
  })

  it('passes every API read and write to the app, uncached', async () => {
    const read = await viaProxy('/api/products?limit=1')
    expect(read.cache).toBe('BYPASS')
    expect(read.cacheControl).toBe('private, no-store')

    const email = `proxy-${run}@example.com`
    const subscribe = () =>
      viaProxy('/api/newsletter-subscribers/subscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) })
    const first = await subscribe()
    const second = await subscribe()
    expect(first.status).toBe(201)
    expect(second.status).toBe(409)
    expect(second.text).toContain('This email is already subscribed to our newsletter.')
  })

  it('sends HSTS with the files it serves itself when the site is on HTTPS', async () => {
    const html = await viaProxy('/about')
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html.text)?.[0]
    expect(asset).toBeTruthy()
    const reply = await fetch(`${proxyUrl}${asset}`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })

  it('answers a client without gzip from the gzip copy it keeps', async () => {
    await viaProxy('/about')
    const plain = await fetch(`${proxyUrl}/about`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('<html')
  })

  it('limits one address\'s uncached list queries, while cached pages stay fast for everyone', async () => {
    await viaProxy('/')
    const homeTimes: number[] = []
    const statuses: number[] = []
    // A bounded flood: 16 at a time of random list queries, 15 rounds.
    const flood = (async () => {
      for (let round = 0; round < 15; round += 1) {
        const replies = await Promise.all(
          Array.from({ length: 16 }, (_, index) => fetch(`${proxyUrl}/products?q=flood-${run}-${round}-${index}`).then(async (reply) => (await reply.arrayBuffer(), reply.status))),
        )
        statuses.push(...replies)
      }
    })()
    for (let probe = 0; probe < 20; probe += 1) {
      const started = performance.now()
      const home = await viaProxy('/')
      homeTimes.push(performance.now() - started)
      expect(home.status).toBe(200)
    }
    await flood
    const refused = statuses.filter((status) => status === 429).length
    expect(refused).toBeGreaterThan(0)
    // The burst (20) and the rate (5 a second) went through; the rest was refused before reaching the app.
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(statuses.length / 2)
    const p50 = [...homeTimes].sort((a, b) => a - b)[10]!
    console.log(`home page p50 through the proxy during a list-query flood: ${p50.toFixed(1)} ms; ${refused} of ${statuses.length} flood requests refused`)
    // A plain list page is cached and not limited.
    expect((await viaProxy('/products')).status).toBe(200)
  })

  it('limits the colour finder\'s per-colour views like the other uncached lists', async () => {
    // 30 at once: past the burst of 20 whatever the earlier tests left in this address's bucket.
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, index) => fetch(`${proxyUrl}/colours?hex=${(0xa00000 + index * 97 + run.length).toString(16)}`).then(async (reply) => (await reply.arrayBuffer(), reply.status))),
    )
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true)
    expect((await viaProxy('/colours')).status).toBe(200)
  })

  it('refuses an anonymous multipart upload itself, before reading it; a signed-in one and the sign-in form pass', async () => {
    const refused = await slowUpload(proxyUrl, '/api/media', 30 * 1024 * 1024)
    console.log(`anonymous 30 MB upload through the proxy: 403 after ${refused.ms.toFixed(0)} ms, ${(refused.sentAtResponse / 1024 / 1024).toFixed(1)} MB sent`)
    expect(refused.status).toBe(403)
    expect(JSON.parse(refused.body)).toEqual({ errors: [{ message: 'You are not allowed to perform this action.' }] })
    expect(refused.sentAtResponse).toBeLessThan(refused.total)

    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await makeJpeg(64, 48))], { type: 'image/jpeg' }), `proxy-${run}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'through the proxy' }))
    const signedIn = await fetch(`${proxyUrl}/api/media`, { method: 'POST', body: form, headers: { Cookie: `payload-token=${admin.token}`, Origin: baseUrl() } })
    expect(signedIn.status).toBe(201)
    const { doc } = (await signedIn.json()) as { doc: { id: number } }
    await api(`/api/media/${doc.id}`, { method: 'DELETE', session: admin })

    const signIn = new FormData()
    signIn.append('_payload', JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }))
    expect((await fetch(`${proxyUrl}/api/users/login`, { method: 'POST', body: signIn })).status).toBe(200)
  })

  it("stops serving a file within SHARED_FILE_CACHE_SECONDS (a minute unless set) of its product's deactivation", async () => {
    const sharedSeconds = inject('sharedFileCacheSeconds')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await makeJpeg(64, 48))], { type: 'image/jpeg' }), `withdrawn-${run}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'withdrawn' }))
    const uploaded = await api('/api/media', { method: 'POST', body: form, session: admin })
    expect(uploaded.status).toBe(201)
    const image = uploaded.body.doc as { id: number; url: string }
    const product = await api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Withdrawn ${run}`, slug: `withdrawn-${run}`, status: 'Active', image: image.id }) })
    expect(product.status).toBe(201)
    const productId = (product.body.doc as { id: number }).id
    const file = new URL(image.url).pathname
    const cachedAt = Date.now()
    expect((await viaProxy(file)).status).toBe(200)
    expect((await viaProxy(file)).cache).toBe('HIT')

    const deactivated = await api(`/api/products/${productId}`, { method: 'PATCH', session: admin, body: JSON.stringify({ status: 'Inactive' }) })
    expect(deactivated.status).toBe(200)
    const deactivatedAt = Date.now()
    expect((await fetch(`${baseUrl()}${file}`)).status).toBe(404)
    let goneAfterMs = Number.POSITIVE_INFINITY
    while (Date.now() - deactivatedAt < (sharedSeconds + 15) * 1000) {
      if ((await viaProxy(file)).status === 404) {
        goneAfterMs = Date.now() - deactivatedAt
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    const sharedForMs = deactivatedAt + goneAfterMs - cachedAt
    console.log(`file of a deactivated product gone from the proxy ${(goneAfterMs / 1000).toFixed(1)} s after the deactivation, ${(sharedForMs / 1000).toFixed(1)} s after it was cached`)
    // The time the proxy may share it from when it was stored, its clock's whole seconds, and polling.
    expect(sharedForMs).toBeLessThan((sharedSeconds + 3) * 1000)
    // Once gone, it stays gone: no stale copy comes back.
    expect((await viaProxy(file)).status).toBe(404)
    await api(`/api/products/${productId}`, { method: 'DELETE', session: admin })
    await api(`/api/media/${image.id}`, { method: 'DELETE', session: admin })
  }, 90_000)
})
