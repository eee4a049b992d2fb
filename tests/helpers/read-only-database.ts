import pg from 'pg'

/**
 * Turns a test database read-only under a running Payload, and back: the
 * database's default becomes read-only transactions and the open connections
 * are ended, so every new one starts read-only.
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
