// `npm run bench -- --only=lighthouse`: Lighthouse alone (both profiles, every page and language,
// through the nginx cache over HTTPS and HTTP/2, as the full run does) on the largest catalogue,
// put into the last full run's results and the README, saying when it was measured. For a change
// to what a page loads, without the hour of the rest.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../scripts/lib/build.mjs'
import { ensureChromium } from '../../scripts/lib/chromium.mjs'
import { ensureNginx, startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { startApp } from './app-server.mjs'
import { ensureDataset } from './datasets.mjs'
import { auditPages, benchTls, httpsSiteUrl } from './lighthouse-pages.mjs'
import { LIGHTHOUSE_RUNS } from './lighthouse.mjs'
import { resolvePages } from './pages.mjs'
import { evaluateTargets, writeResults } from './report.mjs'

const latestPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'latest.json')

export async function refreshLighthouse({ products, ports, log }) {
  const results = JSON.parse(fs.readFileSync(latestPath, 'utf8'))
  ensureBuild()
  ensureChromium()
  ensureNginx()
  const dataset = ensureDataset(products, log)
  const app = await startApp({ dataDir: dataset.dataDir, port: ports.app, siteUrl: httpsSiteUrl(ports.https), extraEnv: { UNCACHED_VIEWS_PER_MINUTE: '0' } })
  const prefix = temporaryPrefix('bench-proxy')
  const config = writeProxyConfig({ prefix, listen: ports.proxy, upstream: `127.0.0.1:${ports.app}`, tls: benchTls(ports.https) })
  const proxy = await startNginx({ config, port: ports.proxy, prefix, stdio: 'ignore' })
  try {
    const { pages } = await resolvePages(ports.app, `localhost:${ports.proxy}`)
    Object.assign(results, await auditPages({ pages, httpsPort: ports.https, log }))
    results.lighthouseRuns = LIGHTHOUSE_RUNS
    results.lighthouseMeasured = { at: new Date().toISOString(), products: dataset.products }
    results.targets = evaluateTargets(results)
  } finally {
    proxy.kill('SIGQUIT')
    await app.stop()
  }
  console.log(`\n${writeResults(results)}\n`)
}
