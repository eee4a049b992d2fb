import http from 'node:http'
import { env } from '../../config/env.server'

/** The one address the site's Page Not Found page is asked at: one page per language, rendered once and kept. */
const NOT_FOUND_ADDRESS = '/page-not-found/document'
const WAIT_MS = 5_000

const plainNotFound = () => new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * The site's own Page Not Found page (its header, its search, its links home), for a route handler
 * whose address names nothing, such as the data sheet of an item code that does not exist.
 *
 * Next answers notFound() in a route handler with an empty 404, and a route handler cannot render
 * the pages' layout; so the page is asked of this same server, on the loopback address and port it
 * listens on, with the visitor's host (which names the language, shared/locales.ts). Should that
 * fail (a server bound to another address), the visitor gets a plain "Not Found", as before.
 */
export async function siteNotFoundPage(request: Request, port = env().port): Promise<Response> {
  const host = request.headers.get('host')
  if (!host) return plainNotFound()
  try {
    const page = await new Promise<{ type: string; body: Buffer }>((resolve, reject) => {
      const asked = http.get({ host: '127.0.0.1', port, path: NOT_FOUND_ADDRESS, headers: { host, accept: 'text/html' }, timeout: WAIT_MS }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const type = String(response.headers['content-type'] ?? '')
          if (response.statusCode === 404 && type.startsWith('text/html')) resolve({ type, body: Buffer.concat(chunks) })
          else reject(new Error(`the Page Not Found page answered ${response.statusCode} ${type}`))
        })
        response.on('error', reject)
      })
      asked.on('timeout', () => asked.destroy(new Error('the Page Not Found page did not answer in time')))
      asked.on('error', reject)
    })
    return new Response(new Uint8Array(page.body), { status: 404, headers: { 'Content-Type': page.type, 'Cache-Control': 'no-store' } })
  } catch {
    return plainNotFound()
  }
}
