import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import pg from 'pg'
import { openSiteDatabase } from '../../scripts/lib/embedded-postgres.mjs'
import { prepareDatabase, startServer, waitUntilReady } from '../../scripts/lib/server.mjs'
import { createTestDatabase, type TestDatabase } from './databases'
import { freePort } from './ports'
import { TEST_SITE_ADMIN } from '../../scripts/lib/test-template.mjs'

/** The administrator the prepared template holds (scripts/lib/test-template.mjs). */
export const OWN_SITE_ADMIN = TEST_SITE_ADMIN

export type OwnSite = {
  url: string
  /** REST call; `admin: true` signs in first (once). */
  api(path: string, init?: RequestInit & { admin?: boolean }): Promise<{ status: number; body: Record<string, unknown> & { docs?: Record<string, unknown>[]; totalDocs?: number } }>
  /** Jobs of a queue not yet done, read from the database (Payload's REST API does not show jobs). */
  openJobs(queue: string): Promise<number>
  /** Stops the server and starts it again on the same database with these variables changed. */
  restart(changes?: Record<string, string>): Promise<void>
  /** Kills the server at once (SIGKILL, as a power cut or the OOM killer would): no hook, no clean-up runs. `restart()` starts it again. */
  crash(): Promise<void>
  stop(): Promise<void>
}

/**
 * A production server of its own (the built site, a fresh database), for
 * tests that need settings other than the shared test server's, such as a
 * short mail retry back-off, or that restart the server.
 */
export async function startOwnSite(
  label: string,
  extraEnv: Record<string, string>,
  /** A data folder that exists already with its embedded PostgreSQL (a restored backup) instead of a fresh database; removed by stop(). */
  { dataDir }: { dataDir?: string } = {},
): Promise<OwnSite> {
  const database: TestDatabase = dataDir ? await ownEmbeddedDatabase(dataDir) : await createTestDatabase(label, { forServer: true })
  const port = await freePort()
  const url = `http://localhost:${port}`
  let env: Record<string, string> = {
    DATA_DIR: database.dataDir,
    SITE_URL: url,
    PAYLOAD_SECRET: 'own-site-test-secret-of-at-least-thirty-two-chars',
    ADMIN_EMAIL: OWN_SITE_ADMIN.email,
    ADMIN_PASSWORD: OWN_SITE_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'fatal',
    ...extraEnv,
  }
  env.DATABASE_URL = database.databaseUrl
  if (!database.prepared) prepareDatabase(env)
  let server: ChildProcess | undefined
  let token: string | undefined

  const start = async () => {
    server = startServer({ port, env, stdio: ['ignore', 'inherit', 'inherit'] })
    await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { child: server })
  }
  const stop = async () => {
    const running = server
    server = undefined
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }
  const signIn = async () => {
    const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(OWN_SITE_ADMIN) })
    if (!response.ok) throw new Error(`Admin login failed: ${response.status}`)
    token = ((await response.json()) as { token: string }).token
  }
  await start()

  return {
    url,
    api: async (path, { admin, headers, ...init } = {}) => {
      if (admin && !token) await signIn()
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...(admin ? { Authorization: `JWT ${token}` } : {}), ...headers },
      })
      const text = await response.text()
      let body: Record<string, unknown> = {}
      try {
        body = JSON.parse(text) as Record<string, unknown>
      } catch {
        body = { text }
      }
      return { status: response.status, body }
    },
    openJobs: async (queue) => {
      const query = 'SELECT count(*) AS open FROM payload_jobs WHERE queue = $1 AND completed_at IS NULL AND (has_error IS NULL OR NOT has_error)'
      const client = new pg.Client({ connectionString: database.databaseUrl })
      await client.connect()
      try {
        return Number((await client.query<{ open: string }>(query, [queue])).rows[0]?.open)
      } finally {
        await client.end()
      }
    },
    crash: async () => {
      const running = server
      server = undefined
      if (!running || running.exitCode !== null) return
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve())
        running.kill('SIGKILL')
      })
    },
    restart: async (changes = {}) => {
      await stop()
      env = { ...env, ...changes }
      await start()
    },
    stop: async () => {
      await stop()
      await database.drop()
    },
  }
}

/** The embedded PostgreSQL of a data folder, started for the site and stopped (with the folder removed) by `drop`. */
async function ownEmbeddedDatabase(dataDir: string): Promise<TestDatabase> {
  const server = await openSiteDatabase({ dataDir, log: () => {} })
  return {
    dataDir,
    databaseUrl: server.url,
    prepared: false,
    drop: async () => {
      await server.stop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
