// What an operator needs to find one request: every request gets an id, sent back in
// X-Request-Id on every response (and in the JSON of the API's error answers, see
// src/platform/request-id.ts), and one line of the process's logger (src/infrastructure/logger.mjs:
// JSON on stdout, as Payload's own lines) when it ends:
//   {"level":30,"time":…,"name":"payload","requestId":"…","method":"GET","route":"/products","status":200,"durationMs":12.3,"msg":"request"}
// No personal data: no query string (searches, e-mail links), no address, no body; tokens
// in a path (password reset, e-mail verification) are replaced.
import crypto from 'node:crypto'
import { logger as processLogger } from '../../src/infrastructure/logger.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'
/** An id from a trusted proxy (nginx's $request_id is 32 hex digits): short and plain, so it cannot forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/
const LONGEST_ROUTE = 300
/** Payload's address segments that carry a secret token. */
const TOKEN_SEGMENT = /\/(reset|verify)\/[^/]+/g

/** @type {import('pino').Logger | undefined} */
let requestLines
/**
 * The process's logger at level info whatever LOG_LEVEL says: LOG_REQUESTS alone turns the request
 * lines off (a quiet LOG_LEVEL for Payload keeps them).
 */
function requestLogger() {
  requestLines ??= processLogger().child({}, { level: 'info' })
  return requestLines
}

/** @param {string | undefined} value LOG_REQUESTS: on unless "false" (src/config/env.server.ts validates it). */
export const requestLogEnabled = (value) => value?.trim().toLowerCase() !== 'false'

/** @param {string | undefined} url */
export function routeOf(url) {
  const path = (url ?? '/').split('?')[0].split('#')[0].replace(TOKEN_SEGMENT, '/$1/:token')
  return path.length > LONGEST_ROUTE ? `${path.slice(0, LONGEST_ROUTE)}…` : path
}

/**
 * Gives the request its id (the trusted proxy's, or a new one: a client's own is never taken
 * unless proxies are trusted) and logs its line once the response is sent.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ trustProxy: boolean, log: boolean, logger?: import('pino').Logger }} options
 */
export function traceRequest(req, res, { trustProxy, log, logger = requestLogger() }) {
  const started = process.hrtime.bigint()
  const offered = req.headers[REQUEST_ID_HEADER]
  const id = trustProxy && typeof offered === 'string' && ACCEPTED_ID.test(offered) ? offered : crypto.randomUUID()
  // The app (Payload's error answers) reads it from the request; clients cannot set it otherwise.
  req.headers[REQUEST_ID_HEADER] = id
  res.setHeader('X-Request-Id', id)
  if (!log) return
  let logged = false
  const line = () => {
    if (logged) return
    logged = true
    const entry = {
      requestId: id,
      method: req.method,
      route: routeOf(req.url),
      status: res.statusCode,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      // The client went away before the answer was complete.
      ...(res.writableFinished ? {} : { aborted: true }),
    }
    logger.info(entry, 'request')
  }
  // 'finish' once the last byte is handed to the system (pages are held until complete);
  // 'close' without it when the client left first.
  res.once('finish', line)
  res.once('close', line)
}
