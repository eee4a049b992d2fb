// A throw-away PostgreSQL cluster for tests, benchmarks and the local several-node site: the
// embedded server (scripts/lib/embedded-postgres.mjs) on a folder of the OS temp folder, tuned for
// speed over durability, removed by stop().
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startCluster } from './embedded-postgres.mjs'

/**
 * @param {{ database?: string, runAs?: 'nobody' }} [options]
 */
export async function startPostgresCluster({ database = 'site_test', runAs } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'))
  // Traversable: the server may run as nobody (decision 024).
  fs.chmodSync(dir, 0o755)
  const clusterDir = path.join(dir, 'data')
  let server
  try {
    server = await startCluster({ clusterDir, socketDir: clusterDir, database, throwaway: true, runAs })
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: server.url,
    version: server.version,
    /** The server's log: plans that auto_explain writes land here. */
    logFile: server.logFile,
    /** @param {string} name @param {{ template?: string }} [options] */
    createDatabase: (name, options) => server.createDatabase(name, options),
    /** Stops the server and keeps its data, as an outage would (resume() starts it again). */
    pause: () => server.pause(),
    resume: () => server.resume(),
    async stop() {
      try {
        await server.stop('SIGQUIT')
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
