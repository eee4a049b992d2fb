import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { createTestDatabase, type TestDatabase } from '../helpers/databases'
import { makeJpeg } from '../helpers/fixtures'
import { freePort } from '../helpers/ports'
import { startRedis, type ThrowAwayRedis } from '../helpers/redis'

/**
 * Two nodes of the built site on one database, one bucket (s3rver) and one
 * Redis, as behind the load balancer: what one node starts (a session, an
 * upload), the other carries on.
 */
const ADMIN = { email: 'admin@example.com', password: 'test-password-0123456789' }
const BUCKET = 'site-media'

let database: TestDatabase
let s3: S3rver
let s3Directory: string
let redis: ThrowAwayRedis
const nodes: { url: string; server: ChildProcess }[] = []

beforeAll(async () => {
  s3Directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory, configureBuckets: [{ name: BUCKET, configs: [] }] })
  const s3Address = (await s3.run()) as AddressInfo
  ;[database, redis] = await Promise.all([createTestDatabase('any-node'), startRedis()])
  const ports = [await freePort(), await freePort()]
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    // One public address for both, as behind one proxy.
    SITE_URL: `http://localhost:${ports[0]}`,
    PAYLOAD_SECRET: 'any-node-test-secret-of-at-least-thirty-two-chars',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'fatal',
    REDIS_URL: redis.url,
    CACHE_KEY_PREFIX: `any-node-${Math.random().toString(36).slice(2, 8)}`,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  }
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl
  prepareDatabase(env)
  for (const port of ports) {
    const server = startServer({ port, env, stdio: ['ignore', 'inherit', 'inherit'] })
    nodes.push({ url: `http://localhost:${port}`, server })
  }
  await Promise.all(nodes.map((node) => waitUntilReady(`${node.url}/api/users/me`, { child: node.server })))
})

afterAll(async () => {
  await Promise.all(
    nodes.map(({ server }) => (server.exitCode !== null ? undefined : new Promise((resolve) => (server.once('exit', resolve), server.kill('SIGTERM'))))),
  )
  await redis?.stop()
  await s3?.close()
  await database?.drop()
  fs.rmSync(s3Directory, { recursive: true, force: true })
})

const [nodeA, nodeB] = [() => nodes[0]!.url, () => nodes[1]!.url]

/** A browser's headers on the site: its session cookie and the site's origin (Payload checks it before accepting a cookie). */
const browser = (session: string) => ({ Cookie: session, Origin: nodeA() })

async function signInOn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(ADMIN) })
  expect(response.status).toBe(200)
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
  expect(cookie).toBeDefined()
  return cookie!.split(';')[0]!
}

describe('two nodes behind one address', () => {
  it('accepts on node B the session an administrator opened on node A', async () => {
    const session = await signInOn(nodeA())
    const me = await fetch(`${nodeB()}/api/users/me`, { headers: browser(session) })
    expect(((await me.json()) as { user?: { email?: string } }).user?.email).toBe(ADMIN.email)

    const heading = `Saved through node B ${Date.now()}`
    const saved = await fetch(`${nodeB()}/api/globals/about-page`, {
      method: 'POST',
      headers: { ...browser(session), 'Content-Type': 'application/json' },
      body: JSON.stringify({ history: { heading } }),
    })
    expect(saved.status).toBe(200)
    const readOnA = await fetch(`${nodeA()}/api/globals/about-page?depth=0`, { headers: browser(session) })
    expect(((await readOnA.json()) as { history?: { heading?: string } }).history?.heading).toBe(heading)
    // The page itself, cached in the shared Redis, shows the save on both nodes.
    for (const url of [nodeA(), nodeB()]) expect(await (await fetch(`${url}/about`)).text()).toContain(heading)
  })

  it('serves from node B a file uploaded through node A, with its generated sizes', async () => {
    const session = await signInOn(nodeA())
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await makeJpeg(1400, 900))], { type: 'image/jpeg' }), `thread-${Date.now()}.jpg`)
    form.append('_payload', JSON.stringify({ alt: 'Gold thread' }))
    const uploaded = await fetch(`${nodeA()}/api/media`, { method: 'POST', headers: browser(session), body: form })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string; sizes: Record<string, { url?: string | null }> } }
    const sizeUrls = Object.values(doc.sizes)
      .map((size) => size.url)
      .filter((url): url is string => Boolean(url))
    expect(sizeUrls.length).toBeGreaterThan(0)
    for (const fileUrl of [doc.url, ...sizeUrls]) {
      const served = await fetch(new URL(fileUrl, nodeB()), { headers: browser(session) })
      expect(served.status, fileUrl).toBe(200)
      expect(served.headers.get('content-type')).toMatch(/^image\//)
      expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100)
    }
  })

  it('draws on node B the refused request form that node A sent back, with its errors and values', async () => {
    const refused = await fetch(`${nodeA()}/request/send`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: nodeA() },
      body: new URLSearchParams({ name: 'Any Node Buyer', company: 'Z', email: 'nope', country: 'Hong Kong', message: 'Samples of the gold thread, please.' }).toString(),
    })
    expect(refused.status).toBe(303)
    const back = String(refused.headers.get('location'))
    expect(back).toMatch(/form=[0-9a-f]{32}#send$/)
    const drawn = await (await fetch(`${nodeB()}${back}`)).text()
    expect(drawn).toContain('Please enter a valid email address.')
    expect(drawn).toContain('Any Node Buyer')
  })
})
