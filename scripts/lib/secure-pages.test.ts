import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { drawRenderNonce, securePage } from './secure-pages.mjs'

// The serving layer of scripts/serve.mjs with a handler that writes a page the way Next does (headers, a
// flush, then parts), holding its slow part until the visitor has the first one: a page rendered per
// request must reach the visitor part by part; a cacheable page is held whole, for its scripts' hashes.
let server: http.Server | undefined
afterEach(async () => {
  // A page still held (the failure this file looks for) must not keep the server open.
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
})

const HEAD = '<!DOCTYPE html><html><head></head><body><header>Top of the page</header><p data-pending>Searching…</p>'
const TAIL = '<script>self.__next_f.push([1,"results"])</script><div>The results</div></body></html>'

function startServer(cacheControl: string, slowPartMayGo: Promise<void>) {
  server = http.createServer((req, res) => {
    securePage(req, res, { https: false, nonce: drawRenderNonce(req) })
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', cacheControl)
    res.flushHeaders()
    res.write(HEAD)
    void slowPartMayGo.then(() => res.end(TAIL))
  })
  return new Promise<string>((resolve) => server!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)))
}

/** Reads the answer; `onFirstPart` runs when the first bytes of the page arrive. */
function read(origin: string, headers: Record<string, string>, onFirstPart: (text: string) => void) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(origin, { headers }, (response) => {
        const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(zlib.createGunzip()) : response
        let text = ''
        body.on('data', (part: Buffer) => {
          if (!text) onFirstPart(part.toString('utf8'))
          text += part.toString('utf8')
        })
        body.on('end', () => resolve({ headers: response.headers, body: text }))
        body.on('error', reject)
      })
      .on('error', reject)
  })
}

describe('the page security layer', () => {
  it.each([[{}], [{ 'accept-encoding': 'gzip' }]])('streams a page rendered per request: the top arrives before the slow part is written (%j)', async (headers) => {
    let release!: () => void
    const slowPart = new Promise<void>((resolve) => (release = resolve))
    const origin = await startServer('private, no-cache, no-store, max-age=0, must-revalidate', slowPart)
    let firstPart = ''
    const reply = await read(origin, headers, (text) => {
      firstPart = text
      // Only now may the handler write the rest: had the layer held the page, this would never run.
      release()
    })
    expect(firstPart).toContain('<header>Top of the page</header>')
    expect(firstPart).not.toContain('The results')
    expect(reply.body).toBe(HEAD + TAIL)
    expect(reply.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{24}';/)
  })

  it('holds a page that may be cached until it is complete, then allows its scripts by hash', async () => {
    const origin = await startServer('s-maxage=31536000', Promise.resolve())
    const reply = await read(origin, { 'accept-encoding': 'gzip' }, () => {})
    expect(reply.body).toBe(HEAD + TAIL)
    expect(reply.headers['content-length']).toBeDefined()
    expect(reply.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/)
  })
})

describe('the page security layer under backpressure', () => {
  // A large admin page to a visitor slower than the server (a busy browser): Next writes until the
  // response says to wait, then waits for 'drain'. Every false the layer gives must be followed by a
  // 'drain', or the page stops half-sent (the translations screens did, under load in CI).
  it('streams a large gzipped page to a visitor who waits before reading', async () => {
    // Large parts first (they fill the socket while the visitor waits), then small ones, as a page's
    // last Suspense parts are: a small part after a wait is written at once and asks for no 'drain'.
    const text = (index: number, bytes: number) => Buffer.from(`<p>${index}:${crypto.randomBytes(bytes).toString('base64')}</p>`)
    const parts = Array.from({ length: 104 }, (_, index) => text(index, index < 64 ? 48 * 1024 : 64))
    let mayRead!: () => void
    const visitorReads = new Promise<void>((resolve) => (mayRead = resolve))
    server = http.createServer(async (req, res) => {
      securePage(req, res, { https: false, nonce: drawRenderNonce(req) })
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
      res.flushHeaders()
      // The visitor reads once the server is told to wait, or once all is sent (the system's buffers took it).
      res.once('finish', mayRead)
      for (const part of parts) {
        if (!res.write(part)) {
          mayRead()
          await new Promise((resolve) => res.once('drain', resolve))
        }
        // React writes its parts on later turns, as they render.
        await new Promise((resolve) => setImmediate(resolve))
      }
      res.end()
    })
    const origin = await new Promise<string>((resolve) => server!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)))
    const body = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(origin, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('gzip')
          response.pause()
          void visitorReads.then(() => {
            const received: Buffer[] = []
            const gunzip = response.pipe(zlib.createGunzip())
            gunzip.on('data', (part: Buffer) => received.push(part))
            gunzip.on('end', () => resolve(Buffer.concat(received)))
            gunzip.on('error', reject)
          })
        })
        .on('error', reject)
    })
    expect(body.equals(Buffer.concat(parts))).toBe(true)
  }, 20_000)
})
