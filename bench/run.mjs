#!/usr/bin/env node
// npm run bench: builds if needed, seeds the benchmark catalogues, starts the
// production server, the nginx cache in front of it and nginx serving the
// same HTML as static files, then measures throughput, Lighthouse, transfer,
// growth with the catalogue, and the write paths. Prints a table, writes
// bench/results/latest.{json,md} and the README's Performance section.
// Environment: BENCH_SECONDS (per page and mode, default 15),
// BENCH_WRITE_SECONDS (default 10), BENCH_SIZES (default 50,500,5000),
// BENCH_LIGHTHOUSE_RUNS (default 3). `npm run bench -- --only=js` measures
// only each page's JavaScript (bench/lib/js-budget.mjs), `--only=writes` the
// write paths alone on the largest size (bench/lib/refresh-writes.mjs), `--only=lighthouse`
// Lighthouse alone (bench/lib/refresh-lighthouse.mjs), `--only=catalogue` the uncached catalogue
// pages, search and colour finder on the largest size (bench/lib/refresh-catalogue.mjs). The pages are listed
// once, in bench/lib/pages.mjs; a new measurement is a module under bench/lib
// and one call below.
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import { ensureBuild } from '../scripts/lib/build.mjs'
import { CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs'
import { ensureNginx, nginxVersion, startNginx, temporaryPrefix, writeProxyConfig } from '../scripts/lib/proxy.mjs'
import { startApp } from './lib/app-server.mjs'
import { ensureDataset } from './lib/datasets.mjs'
import { measureColourFinder } from './lib/colours.mjs'
import { refreshCatalogue } from './lib/refresh-catalogue.mjs'
import { measureGrowth } from './lib/growth.mjs'
import { request } from './lib/http.mjs'
import { runClusterBenchmarks } from './lib/cluster-bench.mjs'
import { jsBudgetTable, measureJsBudget } from './lib/js-budget.mjs'
import { auditPages, benchTls, httpsSiteUrl } from './lib/lighthouse-pages.mjs'
import { LIGHTHOUSE_RUNS } from './lib/lighthouse.mjs'
import { CONNECTIONS, measureLoad, warmUp } from './lib/load.mjs'
import { hostFor, resolvePages, SIMPLIFIED_PAGES } from './lib/pages.mjs'
import { evaluateTargets, writeResults } from './lib/report.mjs'
import { startStaticSite } from './lib/static-site.mjs'
import { measureWrites } from './lib/writes.mjs'
import { refreshWrites } from './lib/refresh-writes.mjs'
import { refreshLighthouse } from './lib/refresh-lighthouse.mjs'

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const WRITE_SECONDS = Number(process.env.BENCH_WRITE_SECONDS ?? 10)
const SIZES = (process.env.BENCH_SIZES ?? '50,500,5000').split(',').map(Number)
const PORTS = { app: 4101, proxy: 4100, static: 4102, https: 4103 }
const log = (message) => console.log(`[bench] ${message}`)

function machine() {
  let chromium = 'unknown'
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).replace(/^Chromium\s*/, '').trim()
  } catch {
    // reported as unknown
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    nginx: nginxVersion() ?? 'unknown',
    chromium,
  }
}

async function main() {
  if (process.argv.includes('--only=js')) {
    await import('./lib/js-budget.mjs').then((module) => module.main())
    return
  }
  if (process.argv.includes('--only=lighthouse')) {
    await refreshLighthouse({ products: SIZES.at(-1), ports: PORTS, log })
    return
  }
  if (process.argv.includes('--only=catalogue')) {
    await refreshCatalogue({ products: SIZES.at(-1), ports: PORTS, log })
    return
  }
  if (process.argv.includes('--only=writes')) {
    await refreshWrites({ products: SIZES.at(-1), ports: PORTS, seconds: WRITE_SECONDS, log })
    return
  }
  ensureBuild()
  ensureChromium()
  ensureNginx()
  const startedAt = new Date().toISOString()
  const datasets = []
  for (const size of SIZES) datasets.push(await ensureDataset(size, log))
  const largest = datasets.at(-1)

  // 1. The largest catalogue behind the cache, and its pages as static files.
  log(`Starting the app on ${largest.products} products, the cache and the static server…`)
  const siteHost = `localhost:${PORTS.proxy}`
  // The site's address is the proxy's HTTPS one (Lighthouse loads the pages there, as a buyer's phone
  // would); the load tests use its plain-HTTP listener, which serves the same pages.
  const app = await startApp({ dataDir: largest.dataDir, port: PORTS.app, siteUrl: httpsSiteUrl(PORTS.https), extraEnv: { PUBLIC_WRITE_LIMITS: 'false', UNCACHED_VIEWS_PER_MINUTE: '0' } })
  const proxyPrefix = temporaryPrefix('bench-proxy')
  const proxy = await startNginx({
    config: writeProxyConfig({ prefix: proxyPrefix, listen: PORTS.proxy, upstream: `127.0.0.1:${PORTS.app}`, tls: benchTls(PORTS.https) }),
    port: PORTS.proxy,
    prefix: proxyPrefix,
    stdio: 'ignore',
  })
  let staticSite
  const results = { startedAt, machine: machine(), catalogue: largest.counts, connections: CONNECTIONS, loadSeconds: LOAD_SECONDS, lighthouseRuns: LIGHTHOUSE_RUNS, writeSeconds: WRITE_SECONDS }
  try {
    const { pages: enPages, documents } = await resolvePages(PORTS.app, siteHost)
    // Throughput on every page in English, on the home page in Traditional Chinese, and on the Simplified pages.
    const simplified = enPages.filter((page) => SIMPLIFIED_PAGES.includes(page.label))
    const pages = [
      ...enPages.map((page) => ({ ...page, language: 'en' })),
      { ...enPages[0], label: `${enPages[0].label} (zh)`, language: 'zh' },
      ...simplified.map((page) => ({ ...page, label: `${page.label} (cn)`, language: 'cn' })),
    ]

    log('JavaScript per page (framework runtime and ours)…')
    results.jsBudget = await measureJsBudget({ port: PORTS.app, sitePort: PORTS.proxy, pages: enPages })
    log(`\n${jsBudgetTable(results.jsBudget)}`)

    // The static copies are the proxy's own answers, so every mode sends the same bytes.
    const saved = []
    for (const page of pages) {
      const response = await request({ port: PORTS.app, path: page.path, host: hostFor(page.language, PORTS.proxy) })
      if (response.status !== 200) throw new Error(`${page.label} (${page.path}) answered ${response.status}`)
      saved.push({ path: page.path, host: page.language, html: response.body })
    }
    staticSite = await startStaticSite({ port: PORTS.static, pages: saved })

    log(`Throughput: ${pages.length} pages × 3 modes × ${LOAD_SECONDS} s…`)
    results.throughput = []
    for (const page of pages) {
      const modes = {}
      for (const [mode, port] of [['node', PORTS.app], ['proxy', PORTS.proxy], ['static', PORTS.static]]) {
        // Each mode is asked with the host visitors use, so the app renders the same page.
        const options = { origin: `http://127.0.0.1:${port}`, path: page.path, host: hostFor(page.language, PORTS.proxy) }
        await warmUp(options)
        modes[mode] = await measureLoad({ ...options, seconds: LOAD_SECONDS })
        log(`  ${page.label} ${mode}: ${modes[mode].requestsPerSecond} req/s, p99 ${modes[mode].p99Ms} ms, non-2xx ${modes[mode].non2xx}`)
      }
      results.throughput.push({
        ...page,
        modes,
        proxyShareOfStatic: modes.proxy.requestsPerSecond / modes.static.requestsPerSecond,
        nodeShareOfStatic: modes.node.requestsPerSecond / modes.static.requestsPerSecond,
      })
    }

    Object.assign(results, await auditPages({ pages: enPages, httpsPort: PORTS.https, log }))

    log('Write paths…')
    results.writes = await measureWrites({ port: PORTS.proxy, host: siteHost, siteOrigin: httpsSiteUrl(PORTS.https), newsId: documents['news-items'].id, productSlug: documents.products.slug, seconds: WRITE_SECONDS, run: Date.now().toString(36) })
  } finally {
    staticSite?.stop()
    proxy.kill('SIGQUIT')
    await app.stop()
  }

  // 2. Growth: the same pages, uncached, on each catalogue size in turn.
  results.growth = {}
  for (const dataset of datasets) {
    log(`Growth on ${dataset.products} products…`)
    const server = await startApp({ dataDir: dataset.dataDir, port: PORTS.app, siteUrl: `http://localhost:${PORTS.app}` })
    try {
      results.growth[dataset.products] = await measureGrowth(PORTS.app)
      if (dataset === largest) results.colours = await measureColourFinder(PORTS.app)
    } finally {
      await server.stop()
    }
  }

  // 3. One node against two (bench/results/cluster.md).
  results.cluster = await runClusterBenchmarks({ dataset: largest, seconds: LOAD_SECONDS, ports: { app: PORTS.app, proxy: PORTS.proxy, second: PORTS.app + 10 }, log })

  results.finishedAt = new Date().toISOString()
  results.targets = evaluateTargets(results)
  console.log(`\n${writeResults(results)}\n`)
  log('Written bench/results/latest.json, bench/results/latest.md and the README Performance section.')
}

await main()
