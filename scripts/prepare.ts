// Brings the database up to date and makes the site usable: migrations, the
// first administrator, and the demo content when the site is empty.
import { getPayload } from 'payload'
import { env } from '../src/config/env.server'
import { applyMigrations } from '../src/infrastructure/migrate'
import config from '../src/payload.config'
import { ensureAdmin } from '../src/users/ensure-admin'

const settings = env()
const payload = await getPayload({ config })
await applyMigrations(payload)
const login = await ensureAdmin(payload, settings)
if (login.source !== 'existing') console.log(`Created the administrator ${login.email}`)
// The demo generators (sharp, pdf-lib) are loaded only when a seed may be written.
const seeding = settings.seedDemo ? await import('../src/seed/demo-seed') : undefined
if (seeding && (await seeding.isEmptySite(payload))) {
  const started = Date.now()
  console.log('Writing the demo content (first start only)…')
  const summary = await seeding.seedDemo(payload)
  console.log(`Demo content written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`)
}
await payload.destroy()
process.exit(0)
