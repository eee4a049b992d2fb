import fs from 'node:fs'
import path from 'node:path'
import { inject } from 'vitest'

/** A test server of the server projects (tests/helpers/server-setup.ts). */
export type TestServer = {
  baseUrl: string
  /** Its DATA_DIR (uploads, backups). */
  dataDir: string
  /** The port its SMTP_URL names; the tests start and stop an SMTP server there themselves. */
  smtpPort: number
  /** Its database in the test run's PostgreSQL cluster. */
  databaseUrl: string
}

/**
 * The server this test file runs against. `npm test` runs the server files in two workers
 * side by side, each taking the next file as soon as it is done, and starts a server per worker:
 * a worker keeps its own server, so that two files never use one at the same time.
 */
/** The error lines the test server logged (LOG_LEVEL error, into its DATA_DIR), newest last: what a test quotes when it got a 5xx. */
export function serverErrors(server = testServer(), count = 20): string[] {
  try {
    return fs.readFileSync(path.join(server.dataDir, 'server.log'), 'utf8').split('\n').filter((line) => line.includes('"level":50') || line.includes('"level":60')).slice(-count)
  } catch {
    return []
  }
}

export function testServer(): TestServer {
  const servers = inject('servers')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return servers[(worker - 1) % servers.length]!
}
