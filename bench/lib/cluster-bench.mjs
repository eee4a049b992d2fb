// npm run bench's PostgreSQL and several-node parts (also alone: npm run bench:cluster):
// the growth table on PostgreSQL, then one node against two on the largest catalogue.
import os from 'node:os'
import path from 'node:path'
import { ensurePostgresInstalled } from '../../scripts/lib/postgres-cluster.mjs'
import { CONNECTIONS } from './load.mjs'
import { writeClusterResults } from './cluster-report.mjs'
import { measureNodeScaling } from './node-scaling.mjs'
import { measurePostgresGrowth } from './postgres-growth.mjs'

/** @param {{ sizes: number[], seconds: number, ports: { app: number, proxy: number, second: number }, log: (message: string) => void }} options */
export async function runClusterBenchmarks({ sizes, seconds, ports, log }) {
  // Debian keeps each major version's binaries in /usr/lib/postgresql/<major>/bin.
  const results = { startedAt: new Date().toISOString(), postgresVersion: path.basename(path.dirname(ensurePostgresInstalled())), loadAverageAtStart: os.loadavg()[0] }
  log(`PostgreSQL growth on ${sizes.join(' / ')} products…`)
  const postgres = await measurePostgresGrowth({ sizes, port: ports.app, log, keep: true })
  results.postgresGrowth = postgres.growth
  try {
    const largest = postgres.databases[sizes.at(-1)]
    log(`One node against two on ${sizes.at(-1)} products (PostgreSQL, Redis)…`)
    results.nodeScaling = {
      connections: CONNECTIONS,
      seconds,
      ...(await measureNodeScaling({ databaseUrl: largest.databaseUrl, nodePorts: [ports.app, ports.second], proxyPort: ports.proxy, seconds, log })),
    }
  } finally {
    postgres.stop()
  }
  results.finishedAt = new Date().toISOString()
  results.loadAverageAtEnd = os.loadavg()[0]
  console.log(`\n${writeClusterResults(results)}`)
  log('Written bench/results/cluster.json and bench/results/cluster.md.')
  return results
}
