// Adds the Content-Security-Policy to every HTML page the app sends, in one of two ways
// decided when Next sends the page's headers (decision 008):
// - a page rendered for this request alone (Cache-Control: no-store: a search, the admin)
//   is streamed as Next writes it, under a policy with this request's nonce, which Next
//   puts on its own scripts (it reads the nonce from the request's CSP header, as its
//   documentation describes for a proxy);
// - a page Next may serve again from its cache (the public pages) carries scripts rendered
//   for another request, so it is held until complete and its scripts are allowed by hash:
//   only those of the shapes Next writes (content-security.mjs). The policy and a gzipped
//   copy are kept per ETag, so a cached page costs one lookup.
// Next is asked for every page uncompressed (Accept-Encoding removed); pages are compressed here.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { logger } from '../../src/infrastructure/logger.mjs'
import { contentSecurityPolicy, nextScriptHashes } from './content-security.mjs'

const gzip = promisify(zlib.gzip)
const CACHE_LIMIT = 500
/** @type {Map<string, { policy: string, gzipped?: Buffer }>} */
const byEtag = new Map()

/** Page requests only: not build files, images, API calls, files, or Next's client navigations (RSC). */
export function isPageRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree']) return false
  const path = (req.url ?? '/').split('?')[0]
  return !/^\/(_next|api)\//.test(path) && !/\.[a-z0-9]{1,8}$/i.test(path)
}

function remember(key, entry) {
  if (byEtag.size >= CACHE_LIMIT) byEtag.delete(byEtag.keys().next().value)
  byEtag.set(key, entry)
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))

/** Node's optional-argument forms of write(chunk, encoding?, callback?) and end(chunk?, encoding?, callback?). */
function writeArguments(chunk, encoding, callback) {
  if (typeof chunk === 'function') return { chunk: undefined, encoding: undefined, callback: chunk }
  if (typeof encoding === 'function') return { chunk, encoding: undefined, callback: encoding }
  return { chunk, encoding, callback }
}

/**
 * Draws the nonce Next puts on the scripts it renders for this request, and hands it to Next in the
 * request header it reads it from (replacing whatever a client sent there). Every request gets one, not
 * only page requests: a client navigation or prefetch (RSC) can render a page that Next then caches and
 * serves as HTML, and its scripts must carry a nonce to be told apart from a script in the content.
 * @param {import('node:http').IncomingMessage} req
 */
export function drawRenderNonce(req) {
  const nonce = crypto.randomBytes(18).toString('base64')
  delete req.headers['content-security-policy-report-only']
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
  return nonce
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean, nonce: string }} options
 */
export function securePage(req, res, { https, nonce }) {
  const acceptsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))
  delete req.headers['accept-encoding']
  // What the response's methods were when the page began. Next wraps them afterwards (its compression
  // hooks writeHead and queues 'drain' listeners until then), so these wrappers stay in place and pass
  // calls down to the originals once the way of sending is chosen, never putting the originals back.
  const original = { write: res.write, end: res.end, writeHead: res.writeHead, flushHeaders: res.flushHeaders }
  /** @type {undefined | 'hold' | 'stream' | 'send'} (send: a held page on its way) */
  let mode
  /** @type {zlib.Gzip | undefined} */
  let compressor
  /** @type {undefined | ((chunk: Buffer, callback?: () => void) => boolean)} */
  let compress
  const chunks = []

  // Headers are only collected until the way of sending is chosen.
  res.writeHead = function (status, reason, headers) {
    if (mode === 'stream' || mode === 'send') return original.writeHead.apply(res, arguments)
    const fields = typeof reason === 'string' ? headers : reason
    res.statusCode = status
    if (typeof reason === 'string') res.statusMessage = reason
    if (Array.isArray(fields)) for (let index = 0; index + 1 < fields.length; index += 2) res.setHeader(fields[index], fields[index + 1])
    else if (fields) for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value)
    return res
  }

  /** Called with the first byte (or the headers' flush): everything Next decided about the page is in its headers. */
  function choose() {
    if (mode) return mode
    const html = String(res.getHeader('content-type') ?? '').startsWith('text/html')
    const perRequest = /\bno-store\b/.test(String(res.getHeader('cache-control') ?? ''))
    mode = html && !perRequest ? 'hold' : 'stream'
    if (mode === 'stream' && html) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy([`'nonce-${nonce}'`], { https }))
      if (acceptsGzip && req.method !== 'HEAD') compressAsWritten()
    }
    return mode
  }

  /** Gzip that flushes after every write, so the visitor gets each part of the page when Next sends it. */
  function compressAsWritten() {
    compressor = zlib.createGzip({ level: 6 })
    res.removeHeader('Content-Length')
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '))
    compressor.on('data', (data) => original.write.call(res, data))
    // Backpressure as the socket reports it now: a false makes Next wait for 'drain' on the response,
    // so it may only be said while the response awaits one. (The answer of the compressor's last write
    // to the socket is stale by then: the socket may have drained since, and Next would wait forever.)
    compress = (chunk, callback) => {
      compressor.write(chunk)
      compressor.flush(zlib.constants.Z_SYNC_FLUSH, () => callback?.())
      return !res.writableNeedDrain
    }
  }

  res.flushHeaders = function () {
    if (choose() === 'stream') original.flushHeaders.call(res)
  }
  res.write = function (...args) {
    const { chunk, encoding, callback } = writeArguments(...args)
    if (choose() === 'stream') {
      if (!compressor) return original.write.apply(res, args)
      return chunk === undefined || chunk === null ? true : compress(toBuffer(chunk, encoding), callback)
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    callback?.()
    return true
  }
  res.end = function (...args) {
    const { chunk, encoding, callback } = writeArguments(...args)
    if (choose() === 'stream') {
      if (!compressor) return original.end.apply(res, args)
      if (chunk !== undefined && chunk !== null) compressor.write(toBuffer(chunk, encoding))
      compressor.once('end', () => original.end.call(res, callback))
      compressor.end()
      return res
    }
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const send = (body) => {
      mode = 'send'
      original.end.call(res, body, callback)
    }
    void finishHeld().then(send, () => send(Buffer.concat(chunks)))
    return res
  }

  async function finishHeld() {
    const body = Buffer.concat(chunks)
    if (body.length === 0) return body
    const etag = res.getHeader('etag')
    const key = etag ? `${req.headers.host}|${req.url}|${etag}` : undefined
    let entry = key ? byEtag.get(key) : undefined
    if (!entry) {
      const { hashes, unknown } = nextScriptHashes(body.toString('utf8'))
      // Left blocked; said, since after an upgrade of Next it would be a script of Next's own (decision 008).
      if (unknown > 0) logger().warn(`${req.url?.split('?')[0]}: ${unknown} inline script${unknown > 1 ? 's' : ''} of a shape Next does not write, left out of the page's policy`)
      entry = { policy: contentSecurityPolicy(hashes, { https }) }
      if (key) remember(key, entry)
    }
    res.setHeader('Content-Security-Policy', entry.policy)
    if (!acceptsGzip || body.length < 1024) {
      res.setHeader('Content-Length', body.length)
      return body
    }
    const gzipped = entry.gzipped ?? (await gzip(body, { level: 6 }))
    if (key) entry.gzipped = gzipped
    res.setHeader('Content-Encoding', 'gzip')
    res.setHeader('Content-Length', gzipped.length)
    return req.method === 'HEAD' ? Buffer.alloc(0) : gzipped
  }
}
