#!/usr/bin/env node
// The production web server: Next's request handler inside a plain Node HTTP
// server, for what Next's own server cannot do:
// - the client's address: Next passes on an X-Forwarded-For header that any
//   client can write, and the app limits public writes per address. Here the
//   address is taken from the socket (or from the hop a trusted proxy added,
//   TRUST_PROXY) and handed to the app in one header clients cannot set;
// - a Content-Security-Policy on every page (lib/secure-pages.mjs): a page rendered
//   per request is streamed under a nonce Next puts on its scripts, a cached page is
//   allowed its own scripts by hash; and HSTS when SITE_URL is HTTPS, on every response
//   whatever route sent it;
// - a request id on every response and one JSON log line per request (lib/request-log.mjs);
// - a 405 for methods no route serves (TRACE, TRACK, CONNECT…) and a 400 for a
//   file address that cannot be decoded (/_next/%zz), where Next answers 500.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { logger } from '../src/infrastructure/logger.mjs'
import { CLIENT_ADDRESS_HEADER, parseTrustProxy, resolveClientAddress } from './lib/client-address.mjs'
import { HSTS } from './lib/content-security.mjs'
import { requestLogEnabled, traceRequest } from './lib/request-log.mjs'
import { drawRenderNonce, isPageRequest, securePage } from './lib/secure-pages.mjs'

// Logs go to stdout and stderr. When whatever read them has gone (a closed pipe or socket: a
// supervisor or a terminal that exited), every write fails with EPIPE, and a stream error no one
// listens for became an uncaught exception whose report was another failed write: the server spun
// a core and stopped answering (tests/http/health.test.ts, "keeps answering once whatever read its
// output has gone"). With no one reading, log lines are dropped and the site goes on serving.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error
  })
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)
// Like `next start`: every interface unless HOSTNAME names one.
const hostname = process.env.HOSTNAME || undefined
const trustedHops = parseTrustProxy(process.env.TRUST_PROXY)
const https = (process.env.SITE_URL ?? '').startsWith('https://')
const tracing = { trustProxy: trustedHops > 0, log: requestLogEnabled(process.env.LOG_REQUESTS) }

// Next builds the proxy's rewrite addresses on `localhost`; given another name here
// (HOSTNAME=127.0.0.1 behind nginx) it took each rewrite for an outside address and
// proxied it to itself, failing every page with a 500. The listening address is HOSTNAME's.
const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// The methods Next's routes answer; anything else (TRACE, TRACK…) made Next fail with a 500.
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const METHOD_NOT_ALLOWED = { status: 405, text: 'Method Not Allowed', headers: { Allow: [...SERVED_METHODS].join(', ') } }
// The same words as src/proxy.ts, which answers for pages and (in JSON) for /api and /admin;
// Next's own files (/_next/…) and addresses with a dot never reach it.
const BAD_ENCODING = { status: 400, text: 'Bad Request: the address is not validly percent-encoded or holds a NUL character', headers: {} }
const PAYLOAD_PATH = /^\/(api|admin)(\/|$)/

function decodable(url) {
  try {
    decodeURIComponent(url.split('?')[0])
    return true
  } catch {
    return false
  }
}

function refusal(req) {
  if (!SERVED_METHODS.has(req.method)) return METHOD_NOT_ALLOWED
  if (!PAYLOAD_PATH.test(req.url) && !decodable(req.url)) return BAD_ENCODING
  return undefined
}

const plainAnswer = ({ status, text, headers }) => ({ status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close', ...headers }, body: text })

const server = http.createServer((req, res) => {
  // An id on every request and response, and one log line each (lib/request-log.mjs).
  traceRequest(req, res, tracing)
  const refused = refusal(req)
  if (refused) {
    const { status, headers, body } = plainAnswer(refused)
    res.writeHead(status, headers).end(body)
    return
  }
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  // Next and Payload read X-Forwarded-For too: they see the same single address.
  req.headers['x-forwarded-for'] = address
  if (https) res.setHeader('Strict-Transport-Security', HSTS)
  const nonce = drawRenderNonce(req)
  if (isPageRequest(req)) securePage(req, res, { https, nonce })
  res.once('finish', () => closeUnreadBody(req))
  void handle(req, res)
})

/**
 * A request answered before its body was read (an upload refused from its headers) may still
 * be sending megabytes. Node reads and drops what arrives meanwhile; the connection is closed
 * after a moment unless the body has ended. Not at once: closing a socket with unread data
 * sends a reset, which can make the client lose the answer it was just sent.
 */
const UNREAD_BODY_GRACE_MS = 2000
function closeUnreadBody(req) {
  if (req.complete) return
  setTimeout(() => {
    if (!req.complete) req.socket.destroy()
  }, UNREAD_BODY_GRACE_MS).unref()
}

/** An answer written on the socket itself, for requests that never become a request object. */
function answerOnSocket(socket, { status, headers, body }) {
  const head = Object.entries({ ...headers, 'Content-Length': Buffer.byteLength(body) }).map(([name, value]) => `${name}: ${value}\r\n`).join('')
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${head}\r\n${body}`)
}

// A method Node's parser does not know (TRACK) never reaches the request handler either: Node
// answers 400 for it, like for any request it cannot parse. Those keep Node's own answers.
server.on('clientError', (error, socket) => {
  if (!socket.writable) return socket.destroy()
  answerOnSocket(socket, error.code === 'HPE_INVALID_METHOD' ? plainAnswer(METHOD_NOT_ALLOWED) : nodeClientErrorAnswer(error))
})
const nodeClientErrorAnswer = (error) => ({
  status: error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
  headers: { Connection: 'close' },
  body: '',
})
// CONNECT (a proxy tunnel) never reaches the request handler; without an answer Node drops the socket.
server.on('connect', (_req, socket) => answerOnSocket(socket, plainAnswer(METHOD_NOT_ALLOWED)))
// Longer than nginx's upstream keep-alive, so the proxy never reuses a socket the app is closing.
server.keepAliveTimeout = 75_000
server.headersTimeout = 76_000
// A port already taken (another server left running) is a failed start: said, and exit code 1 for
// whatever started this server (Next's own handler of uncaught exceptions ended it with 0).
server.once('error', (error) => {
  logger().fatal(`The server could not listen on port ${port}: ${error.message}`)
  process.exit(1)
})
server.listen(port, hostname, () => {
  logger().info(`Ready on http://${hostname ?? 'localhost'}:${port}${trustedHops ? ` (trusting ${trustedHops} proxy hop${trustedHops > 1 ? 's' : ''})` : ''}`)
})

let closing = false
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(0), 10_000).unref()
  })
}
