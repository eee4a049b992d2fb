#!/usr/bin/env node
// npm run migrate:create -- <name>: a migration for the current schema in migrations/. Payload
// compares the schema with the last snapshot in the folder; its adapter needs a server, so a
// throw-away cluster is started.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startPostgresCluster } from './lib/postgres-cluster.mjs'
import { runPayloadCli } from './payload-cli.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <name_in_snake_case>')
  process.exit(2)
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrate-create-'))
const cluster = await startPostgresCluster({ database: 'migrations' })
let status = 1
try {
  status = runPayloadCli(['migrate:create', name], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: cluster.url, PAYLOAD_SECRET: 'x'.repeat(32) } })
} finally {
  await cluster.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(status)
