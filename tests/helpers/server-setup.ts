import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { root } from '../../scripts/lib/build.mjs'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { createTestDatabase } from './databases'
import { freePort } from './ports'
import { TEST_SITE_ADMIN } from '../../scripts/lib/test-template.mjs'
import type { TestServer } from './test-server'

/** The administrator the prepared template holds (scripts/lib/test-template.mjs). */
export const TEST_ADMIN = TEST_SITE_ADMIN

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker of the project (TEST_SERVERS, 1 unless said): tests/helpers/test-server.ts picks a file's. */
    servers: TestServer[]
    adminEmail: string
    adminPassword: string
    /** How long the nginx in front may serve an uploaded file without asking the server. */
    sharedFileCacheSeconds: number
  }
}

/** As many servers as the project has workers side by side (vitest.config.ts reads the same variable). */
const serverCount = () => Math.max(1, Number(process.env.TEST_SERVERS ?? 1))

/** How long the nginx in front may serve a withdrawn file here (a minute in production). */
const SHARED_FILE_CACHE_SECONDS = 5

/**
 * The test administrator's sidebar preference set to closed. Payload renders the frame from this
 * preference and, below 1440 px, closes the sidebar once hydrated: with the default (open) every
 * admin page at 1280 px slid sideways after loading, under a click already on its way (the flakes
 * of tests/helpers/admin-browser.ts untilAdminSettled). Closed, what is rendered is what stays.
 */
async function preferClosedSidebar(baseUrl: string, account: { email: string; password: string }): Promise<void> {
  const headers = { 'Content-Type': 'application/json', origin: baseUrl }
  const login = await fetch(`${baseUrl}/api/users/login`, { method: 'POST', headers, body: JSON.stringify(account) })
  const { token } = (await login.json()) as { token?: string }
  if (!login.ok || !token) throw new Error(`The test administrator could not sign in (${login.status})`)
  const saved = await fetch(`${baseUrl}/api/payload-preferences/nav`, {
    method: 'POST',
    headers: { ...headers, Authorization: `JWT ${token}` },
    body: JSON.stringify({ value: { open: false } }),
  })
  if (!saved.ok) throw new Error(`The sidebar preference was not saved (${saved.status})`)
}

/** A built site (next start) on a fresh database, with migrations and an administrator but no demo content. */
async function startTestServer(): Promise<{ server: TestServer; stop(): Promise<void> }> {
  const database = await createTestDatabase('server', { forServer: true })
  const port = await freePort()
  // The SMTP port is chosen here, but the server is started and stopped by the tests themselves.
  const smtpPort = await freePort()
  const env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    SITE_URL: `http://localhost:${port}`,
    PAYLOAD_SECRET: 'server-test-secret-of-at-least-thirty-two-chars',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO: 'false',
    // Into the server's own log file (serverLog in test-server.ts), which a test quotes when the server
    // answered 5xx; failed deliveries are expected here and Payload logs each one in full.
    LOG_LEVEL: 'error',
    // One JSON line per request would bury the test report (tests/http/health.test.ts checks the lines on a server of its own).
    LOG_REQUESTS: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'website@kinsen.example',
    // As behind the nginx of `npm run start:proxy`: the tests play the proxy and name each client
    // in X-Forwarded-For (tests/http/client-address.test.ts starts its own server without it).
    TRUST_PROXY: 'true',
    // Every browser test comes from 127.0.0.1 and loads list pages whose filter and page links Next prefetches:
    // hundreds of per-request views a minute from one "visitor". The limit itself is tested on a server of its
    // own (tests/http/client-address.test.ts, 12 a minute).
    UNCACHED_VIEWS_PER_MINUTE: '100000',
    // A failed delivery is tried again after a second here, not 30 (tests/http/mail-outage.test.ts covers the schedule).
    MAIL_RETRY_FIRST_DELAY_MS: '1000',
    // A withdrawn file leaves the proxy's cache within seconds here, not a minute (tests/http/cache-proxy.test.ts waits for it).
    SHARED_FILE_CACHE_SECONDS: String(SHARED_FILE_CACHE_SECONDS),
  }
  env.DATABASE_URL = database.databaseUrl
  if (!database.prepared) prepareDatabase(env)
  const log = fs.openSync(path.join(database.dataDir, 'server.log'), 'a')
  const server: ChildProcess = startServer({ port, env, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { child: server })
  await preferClosedSidebar(`http://localhost:${port}`, TEST_ADMIN)
  return {
    server: { baseUrl: `http://localhost:${port}`, dataDir: database.dataDir, smtpPort, databaseUrl: database.databaseUrl },
    stop: async () => {
      // The server closes its database before the files go.
      const exited = server.exitCode !== null ? Promise.resolve() : new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      // Its log outlives it in test-results/, for a failure's post-mortem (scripts/test.mjs names the folder).
      const kept = path.join(root, 'test-results', 'server-logs')
      fs.mkdirSync(kept, { recursive: true })
      fs.copyFileSync(path.join(database.dataDir, 'server.log'), path.join(kept, `server-${port}.log`))
      await database.drop()
    },
  }
}

export default async function setup(project: TestProject) {
  const started = await Promise.all(Array.from({ length: serverCount() }, () => startTestServer()))
  project.provide('servers', started.map(({ server }) => server))
  project.provide('adminEmail', TEST_ADMIN.email)
  project.provide('adminPassword', TEST_ADMIN.password)
  project.provide('sharedFileCacheSeconds', SHARED_FILE_CACHE_SECONDS)
  return async () => {
    await Promise.all(started.map(({ stop }) => stop()))
  }
}
