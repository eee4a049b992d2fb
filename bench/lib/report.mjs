// bench/results/latest.json, a Markdown table, and the README's Performance section.
import fs from 'node:fs'
import path from 'node:path'
import { root } from '../../scripts/lib/build.mjs'
import { colourFinderLines } from './colours.mjs'
import { OUR_JS_BUDGET_BYTES } from './js-budget.mjs'
import { PROFILES } from './lighthouse.mjs'

/** How the pages were loaded for Lighthouse, and when, if apart from the rest of the run. */
function lighthouseWay(results) {
  const apart = results.lighthouseMeasured
    ? `, measured on their own on ${results.lighthouseMeasured.at.slice(0, 10)} on ${results.lighthouseMeasured.products} products with \`npm run bench -- --only=lighthouse\``
    : ''
  return `through the nginx cache over HTTPS and HTTP/2, as in production${apart}`
}

// Issue 17's targets. Lighthouse figures are medians of its runs.
export const TARGETS = {
  proxyShareOfStatic: 0.9,
  proxyP99Ms: 20,
  nodeRequestsPerSecond: 1000,
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  tbtMs: 150,
  lcpMs: 2000,
  ourJsBytes: OUR_JS_BUDGET_BYTES,
  growthRatio: 1.5,
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)}`
const rate = (mode) => withSpread(mode.requestsPerSecond, mode.requestsPerSecondMin === undefined ? undefined : { min: mode.requestsPerSecondMin, max: mode.requestsPerSecondMax })
const mark = (ok) => (ok ? '✅' : '❌')
/** A median with its spread over the runs, e.g. "96 (94–97)". */
const withSpread = (median, range) => (range && range.min !== range.max ? `${median} (${range.min}–${range.max})` : `${median}`)
/** Our JavaScript on a page: the language's own figure, else the English one (the same chunks). */
const jsOf = (results, label, language) =>
  (results.jsBudget ?? []).find((entry) => entry.label === label && entry.language === language) ?? (results.jsBudget ?? []).find((entry) => entry.label === label)

export function toMarkdown(results) {
  const lines = []
  const { machine } = results
  lines.push(`Measured ${results.finishedAt.slice(0, 16).replace('T', ' ')} UTC on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}, nginx ${machine.nginx}, Chromium ${machine.chromium}. Catalogue: ${results.catalogue.products} products, ${results.catalogue['item-codes']} item codes, ${results.catalogue['gallery-items']} gallery items, ${results.catalogue['news-items']} news items.`)
  lines.push('')
  if (results.jsBudget) {
    lines.push(`**Per-page budget** (JavaScript from the build, brotli as served: framework = the chunks every App Router page loads; ours = the rest of the page's scripts, ≤ ${kb(TARGETS.ourJsBytes)} KB; Lighthouse mobile median (min–max) of ${results.lighthouseRuns ?? 1} runs):`)
    lines.push('')
    lines.push('| Page | Lang | Framework KB | Our KB | TBT ms | LCP ms | Perf |')
    lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: |')
    for (const entry of results.lighthouse) {
      const js = jsOf(results, entry.label, entry.language)
      const jsCells = js ? `${kb(js.frameworkBytes.brotli)} | ${kb(js.ourBytes.brotli)} ${mark(js.withinBudget)}` : ' | '
      if (entry.error) {
        lines.push(`| ${entry.label} | ${entry.language} | ${jsCells} | error | | |`)
        continue
      }
      lines.push(
        `| ${entry.label} | ${entry.language} | ${jsCells} | ${withSpread(entry.tbtMs, entry.spread?.tbtMs)} ${mark(entry.tbtMs < TARGETS.tbtMs)} | ${withSpread(entry.lcpMs, entry.spread?.lcpMs)} ${mark(entry.lcpMs < TARGETS.lcpMs)} | ${withSpread(entry.scores.performance, entry.spread?.performance)} |`,
      )
    }
    lines.push('')
  }
  lines.push(`**Throughput** (autocannon, ${results.connections} connections, ${results.loadSeconds} s per page and mode, gzip; req/s is the mean, with the slowest–fastest second):`)
  lines.push('')
  lines.push('| Page | Node req/s | Node p50 / p99 ms | Proxy req/s | Proxy p50 / p99 ms | Static req/s | Static p50 / p99 ms | Proxy ÷ static | Node ÷ static |')
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const page of results.throughput) {
    const { node, proxy, static: limit } = page.modes
    lines.push(
      `| ${page.label} | ${rate(node)} ${mark(node.requestsPerSecond >= TARGETS.nodeRequestsPerSecond)} | ${node.p50Ms} / ${node.p99Ms} | ${rate(proxy)} | ${proxy.p50Ms} / ${proxy.p99Ms} | ${rate(limit)} | ${limit.p50Ms} / ${limit.p99Ms} | ${(page.proxyShareOfStatic * 100).toFixed(0)}% ${mark(page.proxyShareOfStatic >= TARGETS.proxyShareOfStatic && proxy.p99Ms < TARGETS.proxyP99Ms)} | ${(page.nodeShareOfStatic * 100).toFixed(0)}% |`,
    )
  }
  lines.push('')
  const indexes = (results.lighthouse ?? []).map((entry) => entry.benchmarkIndex).filter((value) => value > 0)
  const hostSpeed = indexes.length ? `; Lighthouse's benchmark index of this host ${Math.min(...indexes)}–${Math.max(...indexes)}, higher is faster` : ''
  lines.push(`**Lighthouse** (mobile preset, simulated throttling, ${lighthouseWay(results)}; median (min–max) of ${results.lighthouseRuns ?? 1} runs${hostSpeed}) and **transfer on first load** (compressed KB):`)
  lines.push('')
  lines.push('| Page | Lang | Perf | A11y | Best pr. | SEO | LCP ms | TBT ms | CLS | HTML | JS | CSS | Images | Total |')
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const entry of results.lighthouse) {
    if (entry.error) {
      lines.push(`| ${entry.label} | ${entry.language} | error: ${entry.error} | | | | | | | | | | | |`)
      continue
    }
    const s = entry.scores
    const t = entry.transferBytes
    lines.push(
      `| ${entry.label} | ${entry.language} | ${withSpread(s.performance, entry.spread?.performance)} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${withSpread(entry.lcpMs, entry.spread?.lcpMs)} | ${withSpread(entry.tbtMs, entry.spread?.tbtMs)} | ${entry.cls} | ${kb(t.html)} | ${kb(t.js)} | ${kb(t.css)} | ${kb(t.images)} | ${kb(t.total)} |`,
    )
  }
  lines.push('')
  if (results.lighthouseSlowerHost?.length) {
    lines.push(`**Lighthouse on a slower host** (the mobile preset with the CPU slowed ×${PROFILES.slowerHost.cpuSlowdownMultiplier} instead of ×${PROFILES.mobile.cpuSlowdownMultiplier}: a host 2.5× slower than this one, ${lighthouseWay(results)}; median (min–max) of ${results.lighthouseRuns ?? 1} runs):`)
    lines.push('')
    lines.push('| Page | Lang | Perf | TBT ms | LCP ms |')
    lines.push('| --- | --- | ---: | ---: | ---: |')
    for (const entry of results.lighthouseSlowerHost) {
      if (entry.error) {
        lines.push(`| ${entry.label} | ${entry.language} | error: ${entry.error} | | |`)
        continue
      }
      lines.push(
        `| ${entry.label} | ${entry.language} | ${withSpread(entry.scores.performance, entry.spread?.performance)} ${mark(entry.scores.performance >= TARGETS.lighthousePerformance)} | ${withSpread(entry.tbtMs, entry.spread?.tbtMs)} ${mark(entry.tbtMs < TARGETS.tbtMs)} | ${withSpread(entry.lcpMs, entry.spread?.lcpMs)} |`,
      )
    }
    lines.push('')
  }
  const catalogueApart = results.catalogueMeasured ? `; the largest column and the colour finder measured on their own on ${results.catalogueMeasured.at.slice(0, 10)} with \`npm run bench -- --only=catalogue\`, item codes with availability set` : ''
  lines.push(`**Growth**, uncached median ms (each request follows a save that expires the page${catalogueApart}):`)
  lines.push('')
  const sizes = Object.keys(results.growth)
  lines.push(`| Page | ${sizes.map((size) => `${size} products`).join(' | ')} | Largest ÷ smallest |`)
  lines.push(`| --- | ${sizes.map(() => '---:').join(' | ')} | ---: |`)
  for (const page of Object.keys(results.growth[sizes[0]])) {
    const values = sizes.map((size) => results.growth[size][page].uncachedMedianMs)
    const ratio = values.at(-1) / values[0]
    lines.push(`| ${page} | ${values.join(' | ')} | ${ratio.toFixed(2)} ${mark(ratio <= TARGETS.growthRatio)} |`)
  }
  lines.push('')
  lines.push(...colourFinderLines(results.colours))
  const writesApart = results.writesMeasured ? `; measured on their own on ${results.writesMeasured.at.slice(0, 10)} on ${results.writesMeasured.products} products with \`npm run bench -- --only=writes\`` : ''
  lines.push(`**Write paths** (${results.connections} connections, ${results.writeSeconds} s each, through the proxy${writesApart}):`)
  lines.push('')
  lines.push('| Write | req/s | p50 / p99 ms | non-2xx | errors |')
  lines.push('| --- | ---: | ---: | ---: | ---: |')
  for (const [name, figures] of Object.entries(results.writes)) {
    lines.push(`| ${name} | ${figures.requestsPerSecond} | ${figures.p50Ms} / ${figures.p99Ms} | ${figures.non2xx} | ${figures.errors + figures.timeouts} |`)
  }
  lines.push('')
  lines.push('**Targets:**')
  lines.push('')
  for (const target of results.targets) lines.push(`- ${mark(target.met)} ${target.name}: ${target.detail}`)
  return lines.join('\n')
}

export function evaluateTargets(results) {
  const targets = []
  const proxyMisses = results.throughput.filter((page) => page.proxyShareOfStatic < TARGETS.proxyShareOfStatic || page.modes.proxy.p99Ms >= TARGETS.proxyP99Ms)
  targets.push({
    name: 'Through the proxy: ≥ 90% of static req/s, p99 < 20 ms',
    met: proxyMisses.length === 0,
    detail: proxyMisses.length ? `missed on ${proxyMisses.map((page) => `${page.label} (${(page.proxyShareOfStatic * 100).toFixed(0)}%, p99 ${page.modes.proxy.p99Ms} ms)`).join(', ')}` : 'every page',
  })
  const nodeMisses = results.throughput.filter((page) => page.modes.node.requestsPerSecond < TARGETS.nodeRequestsPerSecond)
  targets.push({
    name: `Node alone, cached page: ≥ ${TARGETS.nodeRequestsPerSecond} req/s at ${results.connections} connections`,
    met: nodeMisses.length === 0,
    detail: nodeMisses.length ? `missed on ${nodeMisses.map((page) => `${page.label} (${rate(page.modes.node)})`).join(', ')}` : 'every page',
  })
  const audited = results.lighthouse.filter((entry) => !entry.error)
  const lighthouseMisses = results.lighthouse.filter(
    (entry) =>
      entry.error ||
      entry.scores.performance < TARGETS.lighthousePerformance ||
      ['accessibility', 'best-practices', 'seo'].some((name) => entry.scores[name] < TARGETS.lighthouseOthers),
  )
  targets.push({
    name: 'Lighthouse mobile (median): performance ≥ 95, others 100',
    met: lighthouseMisses.length === 0,
    detail: lighthouseMisses.length
      ? `missed on ${lighthouseMisses.map((entry) => `${entry.label} ${entry.language}${entry.error ? ' (error)' : ` (${Object.values(entry.scores).join('/')})`}`).join(', ')}`
      : `${audited.length} page audits`,
  })
  const slow = (figure, limit) => audited.filter((entry) => entry[figure] >= limit).map((entry) => `${entry.label} ${entry.language} (${withSpread(entry[figure], entry.spread?.[figure])} ms)`)
  const tbtMisses = slow('tbtMs', TARGETS.tbtMs)
  targets.push({ name: `Total Blocking Time < ${TARGETS.tbtMs} ms (median)`, met: audited.length > 0 && tbtMisses.length === 0, detail: tbtMisses.length ? `missed on ${tbtMisses.join(', ')}` : 'every page' })
  const lcpMisses = slow('lcpMs', TARGETS.lcpMs)
  targets.push({ name: `LCP < ${TARGETS.lcpMs / 1000} s on the mobile preset (median)`, met: audited.length > 0 && lcpMisses.length === 0, detail: lcpMisses.length ? `missed on ${lcpMisses.join(', ')}` : 'every page' })
  if (results.lighthouseSlowerHost) {
    const slower = results.lighthouseSlowerHost
    const misses = slower.filter((entry) => entry.error || entry.scores.performance < TARGETS.lighthousePerformance || entry.tbtMs >= TARGETS.tbtMs)
    targets.push({
      name: `On a host 2.5× slower (CPU ×${PROFILES.slowerHost.cpuSlowdownMultiplier}): performance ≥ ${TARGETS.lighthousePerformance} and TBT < ${TARGETS.tbtMs} ms (median)`,
      met: slower.length > 0 && misses.length === 0,
      detail: misses.length ? `missed on ${misses.map((entry) => `${entry.label} ${entry.language}${entry.error ? ' (error)' : ` (${entry.scores.performance}, ${entry.tbtMs} ms)`}`).join(', ')}` : `${slower.length} page audits`,
    })
  }
  const js = results.jsBudget ?? []
  const jsMisses = js.filter((entry) => !entry.withinBudget)
  const heaviest = js.reduce((max, entry) => Math.max(max, entry.ourBytes.brotli), 0)
  targets.push({
    name: `Our JavaScript ≤ ${kb(TARGETS.ourJsBytes)} KB compressed per page beyond the framework runtime`,
    met: js.length > 0 && jsMisses.length === 0,
    detail: jsMisses.length ? `missed on ${jsMisses.map((entry) => `${entry.label} ${entry.language} (${kb(entry.ourBytes.brotli)} KB)`).join(', ')}` : `largest ${kb(heaviest)} KB`,
  })
  const sizes = Object.keys(results.growth)
  const growthMisses = []
  for (const page of Object.keys(results.growth[sizes[0]])) {
    const ratio = results.growth[sizes.at(-1)][page].uncachedMedianMs / results.growth[sizes[0]][page].uncachedMedianMs
    if (ratio > TARGETS.growthRatio) growthMisses.push(`${page} (${ratio.toFixed(2)}×)`)
  }
  targets.push({ name: `Uncached median at ${sizes.at(-1)} products ≤ 1.5 × at ${sizes[0]}`, met: growthMisses.length === 0, detail: growthMisses.length ? `missed on ${growthMisses.join(', ')}` : 'every page' })
  const writeErrors = Object.entries(results.writes).filter(([, figures]) => figures.non2xx + figures.errors + figures.timeouts > 0)
  targets.push({ name: 'Write paths without error', met: writeErrors.length === 0, detail: writeErrors.length ? writeErrors.map(([name, f]) => `${name}: ${f.non2xx} non-2xx, ${f.errors + f.timeouts} errors`).join(', ') : Object.keys(results.writes).join(', ') })
  return targets
}

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

export function writeResults(results) {
  const dir = path.join(root, 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  const markdown = toMarkdown(results)
  fs.writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  fs.writeFileSync(path.join(dir, 'latest.md'), `# Benchmark results\n\n${markdown}\n`)
  const readmePath = path.join(root, 'README.md')
  const readme = fs.readFileSync(readmePath, 'utf8')
  const section = `${START}\n${markdown}\n${END}`
  const next = readme.includes(START)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section)
    : `${readme.trimEnd()}\n\n## Performance\n\n\`npm run bench\` builds if needed, seeds catalogues of 50, 500 and 5,000 products into \`bench/.data\`, and measures the production server alone, behind the nginx cache (\`npm run start:proxy\`), and the same HTML as static files. It rewrites this section; full figures are in \`bench/results/latest.json\`.\n\n${section}\n`
  fs.writeFileSync(readmePath, next)
  return markdown
}
