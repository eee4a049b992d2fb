import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger } from '../../src/infrastructure/logger.mjs'
import { routeOf, traceRequest } from './request-log.mjs'

let server: http.Server | undefined
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

/** A real HTTP server whose every request goes through traceRequest, the lines of its logger kept here. */
async function serve(trustProxy: boolean, status = 200) {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) } })
  server = http.createServer((req, res) => {
    traceRequest(req, res, { trustProxy, log: true, logger })
    res.writeHead(status, { 'Content-Type': 'text/plain' }).end(`id ${String(req.headers['x-request-id'])}`)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, lines }
}

describe('request log', () => {
  it('logs one line per request with the id it sends back, the path without its query, the status and the time taken', async () => {
    const { origin, lines } = await serve(false, 404)
    const response = await fetch(`${origin}/products?q=mei%40example.com`, { headers: { 'X-Request-Id': 'chosen-by-a-client' } })
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    // The app sees the same id, never the client's.
    expect(await response.text()).toBe(`id ${id}`)
    await expect.poll(() => lines.length).toBe(1)
    // A line of the one logger: pino's level, time and name, as Payload's own lines.
    expect(lines[0]).toMatchObject({ level: 30, name: 'payload', msg: 'request', requestId: id, method: 'GET', route: '/products', status: 404 })
    expect(lines[0]!.time).toEqual(expect.any(Number))
    expect(lines[0]!.durationMs).toBeGreaterThanOrEqual(0)
    expect(JSON.stringify(lines)).not.toContain('mei')
  })

  it("takes a trusted proxy's id when it is plain, and makes one otherwise", async () => {
    const { origin } = await serve(true)
    const trusted = await fetch(origin, { headers: { 'X-Request-Id': '0123456789abcdef0123456789abcdef' } })
    expect(trusted.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef')
    const forged = await fetch(origin, { headers: { 'X-Request-Id': 'a"}\\n{"forged":true' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('replaces the tokens of reset and verification links', () => {
    expect(routeOf('/admin/reset/abc123secret?x=1')).toBe('/admin/reset/:token')
    expect(routeOf('/api/users/verify/abc123secret')).toBe('/api/users/verify/:token')
    expect(routeOf('/api/users/reset-password')).toBe('/api/users/reset-password')
  })
})
