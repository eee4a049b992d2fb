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
const seeding = settings.seedDemo ? await loadDemoSeed() : undefined
if (seeding && (await seeding.isEmptySite(payload))) {
  const started = Date.now()
  console.log('Writing the demo content (first start only)…')
  const summary = await seeding.seedDemo(payload)
  console.log(`Demo content written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`)
}
await payload.destroy()
process.exit(0)

/**
 * The demo generators are loaded only when a seed may be written. They are
 * development dependencies: a production install (npm ci --omit=dev) starts
 * an empty site for its own content instead.
 */
async function loadDemoSeed() {
  try {
    return await import('../src/seed/demo-seed')
  } catch (error) {
    // A missing package, not a missing file of ours (that stays an error).
    const missingPackage = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && /Cannot find package/.test(String(error))
    if (!missingPackage) throw error
    console.log('No demo content: its generators come with the development install (npm ci), not with npm ci --omit=dev.')
    return undefined
  }
}
