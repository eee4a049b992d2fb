import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * Each test file (and each test server) gets a database of its own: a fresh
 * SQLite file, or a fresh database in the PostgreSQL cluster named by
 * TEST_POSTGRES_URL (set by scripts/test.mjs for the PostgreSQL pass).
 *
 * scripts/test.mjs migrates one database first (tests/helpers/migrate-template.ts)
 * and names it in TEST_TEMPLATE_SQLITE (a data folder) or TEST_TEMPLATE_POSTGRES (a
 * database): each new database starts as a copy of it, already migrated. Without
 * them (vitest run directly) a database starts empty and is migrated by its user.
 */
export type TestDatabase = {
  dataDir: string
  databaseUrl?: string
  /** Copied from the template a test server starts from (migrated, with its administrator): no `prepare` needed. */
  prepared?: boolean
  drop(): Promise<void>
}

export function usingPostgres(): boolean {
  return Boolean(process.env.TEST_POSTGRES_URL)
}

/**
 * `forServer`: a database for a test server whose administrator is the template's
 * (scripts/lib/test-template.mjs, TEST_SITE_ADMIN): copied from the prepared template when
 * scripts/test.mjs made one (`prepared` is then true and the server needs no `prepare`).
 */
export async function createTestDatabase(label: string, { forServer = false } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${label}-`))
  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl) {
    const siteTemplate = forServer ? process.env.TEST_TEMPLATE_SITE_SQLITE : undefined
    const template = siteTemplate || process.env.TEST_TEMPLATE_SQLITE
    if (template) {
      for (const file of fs.readdirSync(template).filter((name) => name.startsWith('site.db'))) fs.copyFileSync(path.join(template, file), path.join(dataDir, file))
    }
    return { dataDir, prepared: Boolean(siteTemplate), drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) }
  }
  const name = `t_${label.replace(/\W/g, '_')}_${crypto.randomBytes(4).toString('hex')}`.toLowerCase()
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  const siteTemplate = forServer ? process.env.TEST_TEMPLATE_SITE_POSTGRES : undefined
  const template = siteTemplate || process.env.TEST_TEMPLATE_POSTGRES
  await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    dataDir,
    databaseUrl: url.toString(),
    prepared: Boolean(siteTemplate),
    // The database stays: Payload's pool may still hold connections, and the
    // whole cluster is thrown away when the run ends (scripts/test.mjs).
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}
