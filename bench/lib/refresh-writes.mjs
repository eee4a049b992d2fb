// `npm run bench -- --only=writes`: measures the write paths alone (behind the
// nginx cache, as the full run does) and puts them into the last full run's
// results and the README, saying when and on how many products they were
// measured. For a change to one write path, without an hour of the rest.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../scripts/lib/build.mjs'
import { ensureNginx, startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { startApp } from './app-server.mjs'
import { ensureDataset } from './datasets.mjs'
import { resolvePages } from './pages.mjs'
import { evaluateTargets, writeResults } from './report.mjs'
import { measureWrites } from './writes.mjs'

const latestPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'latest.json')

export async function refreshWrites({ products, ports, seconds, log }) {
  const results = JSON.parse(fs.readFileSync(latestPath, 'utf8'))
  ensureBuild()
  ensureNginx()
  const dataset = ensureDataset(products, log)
  const siteHost = `localhost:${ports.proxy}`
  const app = await startApp({ dataDir: dataset.dataDir, port: ports.app, siteUrl: `http://${siteHost}`, extraEnv: { PUBLIC_WRITE_LIMITS: 'false', UNCACHED_VIEWS_PER_MINUTE: '0' } })
  const prefix = temporaryPrefix('bench-proxy')
  const proxy = await startNginx({ config: writeProxyConfig({ prefix, listen: ports.proxy, upstream: `127.0.0.1:${ports.app}` }), port: ports.proxy, prefix, stdio: 'ignore' })
  try {
    const { documents } = await resolvePages(ports.app, siteHost)
    log(`Write paths on ${dataset.products} products…`)
    results.writes = await measureWrites({ port: ports.proxy, host: siteHost, newsId: documents['news-items'].id, productSlug: documents.products.slug, seconds, run: Date.now().toString(36) })
    results.writeSeconds = seconds
    results.writesMeasured = { at: new Date().toISOString(), products: dataset.products }
    results.targets = evaluateTargets(results)
  } finally {
    proxy.kill('SIGQUIT')
    await app.stop()
  }
  console.log(`\n${writeResults(results)}\n`)
}
