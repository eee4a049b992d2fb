// The growth table on PostgreSQL: the same catalogues as on SQLite (npm run seed:large),
// written into databases of a throw-away PostgreSQL cluster, and the same uncached pages
// measured on each (growth.mjs). The catalogues are seeded on every run: the cluster
// lives only as long as the benchmark.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nodeEnv, root } from '../../scripts/lib/build.mjs'
import { freePort } from '../../scripts/lib/free-port.mjs'
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.mjs'
import { startApp } from './app-server.mjs'
import { datasetEnv } from './datasets.mjs'
import { measureGrowth } from './growth.mjs'

/** Writes `products` products into the database at `databaseUrl`; returns the seed's summary. */
export function seedPostgresCatalogue(databaseUrl, products, dataDir) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'seed-large.ts'), '--products', String(products)],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], env: nodeEnv({ NODE_ENV: 'production', ...datasetEnv(dataDir, { DATABASE_URL: databaseUrl }) }) },
  )
  if (result.status !== 0) throw new Error(`seed:large --products ${products} on PostgreSQL failed:\n${result.stdout}`)
  return JSON.parse(result.stdout.trim().split('\n').at(-1))
}

/**
 * Starts PostgreSQL, seeds one database per size and measures growth on each.
 * keep: leave the cluster running and return it with its databases (the node-scaling run reuses the largest).
 * @param {{ sizes: number[], port: number, log: (message: string) => void, keep?: boolean }} options
 */
export async function measurePostgresGrowth({ sizes, port, log, keep = false }) {
  const postgres = startPostgresCluster({ port: await freePort(), database: 'bench_admin' })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'))
  const growth = {}
  const databases = {}
  try {
    for (const products of sizes) {
      const databaseUrl = postgres.createDatabase(`bench_${products}`)
      const dataDir = path.join(scratch, `products-${products}`)
      log(`PostgreSQL: seeding ${products} products…`)
      const started = Date.now()
      const counts = seedPostgresCatalogue(databaseUrl, products, dataDir)
      log(`PostgreSQL: seeded in ${Math.round((Date.now() - started) / 1000)} s; measuring growth…`)
      const server = await startApp({ dataDir, port, siteUrl: `http://localhost:${port}`, extraEnv: { DATABASE_URL: databaseUrl, HOSTNAME: '' } })
      try {
        growth[products] = await measureGrowth(port)
      } finally {
        await server.stop()
      }
      databases[products] = { databaseUrl, dataDir, counts }
    }
  } catch (error) {
    postgres.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
    throw error
  }
  const stop = () => {
    postgres.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  if (!keep) stop()
  return { growth, databases, stop }
}
