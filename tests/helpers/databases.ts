import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * Each test file (and each test server) gets a database of its own in the PostgreSQL cluster
 * named by TEST_POSTGRES_URL (scripts/test.mjs starts a throw-away embedded one), copied from a
 * migrated template (TEST_TEMPLATE_POSTGRES, scripts/lib/test-template.mjs). Without a template
 * (vitest run directly) a database starts empty and is migrated by its user.
 */
export type TestDatabase = {
  dataDir: string
  databaseUrl: string
  /** Copied from the template a test server starts from (migrated, with its administrator): no `prepare` needed. */
  prepared?: boolean
  drop(): Promise<void>
}

/**
 * `forServer`: a database for a test server whose administrator is the template's
 * (scripts/lib/test-template.mjs, TEST_SITE_ADMIN): copied from the prepared template when
 * scripts/test.mjs made one (`prepared` is then true and the server needs no `prepare`).
 */
export async function createTestDatabase(label: string, { forServer = false } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_POSTGRES_URL
  if (!adminUrl) throw new Error('TEST_POSTGRES_URL names no PostgreSQL: run the tests with npm test, which starts one')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${label}-`))
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
