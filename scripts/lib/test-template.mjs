// The migrated database every test file's database is copied from (tests/helpers/databases.ts):
// a data folder with a migrated SQLite file, or a migrated PostgreSQL database used as a TEMPLATE.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nodeEnv, root } from './build.mjs'

const MIGRATE = [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'tests', 'helpers', 'migrate-template.ts')]

function migrate(env) {
  const started = Date.now()
  const result = spawnSync(process.execPath, MIGRATE, { cwd: root, stdio: 'inherit', env: nodeEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }) })
  if (result.status !== 0) throw new Error('Migrating the template database failed')
  console.log(`Template database migrated in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

/**
 * @param {{ postgresUrl?: string }} options without postgresUrl: SQLite
 * @returns {Promise<{ dataDir: string, database?: string, remove(): void }>}
 */
export async function migrateTemplate({ postgresUrl } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-template-'))
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true })
  if (!postgresUrl) {
    migrate({ DATA_DIR: dataDir, DATABASE_URL: '' })
    return { dataDir, remove }
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
  migrate({ DATA_DIR: dataDir, DATABASE_URL: url.toString() })
  return { dataDir, database, remove }
}
