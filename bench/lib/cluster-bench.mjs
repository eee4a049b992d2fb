// npm run bench's several-node part (also alone: npm run bench:cluster): one node against two
// on the largest catalogue, both on its PostgreSQL.
import os from 'node:os'
import { openSiteDatabase, postgresBinaries } from '../../scripts/lib/embedded-postgres.mjs'
import { CONNECTIONS } from './load.mjs'
import { writeClusterResults } from './cluster-report.mjs'
import { measureNodeScaling } from './node-scaling.mjs'

/** @param {{ dataset: { dataDir: string, products: number }, seconds: number, ports: { app: number, proxy: number, second: number }, log: (message: string) => void }} options */
export async function runClusterBenchmarks({ dataset, seconds, ports, log }) {
  const results = { startedAt: new Date().toISOString(), postgresVersion: postgresBinaries().version, loadAverageAtStart: os.loadavg()[0] }
  const database = await openSiteDatabase({ dataDir: dataset.dataDir, log: () => {} })
  try {
    log(`One node against two on ${dataset.products} products (PostgreSQL, Redis)…`)
    results.nodeScaling = {
      connections: CONNECTIONS,
      seconds,
      ...(await measureNodeScaling({ databaseUrl: database.url, nodePorts: [ports.app, ports.second], proxyPort: ports.proxy, seconds, log })),
    }
  } finally {
    await database.stop()
  }
  results.finishedAt = new Date().toISOString()
  results.loadAverageAtEnd = os.loadavg()[0]
  console.log(`\n${writeClusterResults(results)}`)
  log('Written bench/results/cluster.json and bench/results/cluster.md.')
  return results
}
