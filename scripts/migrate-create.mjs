#!/usr/bin/env node
// npm run migrate:create -- <name>: one migration per adapter (SQLite and
// PostgreSQL) for the current schema, each in its own folder under migrations/.
// Payload compares the schema with the last snapshot in the folder; the
// PostgreSQL adapter needs a server, so a throw-away cluster is started.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './lib/free-port.mjs'
import { startPostgresCluster } from './lib/postgres-cluster.mjs'
import { runPayloadCli } from './payload-cli.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
const base = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PAYLOAD_SECRET: 'x'.repeat(32) }

let status = runPayloadCli(['migrate:create', name], { env: base })
if (status === 0) {
  const cluster = startPostgresCluster({ port: await freePort(), database: 'migrations' })
  try {
    status = runPayloadCli(['migrate:create', name], { env: { ...base, DATABASE_URL: cluster.url } })
  } finally {
    cluster.stop()
  }
}
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(status)
