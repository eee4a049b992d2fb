import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * Each test file (and each test server) gets a database of its own: a fresh
 * SQLite file, or a fresh database in the PostgreSQL cluster named by
 * TEST_POSTGRES_URL (set by scripts/test.mjs for the PostgreSQL pass).
 */
export type TestDatabase = { dataDir: string; databaseUrl?: string; drop(): Promise<void> }

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_POSTGRES_URL)
}

export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${label}-`))
  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl) {
    return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `t_${label.replace(/\W/g, '_')}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase()
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    // The database stays: Payload's pool may still hold connections, and the
    // whole cluster is thrown away when the run ends (scripts/test.mjs).
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}
