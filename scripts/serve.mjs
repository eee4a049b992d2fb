#!/usr/bin/env node
// The production web server: Next's request handler inside a plain Node HTTP
// server, for what Next's own server cannot do:
// - the client's address: Next passes on an X-Forwarded-For header that any
//   client can write, and the app limits public writes per address. Here the
//   address is taken from the socket (or from the hop a trusted proxy added,
//   TRUST_PROXY) and handed to the app in one header clients cannot set;
// - a Content-Security-Policy with the hashes of each page's inline scripts
//   (lib/secure-pages.mjs), and HSTS when SITE_URL is HTTPS, on every response
//   whatever route sent it;
// - a request id on every response and one JSON log line per request (lib/request-log.mjs).
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { CLIENT_ADDRESS_HEADER, parseTrustProxy, resolveClientAddress } from './lib/client-address.mjs'
import { HSTS } from './lib/content-security.mjs'
import { requestLogEnabled, traceRequest } from './lib/request-log.mjs'
import { holdPageForPolicy, isPageRequest } from './lib/secure-pages.mjs'

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

const server = http.createServer((req, res) => {
  // An id on every request and response, and one log line each (lib/request-log.mjs).
  traceRequest(req, res, tracing)
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  req.headers[CLIENT_ADDRESS_HEADER] = address
  // Next and Payload read X-Forwarded-For too: they see the same single address.
  req.headers['x-forwarded-for'] = address
  if (https) res.setHeader('Strict-Transport-Security', HSTS)
  if (isPageRequest(req)) holdPageForPolicy(req, res, { https })
  void handle(req, res)
})
// Longer than nginx's upstream keep-alive, so the proxy never reuses a socket the app is closing.
server.keepAliveTimeout = 75_000
server.headersTimeout = 76_000
server.listen(port, hostname, () => {
  console.log(`  ▲ Ready on http://${hostname ?? 'localhost'}:${port}${trustedHops ? ` (trusting ${trustedHops} proxy hop${trustedHops > 1 ? 's' : ''})` : ''}`)
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
