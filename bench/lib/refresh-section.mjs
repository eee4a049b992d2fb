// One part of the benchmark measured on its own (`npm run bench -- --only=…`): the app on the largest
// catalogue behind the nginx cache, as the full run starts it, the part's figures put into the last
// full run's results (bench/results/latest.json) and the README, which say when they were measured.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../../scripts/lib/build.mjs'
import { ensureNginx, startNginx, temporaryPrefix, writeProxyConfig } from '../../scripts/lib/proxy.mjs'
import { startApp } from './app-server.mjs'
import { ensureDataset } from './datasets.mjs'
import { resolvePages } from './pages.mjs'
import { evaluateTargets, writeResults } from './report.mjs'

const latestPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results', 'latest.json')

/**
 * measure({ results, pages, documents, siteHost, dataset }) changes `results` in place.
 * @param {{ products: number, ports: { app: number, proxy: number }, log: (message: string) => void, siteUrl: string,
 *   appEnv?: Record<string, string>, tls?: import('../../scripts/lib/proxy.mjs').TlsOptions, measure: (context: object) => Promise<void> }} options
 */
export async function refreshSection({ products, ports, log, siteUrl, appEnv = {}, tls, measure }) {
  const results = JSON.parse(fs.readFileSync(latestPath, 'utf8'))
  ensureBuild()
  ensureNginx()
  const dataset = await ensureDataset(products, log)
  const siteHost = `localhost:${ports.proxy}`
  const app = await startApp({ dataDir: dataset.dataDir, port: ports.app, siteUrl, extraEnv: { UNCACHED_VIEWS_PER_MINUTE: '0', ...appEnv } })
  const prefix = temporaryPrefix('bench-proxy')
  const config = writeProxyConfig({ prefix, listen: ports.proxy, upstream: `127.0.0.1:${ports.app}`, ...(tls ? { tls } : {}) })
  const proxy = await startNginx({ config, port: ports.proxy, prefix, stdio: 'ignore' })
  try {
    const { pages, documents } = await resolvePages(ports.app, siteHost)
    await measure({ results, pages, documents, siteHost, dataset })
    results.targets = evaluateTargets(results)
  } finally {
    proxy.kill('SIGQUIT')
    await app.stop()
  }
  console.log(`\n${writeResults(results)}\n`)
}
