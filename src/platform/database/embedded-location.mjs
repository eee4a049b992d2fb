// Where the embedded PostgreSQL of a data folder lives and how to reach it. Plain JavaScript:
// the app's configuration (src/config/env.server.ts) and the scripts that start the server
// (scripts/lib/embedded-postgres.mjs) read the same answer, so that a process given only DATA_DIR
// (the server, `npm run backup`, a seed) finds the server `npm start` started. Decision 024.
import crypto from 'node:crypto'
import path from 'node:path'

/** The database the site's tables live in, inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'site'
/** The cluster's one role: it exists in every cluster initdb makes, and only this machine's user reaches the socket. */
export const EMBEDDED_USER = 'postgres'
/** Names the socket file (.s.PGSQL.5432); the server opens no TCP port at all. */
export const EMBEDDED_SOCKET_PORT = 5432

// A Unix socket's path is at most 107 bytes on Linux (103 on macOS): a deep DATA_DIR gets its socket
// in a short folder of /tmp named after it instead.
const SOCKET_PATH_LIMIT = 100

/**
 * @param {string} dataDir the site's DATA_DIR, absolute or relative to the working folder
 * @returns {{ clusterDir: string, socketDir: string, url: string }}
 */
export function embeddedPostgres(dataDir) {
  const clusterDir = path.resolve(dataDir, 'postgres')
  const socketFile = `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`
  const socketDir =
    Buffer.byteLength(path.join(clusterDir, socketFile)) <= SOCKET_PATH_LIMIT
      ? clusterDir
      : path.join('/tmp', `site-pg-${crypto.createHash('sha256').update(clusterDir).digest('hex').slice(0, 16)}`)
  return { clusterDir, socketDir, url: embeddedUrl(socketDir, EMBEDDED_DATABASE) }
}

/**
 * A connection string for a database of a cluster reached through its socket folder
 * (node-postgres reads a `host` that is a path as the socket's folder).
 * @param {string} socketDir
 * @param {string} database
 */
export function embeddedUrl(socketDir, database) {
  return `postgres://${EMBEDDED_USER}@localhost/${database}?host=${encodeURIComponent(socketDir)}`
}
