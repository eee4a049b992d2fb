// The migrated database every test file's database is copied from (tests/helpers/databases.ts):
// a data folder with a migrated SQLite file, or a migrated PostgreSQL database used as a TEMPLATE.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nodeEnv, root } from './build.mjs'
import { prepareDatabaseAsync } from './server.mjs'

const MIGRATE = [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'tests', 'helpers', 'migrate-template.ts')]

/** Runs in a process of its own and resolves when it is done (the SQLite and PostgreSQL templates are made side by side). */
async function migrate(env, label) {
  const started = Date.now()
  const child = spawn(process.execPath, MIGRATE, { cwd: root, stdio: 'inherit', env: nodeEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }) })
  const code = await new Promise((resolve, reject) => (child.once('error', reject), child.once('exit', resolve)))
  if (code !== 0) throw new Error(`Migrating the ${label} template database failed`)
  console.log(`Template database (${label}) migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * The test servers' administrator (tests/helpers/server-setup.ts, tests/helpers/own-site.ts): a
 * second template holds it already, so that a test server starts without `prepare` (a process of
 * about 5 CPU-seconds: Payload started in tsx to find the migrations done and the account there).
 */
export const TEST_SITE_ADMIN = { email: 'admin@example.com', password: 'test-password-0123456789' }

/** The same database as `prepare` leaves it for a test server: migrated, with TEST_SITE_ADMIN and no content. */
async function prepareSite(env, label) {
  const started = Date.now()
  await prepareDatabaseAsync({ LOG_LEVEL: 'warn', SEED_DEMO: 'false', PAYLOAD_SECRET: 'template-secret-of-at-least-thirty-two-chars', ADMIN_EMAIL: TEST_SITE_ADMIN.email, ADMIN_PASSWORD: TEST_SITE_ADMIN.password, ...env })
  console.log(`Template site database (${label}) prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * @param {{ postgresUrl?: string }} options without postgresUrl: SQLite
 * @returns {Promise<{ dataDir: string, siteDataDir: string, database?: string, siteDatabase?: string, remove(): void }>}
 */
export async function migrateTemplate({ postgresUrl } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-'))
  const siteDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-site-'))
  const remove = () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(siteDataDir, { recursive: true, force: true })
  }
  if (!postgresUrl) {
    await migrate({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'SQLite')
    for (const file of fs.readdirSync(dataDir).filter((name) => name.startsWith('site.db'))) fs.copyFileSync(path.join(dataDir, file), path.join(siteDataDir, file))
    await prepareSite({ DATA_DIR: siteDataDir, DATABASE_URL: '' }, 'SQLite')
    return { dataDir, siteDataDir, remove }
  }
  const { default: pg } = await import('pg')
  const database = 't_template'
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${database}`)
  await client.query(`CREATE DATABASE ${database}`)
  await client.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${database}`
  await migrate({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, 'PostgreSQL')
  const siteDatabase = 't_site_template'
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS ${siteDatabase}`)
  await admin.query(`CREATE DATABASE ${siteDatabase} TEMPLATE ${database}`)
  await admin.end()
  url.pathname = `/${siteDatabase}`
  await prepareSite({ DATA_DIR: siteDataDir, DATABASE_URL: url.toString() }, 'PostgreSQL')
  return { dataDir, siteDataDir, database, siteDatabase, remove }
}
