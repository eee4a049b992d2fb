import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs'
import { startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { createTestDatabase, type TestDatabase } from '../helpers/databases'
import { adminSession, getWithHost } from '../helpers/http'
import { freePort } from '../helpers/ports'
import { testServer } from '../helpers/test-server'

/**
 * /healthz and /readyz (src/platform/health), the request id and the request log
 * (scripts/lib/request-log.mjs). The shared test server answers the plain cases; a
 * server of this file's own, whose stdout is read here, on a media folder the test
 * breaks and, in the PostgreSQL pass, on a throw-away PostgreSQL the test stops.
 */
type Readiness = { status: string; checks: Record<string, { status: string; ms: number; reason?: string }> }

const readyz = async (origin: string) => {
  const response = await fetch(`${origin}/readyz`)
  return { status: response.status, body: (await response.json()) as Readiness, headers: response.headers }
}

describe('the shared test server', () => {
  const origin = () => testServer().baseUrl

  it('answers /healthz 200 {"status":"ok"}, never cached', async () => {
    const response = await fetch(`${origin()}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('x-request-id')).toMatch(/\S{8,}/)
  })

  it('answers /readyz 200 with each check, never cached', async () => {
    const reply = await readyz(origin())
    expect(reply.status).toBe(200)
    expect(reply.body.status).toBe('ok')
    expect(reply.body.checks.database?.status).toBe('ok')
    expect(reply.body.checks.storage?.status).toBe('ok')
    expect(reply.body.checks.jobs?.status).toBe('ok')
    // No Redis configured here.
    expect(reply.body.checks.redis?.status).toBe('skipped')
    expect(reply.headers.get('cache-control')).toContain('no-store')
  })

  it('is not sent to a language page by the proxy', async () => {
    const reply = await getWithHost(origin(), '/readyz', `zh.${new URL(origin()).host}`)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toMatch(/^application\/json/)
  })
})

describe('behind the nginx of deploy/nginx', () => {
  const proxies: { child: ChildProcess; prefix: string; url: string }[] = []
  let failing: http.Server
  let failingHits = 0

  async function proxyTo(upstream: string[]) {
    const port = await freePort()
    const prefix = temporaryPrefix('health-proxy')
    const config = writeProxyConfig({ prefix, listen: port, upstream, workers: 1 })
    const child = await startNginx({ config, port, prefix, stdio: 'ignore' })
    proxies.push({ child, prefix, url: `http://localhost:${port}` })
    return `http://localhost:${port}`
  }

  beforeAll(async () => {
    // A node that answers everything 503, as one that lost its database would.
    failing = http.createServer((_, res) => {
      failingHits += 1
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"errors":[{"message":"unavailable"}]}')
    })
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    for (const proxy of proxies) {
      proxy.child.kill('SIGQUIT')
      fs.rmSync(proxy.prefix, { recursive: true, force: true })
    }
    await new Promise((resolve) => failing?.close(resolve))
  })

  it('sends a GET that a node answered 503 to the other node', async () => {
    const { port } = failing.address() as { port: number }
    const proxy = await proxyTo([`127.0.0.1:${port}`, `127.0.0.1:${new URL(testServer().baseUrl).port}`])
    const statuses: number[] = []
    // An administrator's API read: never cached, so every request reaches a node (visitors' API reads are 403).
    const admin = await adminSession()
    for (let index = 0; index < 8; index += 1) statuses.push((await fetch(`${proxy}/api/categories?limit=1&depth=0`, { headers: admin.authHeader })).status)
    expect(failingHits).toBeGreaterThan(0)
    expect(statuses).toEqual(statuses.map(() => 200))
  })

  it('never keeps /healthz or /readyz, and passes its own request id to the app', async () => {
    const proxy = await proxyTo([`127.0.0.1:${new URL(testServer().baseUrl).port}`])
    for (const path of ['/healthz', '/readyz']) {
      const replies = []
      for (let index = 0; index < 3; index += 1) {
        const response = await fetch(`${proxy}${path}`, { headers: { 'X-Request-Id': 'made-up-by-the-client' } })
        replies.push({ status: response.status, cache: response.headers.get('x-cache-status'), id: response.headers.get('x-request-id'), control: response.headers.get('cache-control') })
      }
      for (const reply of replies) {
        expect(reply.status, path).toBe(200)
        expect(reply.cache ?? '', path).not.toMatch(/HIT|STALE|UPDATING/)
        expect(reply.control, path).toContain('no-store')
        // nginx's $request_id, which the test server (TRUST_PROXY) takes and sends back.
        expect(reply.id, path).toMatch(/^[0-9a-f]{32}$/)
      }
      expect(new Set(replies.map((reply) => reply.id)).size).toBe(3)
    }
  })
})

describe('a server of its own', () => {
  let postgres: Awaited<ReturnType<typeof startPostgresCluster>>
  let database: TestDatabase
  let server: ChildProcess
  let origin = ''
  let output = ''
  const logLines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  const lineOf = (requestId: string | null) => logLines().find((line) => line.requestId === requestId)

  beforeAll(async () => {
    database = await createTestDatabase('health')
    const port = await freePort()
    const env: Record<string, string> = {
      DATA_DIR: database.dataDir,
      SITE_URL: `http://localhost:${port}`,
      PAYLOAD_SECRET: 'health-test-secret-of-at-least-thirty-two-chars',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'health-password-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      // No proxy trusted: a client's X-Request-Id is not taken. LOG_REQUESTS is left to its default (on).
      TRUST_PROXY: 'false',
    }
    // A cluster of this file's own, which it stops and starts again.
    postgres = await startPostgresCluster({ database: 'health' })
    env.DATABASE_URL = postgres.url
    prepareDatabase(env)
    server = startServer({ port, env, stdio: ['ignore', 'pipe', 'pipe'] })
    server.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    server.stdout!.setEncoding('utf8')
    server.stdout!.on('data', (chunk: string) => (output += chunk))
    origin = `http://127.0.0.1:${port}`
    await waitUntilReady(`${origin}/readyz`, { child: server, timeoutMs: 180_000 })
  })

  afterAll(async () => {
    if (server && server.exitCode === null) await new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM')))
    await postgres?.stop()
    await database?.drop()
  })

  it("logs one line per request in the logger's JSON with its id, route, status and duration, and no query string", async () => {
    // A visitor's API read: refused (403), and logged like any answer.
    const response = await fetch(`${origin}/api/products?where[slug][equals]=mei.ling@example.com&limit=1`)
    expect(response.status).toBe(403)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    await expect.poll(() => lineOf(id), { timeout: 5000 }).toBeDefined()
    const line = lineOf(id)!
    // A line of the process's one logger, as Payload's own lines (pino: level, epoch time, name, message).
    expect(line).toMatchObject({ level: 30, name: 'payload', msg: 'request', requestId: id, method: 'GET', route: '/api/products', status: 403 })
    expect(line.time).toBeGreaterThan(Date.now() - 60_000)
    expect(typeof line.durationMs).toBe('number')
    expect(output).not.toContain('mei.ling')

    // A page too, logged once sent.
    const page = await fetch(`${origin}/products?q=secret-query`)
    const pageId = page.headers.get('x-request-id')
    await page.text()
    await expect.poll(() => lineOf(pageId), { timeout: 5000 }).toMatchObject({ method: 'GET', route: '/products', status: page.status })
    expect(output).not.toContain('secret-query')
  })

  it('gives each request an id of its own, ignoring the one a client sends', async () => {
    const response = await fetch(`${origin}/healthz`, { headers: { 'X-Request-Id': 'made-up-by-the-client' } })
    const id = response.headers.get('x-request-id')
    expect(id).not.toBe('made-up-by-the-client')
    await expect.poll(() => lineOf(id), { timeout: 5000 }).toMatchObject({ route: '/healthz', status: 200 })
    expect(output).not.toContain('made-up-by-the-client')
  })

  it('puts the id in the JSON of an API error answer', async () => {
    const response = await fetch(`${origin}/api/products/987654321`)
    expect(response.status).toBe(403)
    const id = response.headers.get('x-request-id')
    const body = (await response.json()) as { errors?: unknown[]; requestId?: string }
    expect(body.errors?.length).toBeGreaterThan(0)
    expect(body.requestId).toBe(id)
    await expect.poll(() => lineOf(id), { timeout: 5000 }).toMatchObject({ route: '/api/products/987654321', status: 403 })
  })

  it('reports the storage check failing while the media folder cannot be written, and ready again after', async () => {
    const media = path.join(database.dataDir, 'media')
    const aside = `${media}-aside`
    const existed = fs.existsSync(media)
    if (existed) fs.renameSync(media, aside)
    // A file where the folder should be: neither it nor a probe inside it can be created, even by root.
    fs.writeFileSync(media, 'not a folder')
    try {
      const broken = await readyz(origin)
      expect(broken.status).toBe(503)
      expect(broken.body.status).toBe('fail')
      expect(broken.body.checks.storage?.status).toBe('fail')
      expect(broken.body.checks.database?.status).toBe('ok')
      // What an operator reads: an error code, never the path.
      expect(JSON.stringify(broken.body)).not.toContain(database.dataDir)
    } finally {
      fs.rmSync(media, { force: true })
      if (existed) fs.renameSync(aside, media)
    }
    expect((await readyz(origin)).status).toBe(200)
  })

  it('answers /readyz 503 within 5 s while PostgreSQL is stopped, and 200 once it is back', async () => {
    await postgres.pause()
    try {
      const started = performance.now()
      const down = await readyz(origin)
      const ms = performance.now() - started
      console.log(`/readyz with PostgreSQL stopped: ${down.status} in ${ms.toFixed(0)} ms`, JSON.stringify(down.body.checks))
      expect(down.status).toBe(503)
      expect(ms).toBeLessThan(5000)
      expect(down.body.checks.database?.status).toBe('fail')
      expect(down.body.checks.storage?.status).toBe('ok')
      // No address: neither a host nor the server's socket folder.
      expect(JSON.stringify(down.body)).not.toMatch(/127\.0\.0\.1|postgres:|site-pg-|PGSQL/)
      // Still alive: /healthz does no database work.
      expect((await fetch(`${origin}/healthz`)).status).toBe(200)
    } finally {
      await postgres.resume()
    }
    await expect.poll(async () => (await readyz(origin)).status, { timeout: 30_000, interval: 250 }).toBe(200)
  })

  // Last of this server's tests: its log is not read after it.
  it('keeps answering once whatever read its output has gone (writes to a closed stdout and stderr fail with EPIPE)', async () => {
    server.stdout!.destroy()
    server.stderr!.destroy()
    for (let round = 0; round < 5; round += 1) {
      for (const path of ['/', '/products', '/healthz']) {
        const response = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(20_000) })
        expect(response.status, path).toBe(200)
        await response.arrayBuffer()
      }
    }
    expect(server.exitCode).toBeNull()
  })
})
