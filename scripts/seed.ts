// Writes the demo content into an empty site (npm run seed).
import { getPayload } from 'payload'
import { applyMigrations } from '../src/infrastructure/migrate'
import config from '../src/payload.config'
import { isEmptySite, seedDemo } from '../src/seed/demo-seed'

const payload = await getPayload({ config })
await applyMigrations(payload)
if (!(await isEmptySite(payload))) {
  console.log('The site already has content; the demo is only written into an empty site.')
} else {
  const started = Date.now()
  const summary = await seedDemo(payload)
  console.log(`Demo content written in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`)
}
await payload.destroy()
process.exit(0)
