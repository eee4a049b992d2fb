import type { Client } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'

/**
 * Turns a test database read-only under a running Payload, and back.
 * PostgreSQL: the database's default becomes read-only transactions and the
 * open connections are ended, so every new one starts read-only. SQLite: the
 * adapter's one connection is switched to query_only (the tests run as root,
 * for whom file permissions do not make a file read-only).
 */
export async function setPostgresReadOnly(databaseUrl: string, readOnly: boolean): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  const adminUrl = new URL(databaseUrl)
  adminUrl.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: adminUrl.toString() })
  await admin.connect()
  try {
    await admin.query(`ALTER DATABASE "${name}" SET default_transaction_read_only = ${readOnly ? 'on' : 'off'}`)
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])
  } finally {
    await admin.end()
  }
}

export async function setSqliteReadOnly(payload: Payload, readOnly: boolean): Promise<void> {
  const { drizzle } = payload.db
  const client = '$client' in drizzle ? drizzle.$client : undefined
  if (!isLibsqlClient(client)) throw new Error('setSqliteReadOnly needs the SQLite adapter')
  await client.execute(`PRAGMA query_only = ${readOnly ? 'ON' : 'OFF'}`)
}

function isLibsqlClient(value: unknown): value is Client {
  return typeof value === 'object' && value !== null && 'execute' in value && 'protocol' in value && value.protocol === 'file'
}
