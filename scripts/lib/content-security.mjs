// The Content-Security-Policy of every HTML page (public site and admin).
// Next and Payload put a few inline scripts in each page (the page's data
// for hydration); their content differs per page, so the policy allows
// exactly those scripts by their SHA-256 hashes, computed from the page as
// it is sent. No nonce: nonces would make every page dynamic, and the public
// pages are served from Next's cache.
import crypto from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Types a browser runs; JSON-LD and other data blocks are never executed, so they need no hash.
const RUNNABLE_TYPE = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i

/** @param {string} html @returns {string[]} the CSP hash sources of the page's inline scripts */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!RUNNABLE_TYPE.test(type)) continue
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * @param {string[]} scriptHashes
 * @param {{ https: boolean }} options
 */
export function contentSecurityPolicy(scriptHashes, { https }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
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
