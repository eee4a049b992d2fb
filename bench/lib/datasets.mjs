// The benchmark's catalogues: `npm run seed:large` written into data folders of
// their own under bench/.data, each with its embedded PostgreSQL, kept between runs
// while the seed script and the migrations stay the same (5,000 products take minutes
// to write).
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { nodeEnv, root } from '../../scripts/lib/build.mjs'
import { withSiteDatabase } from '../../scripts/lib/embedded-postgres.mjs'

export const BENCH_DATA = path.join(root, 'bench', '.data')
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-admin-password-0123' }

function seedFingerprint() {
  const hash = crypto.createHash('sha256')
  hash.update(fs.readFileSync(path.join(root, 'scripts', 'seed-large.ts')))
  const migrations = path.join(root, 'migrations')
  for (const name of fs.readdirSync(migrations).sort()) hash.update(name)
  return hash.digest('hex').slice(0, 16)
}

/** The environment of a server or script working on this data folder. */
export function datasetEnv(dataDir, extra = {}) {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    SEED_DEMO: 'false',
    SMTP_URL: '',
    S3_BUCKET: '',
    LOG_LEVEL: 'error',
    // A backup in the middle of a measurement would be measured with it.
    BACKUP_SCHEDULE: 'off',
    ...extra,
  }
}

/**
 * A data folder holding `products` products (4 item codes each, a gallery
 * item and a news item per 2 products), seeded now unless an earlier run
 * left an identical one.
 */
export async function ensureDataset(products, log = console.log) {
  const dataDir = path.join(BENCH_DATA, `products-${products}`)
  const stampFile = path.join(dataDir, 'bench-seed.json')
  const fingerprint = seedFingerprint()
  try {
    const stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'))
    if (stamp.fingerprint === fingerprint && stamp.products === products) return { dataDir, ...stamp, reused: true }
  } catch {
    // not seeded yet
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  log(`Seeding ${products} products into ${path.relative(root, dataDir)}…`)
  const started = Date.now()
  let stdout = ''
  const code = await withSiteDatabase({ dataDir }, async (databaseUrl) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'seed-large.ts'), '--products', String(products)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: nodeEnv({ NODE_ENV: 'production', ...datasetEnv(dataDir, { DATABASE_URL: databaseUrl }) }) },
    )
    child.stdout.on('data', (chunk) => (stdout += chunk))
    return new Promise((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)))
  })
  if (code !== 0) throw new Error(`seed:large --products ${products} failed:\n${stdout}`)
  const summary = JSON.parse(stdout.trim().split('\n').at(-1))
  const stamp = { fingerprint, products, seededInSeconds: Math.round((Date.now() - started) / 1000), counts: summary }
  fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2))
  return { dataDir, ...stamp, reused: false }
}
