// Run by scripts/test.mjs (through tsx) before the test projects start: migrates one
// database that every test file's database is then copied from (CREATE DATABASE … TEMPLATE),
// so no test file pays for the migrations. It writes nothing else: no administrator, no content.
// With MIGRATIONS (names, comma-separated) it applies those only, as a restore does
// (tests/helpers/migrate-named.ts).
import { getPayload } from 'payload'
import config from '../../src/payload.config'
import { applyMigrations, applyNamedMigrations } from '../../src/infrastructure/migrate'

const payload = await getPayload({ config })
const named = process.env.MIGRATIONS
if (named) await applyNamedMigrations(payload, named.split(','))
else await applyMigrations(payload)
// A template database takes no copies while a connection to it is open.
await payload.destroy()
process.exit(0)
