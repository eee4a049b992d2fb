// The Content-Security-Policy of every HTML page (public site and admin).
// A page rendered for one request runs its scripts by that request's nonce
// (secure-pages.mjs). A page Next serves from its cache was rendered for
// another request, so its inline scripts (the page's data for hydration,
// different on every page) are allowed by their SHA-256 hashes, and only those
// Next and React wrote: statements that push JSON data into Next's own queues
// (which run no code of their own), and scripts carrying the nonce those
// statements carry (the one drawn for the render that made the page). Any
// other inline script, for example one injected into a text, stays blocked.
import crypto from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Types a browser runs; JSON-LD and other data blocks are never executed, so they need no hash.
const RUNNABLE_TYPE = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i
// The queues Next's pages fill inline: the flight data (next/dist/server/app-render/use-flight-response.js)
// and Turbopack's list of chunks to load (the bootstrap script of the build).
const NEXT_QUEUES = ['(self.__next_f=self.__next_f||[]).push(', 'self.__next_f.push(', '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(']

/** Whether `text` parses as JSON: a value, never code. */
function isJson(text) {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/**
 * Whether a script's text is only `queue.push(JSON)` statements on Next's queues, joined by `;`.
 * The argument ends at a `)` followed by `;` or the end; of the candidates, the first that parses as JSON.
 * @param {string} body
 */
export function isNextDataScript(body) {
  let rest = body.trim()
  if (!rest) return false
  while (rest) {
    const queue = NEXT_QUEUES.find((prefix) => rest.startsWith(prefix))
    if (!queue) return false
    const argument = rest.slice(queue.length)
    let end = -1
    for (let close = argument.indexOf(')'); close !== -1; close = argument.indexOf(')', close + 1)) {
      const after = argument.slice(close + 1)
      if ((after === '' || after.startsWith(';')) && isJson(argument.slice(0, close))) {
        end = close
        break
      }
    }
    if (end === -1) return false
    rest = argument.slice(end + 1).replace(/^;/, '').trim()
  }
  return true
}

const NONCE_ATTRIBUTE = /\snonce\s*=\s*"([^"]*)"/i

/**
 * @param {string} html
 * @returns {{ hashes: string[], unknown: number }} the CSP hash sources of the page's inline scripts Next and React
 *   wrote, and how many other runnable inline scripts the page holds (left blocked)
 */
export function nextScriptHashes(html) {
  const runnable = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (RUNNABLE_TYPE.test(type)) runnable.push({ body, nonce: NONCE_ATTRIBUTE.exec(` ${attributes}`)?.[1], data: isNextDataScript(body) })
  }
  // A page rendered for a request with a nonce (then cached) has it on every script Next and React wrote,
  // including React's own code that reveals parts streamed late ($RC…). It was drawn at random when the
  // page was rendered, so a script in the page's content cannot carry it.
  const renderNonces = new Set(runnable.filter((script) => script.data && script.nonce).map((script) => script.nonce))
  const hashes = new Set()
  let unknown = 0
  for (const script of runnable) {
    if (!script.data && !(script.nonce && renderNonces.has(script.nonce))) {
      unknown += 1
      continue
    }
    hashes.add(`'sha256-${crypto.createHash('sha256').update(script.body, 'utf8').digest('base64')}'`)
  }
  return { hashes: [...hashes], unknown }
}

/**
 * @param {string[]} scriptSources the page's hash sources, or its nonce source
 * @param {{ https: boolean }} options
 */
export function contentSecurityPolicy(scriptSources, { https }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    // React and Next set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Video embeds (YouTube, Vimeo) and the office map the administrator chooses.
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export const HSTS = 'max-age=31536000; includeSubDomains'
