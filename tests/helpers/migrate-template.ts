// Run by scripts/test.mjs (through tsx) before the test projects start: migrates one
// database that every test file's database is then copied from (a file copy on SQLite,
// CREATE DATABASE … TEMPLATE on PostgreSQL), so no test file pays for the migrations.
// It writes nothing else: no administrator, no content.
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { applyMigrations } from '../../src/infrastructure/migrate'

const payload = await getPayload({ config })
await applyMigrations(payload)
// Closing the last connection folds SQLite's write-ahead log into the database file.
await payload.destroy()
process.exit(0)
