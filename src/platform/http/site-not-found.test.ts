import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteNotFoundPage } from './site-not-found'

/** A stand-in for the site's own server: the Page Not Found page in the language its host names, and what it was asked. */
let server: http.Server
let port: number
const asked: { path?: string; host?: string }[] = []

beforeAll(async () => {
  server = http.createServer((request, response) => {
    asked.push({ path: request.url, host: request.headers.host })
    if (request.headers.host === 'broken.example') {
      response.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Server Error</h1>')
      return
    }
    const chinese = request.headers.host?.startsWith('zh.')
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<html lang="${chinese ? 'zh-Hant-HK' : 'en'}"><h1>${chinese ? '找不到頁面' : 'Page Not Found'}</h1></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const visit = (host: string) => new Request(`http://${host}/products/gold/data-sheet/NONE`, { headers: { host } })

describe("the site's Page Not Found page for a route handler", () => {
  it("answers 404 with the page the visitor's host names, asked at one address", async () => {
    for (const [host, heading] of [['kinsen.example', 'Page Not Found'], ['zh.kinsen.example', '找不到頁面']] as const) {
      const answer = await siteNotFoundPage(visit(host), port)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(await answer.text()).toContain(`<h1>${heading}</h1>`)
    }
    expect(asked.slice(-2)).toEqual([
      { path: '/page-not-found/document', host: 'kinsen.example' },
      { path: '/page-not-found/document', host: 'zh.kinsen.example' },
    ])
  })

  it('falls back to a plain 404 when the page does not answer as a 404 page, or nothing listens', async () => {
    const broken = await siteNotFoundPage(visit('broken.example'), port)
    expect([broken.status, broken.headers.get('content-type'), await broken.text()]).toEqual([404, 'text/plain; charset=utf-8', 'Not Found'])
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const nobody = await siteNotFoundPage(visit('kinsen.example'), closedPort)
    expect([nobody.status, await nobody.text()]).toEqual([404, 'Not Found'])
  })
})
