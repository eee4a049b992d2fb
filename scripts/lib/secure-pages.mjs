// Adds the Content-Security-Policy (with the page's own script hashes) to
// every HTML page the app sends. The page is held until it is complete,
// hashed, then compressed here, since Next would otherwise compress it
// before the hashes can be read. A page Next serves from its cache carries
// an ETag, and the policy and the compressed copy are kept per ETag, so a
// cached page costs one lookup.
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { contentSecurityPolicy, inlineScriptHashes } from './content-security.mjs'

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

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean }} options
 */
export function holdPageForPolicy(req, res, { https }) {
  const acceptsGzip = /\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))
  delete req.headers['accept-encoding']
  const chunks = []
  const original = { write: res.write.bind(res), end: res.end.bind(res), writeHead: res.writeHead.bind(res) }

  res.writeHead = (status, reason, headers) => {
    const fields = typeof reason === 'string' ? headers : reason
    res.statusCode = status
    if (typeof reason === 'string') res.statusMessage = reason
    if (Array.isArray(fields)) for (let index = 0; index + 1 < fields.length; index += 2) res.setHeader(fields[index], fields[index + 1])
    else if (fields) for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value)
    return res
  }
  res.flushHeaders = () => {}
  res.write = (chunk, encoding, callback) => {
    if (chunk !== undefined && chunk !== null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    if (typeof encoding === 'function') encoding()
    else if (typeof callback === 'function') callback()
    return true
  }
  res.end = (chunk, encoding, callback) => {
    if (typeof chunk === 'function') {
      callback = chunk
      chunk = undefined
    } else if (typeof encoding === 'function') {
      callback = encoding
      encoding = undefined
    }
    if (chunk !== undefined && chunk !== null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
    const send = (body) => {
      // Node writes the status line through res.writeHead (its implicit header): the originals go back first.
      Object.assign(res, original)
      res.flushHeaders = Object.getPrototypeOf(res).flushHeaders
      res.end(body, callback)
    }
    void finish().then(send, () => send(Buffer.concat(chunks)))
    return res
  }

  async function finish() {
    const body = Buffer.concat(chunks)
    const type = String(res.getHeader('content-type') ?? '')
    if (!type.startsWith('text/html') || body.length === 0) return body
    const etag = res.getHeader('etag')
    const key = etag ? `${req.headers.host}|${req.url}|${etag}` : undefined
    let entry = key ? byEtag.get(key) : undefined
    if (!entry) {
      entry = { policy: contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), { https }) }
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
