import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, baseUrl, createDocument } from '../helpers/http'

// What the production server (scripts/serve.mjs, decision 008) promises every page: a Content-Security-Policy
// without 'unsafe-inline' for scripts; a page rendered per request streamed as Next renders it, under a
// nonce Next puts on its own scripts; a cached page allowed its own scripts by hash and still cached.
const run = Date.now().toString(36)
const word = `streamword${run}`

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A GET (gunzipped when asked for gzip). */
function get(path: string, { host = new URL(baseUrl()).host, headers = {} as Record<string, string> } = {}): Promise<Reply> {
  const url = new URL(path, baseUrl())
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host, ...headers } }, (response) => {
      const parts: Buffer[] = []
      const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(zlib.createGunzip()) : response
      body.on('data', (part: Buffer) => parts.push(part))
      body.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts).toString('utf8') }))
      body.on('error', reject)
    })
    request.on('error', reject)
  })
}

const scriptSources = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? []
/** Inline scripts a browser runs (not files, not JSON-LD), with their attributes. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(([, attributes = '']) => !/\ssrc=/.test(` ${attributes}`) && !/type="application\/ld\+json"/.test(attributes))

beforeAll(async () => {
  const admin = await adminSession()
  await createDocument(admin, 'products', { name: `${word} Gold`, slug: `stream-${run}`, status: 'Active', description: `The ${word} range.` }, { name: `${word} 金線` })
})

describe('a page rendered per request (the search)', () => {
  it.each([
    ['English', ''],
    ['Chinese', 'zh.'],
  ])('in %s, is streamed as rendered, under a nonce on every script (the streaming itself: scripts/lib/secure-pages.test.ts)', async (_language, prefix) => {
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const reply = await get(`/search?q=${word}`, { host: `${prefix}${new URL(baseUrl()).host}`, headers })
      expect(reply.status).toBe(200)
      expect(reply.headers['cache-control']).toContain('no-store')
      // Streamed: no length known in advance.
      expect(reply.headers['content-length']).toBeUndefined()
      expect(reply.headers['transfer-encoding']).toBe('chunked')
      expect(reply.body).toContain('data-search-total="1"')
      expect(reply.body).toContain(`${word} `)
      // The results are in the page itself, never in a later segment only script reveals ($RC), so they show
      // without JavaScript (issue 50.1): no "Searching…" placeholder, no hidden segment holding them.
      expect(reply.body).not.toContain('data-search-pending')
      const hidden = reply.body.indexOf('<div hidden id="S:')
      if (hidden >= 0) expect(reply.body.indexOf('data-search-total="1"')).toBeLessThan(hidden)
      const sources = scriptSources(String(reply.headers['content-security-policy']))
      const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/)
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources.filter((source) => source.startsWith("'sha256-"))).toEqual([])
      const scripts = inlineScripts(reply.body)
      expect(scripts.length).toBeGreaterThan(2)
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`)
    }
  })

  it('takes a new nonce for every request and never one a client sends', async () => {
    const nonces = new Set<string>()
    for (let index = 0; index < 3; index += 1) {
      const reply = await get(`/search?q=${word}`, { headers: { 'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAAAA'" } })
      expect(reply.body).not.toContain('AAAAAAAAAAAAAAAAAAAAAAAA')
      nonces.add(String(/'nonce-([^']+)'/.exec(String(reply.headers['content-security-policy']))?.[1]))
    }
    expect(nonces.size).toBe(3)
  })
})

describe('a cached page', () => {
  it('allows exactly the inline scripts Next wrote, by hash, and is served from the cache again', async () => {
    const first = await get('/products')
    const second = await get('/products')
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.headers.etag).toBe(first.headers.etag)
    const sources = scriptSources(String(second.headers['content-security-policy']))
    expect(sources).not.toContain("'unsafe-inline'")
    expect(sources.some((source) => source.startsWith("'nonce-"))).toBe(false)
    const hashes = inlineScripts(second.body).map(([, , body = '']) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
    expect(hashes.length).toBeGreaterThan(2)
    expect(new Set(sources.filter((source) => source.startsWith("'sha256-")))).toEqual(new Set(hashes))
  })
})

describe("a client navigation (Next's RSC request)", () => {
  // The layer tells them from page requests by Next's request headers (rsc, next-router-prefetch,
  // next-router-state-tree) and leaves them as Next sends them: React data, not a page, compressed by Next
  // (a page request's Accept-Encoding is taken away, for the layer to compress the page itself).
  it('is answered with React data, compressed by Next, untouched', async () => {
    // `_rsc` is the cache-busting parameter Next's router adds (empty for a request with no router state).
    const reply = await get('/products?_rsc=', { headers: { rsc: '1', 'accept-encoding': 'gzip' } })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe('gzip')
    expect(reply.headers['content-type']).toContain('text/x-component')
    expect(reply.headers['content-security-policy']).toBeUndefined()
    expect(reply.body).not.toContain('<html')
  })
})
