// The migrated databases every test file's database is copied from (tests/helpers/databases.ts):
// CREATE DATABASE … TEMPLATE of a migrated one, so that no test file pays for the migrations.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { nodeEnv, root } from './build.mjs'
import { prepareDatabaseAsync } from './server.mjs'

const MIGRATE = [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'tests', 'helpers', 'migrate-template.ts')]

/** Runs in a process of its own and resolves when it is done. */
async function migrate(env) {
  const started = Date.now()
  const child = spawn(process.execPath, MIGRATE, { cwd: root, stdio: 'inherit', env: nodeEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }) })
  const code = await new Promise((resolve, reject) => (child.once('error', reject), child.once('exit', resolve)))
  if (code !== 0) throw new Error('Migrating the template database failed')
  console.log(`Template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * The test servers' administrator (tests/helpers/server-setup.ts, tests/helpers/own-site.ts): a
 * second template holds it already, so that a test server starts without `prepare` (a process of
 * about 5 CPU-seconds: Payload started in tsx to find the migrations done and the account there).
 */
export const TEST_SITE_ADMIN = { email: 'admin@example.com', password: 'test-password-0123456789' }

/** The same database as `prepare` leaves it for a test server: migrated, with TEST_SITE_ADMIN and no content. */
async function prepareSite(env) {
  const started = Date.now()
  await prepareDatabaseAsync({ LOG_LEVEL: 'warn', SEED_DEMO: 'false', PAYLOAD_SECRET: 'template-secret-of-at-least-thirty-two-chars', ADMIN_EMAIL: TEST_SITE_ADMIN.email, ADMIN_PASSWORD: TEST_SITE_ADMIN.password, ...env })
  console.log(`Template site database prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

async function recreate(adminUrl, database, template) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${database}`)
    await client.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * @param {{ postgresUrl: string }} options a database of the cluster to make the templates in
 * @returns {Promise<{ database: string, siteDatabase: string, remove(): void }>}
 */
export async function migrateTemplate({ postgresUrl }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-'))
  const siteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-site-'))
  const remove = () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(siteDataDir, { recursive: true, force: true })
  }
  const database = 't_template'
  await migrate({ DATA_DIR: dataDir, DATABASE_URL: await recreate(postgresUrl, database) })
  const siteDatabase = 't_site_template'
  await prepareSite({ DATA_DIR: siteDataDir, DATABASE_URL: await recreate(postgresUrl, siteDatabase, database) })
  return { database, siteDatabase, remove }
}
