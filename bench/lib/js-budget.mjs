#!/usr/bin/env node
// The JavaScript each public page loads, from the production build, split into
// the framework's runtime and ours (issue 17: ours ≤ 30 KB compressed a page).
// - Framework: the build manifest's rootMainFiles, the chunks every App Router
//   page loads before any of the app's code (React, React DOM, Next's router
//   and the bundler's runtime); an empty page of this app loads only these.
// - Ours: every other <script src> of the page's HTML (layouts, client
//   components). Chunks loaded later on demand (next/dynamic, on interaction)
//   are not in the HTML and so not counted: a visitor who never opens the
//   thing never downloads them.
// Sizes are of the files compressed as the proxy serves them (brotli, q 11)
// and as gzip (level 9), so the figure is deterministic.
// Alone: `node bench/lib/js-budget.mjs` (or `npm run bench -- --only=js`)
// builds if needed, starts the app on the 50-product catalogue and prints the table.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { ensureBuild, root } from '../../scripts/lib/build.mjs'
import { startApp } from './app-server.mjs'
import { ensureDataset } from './datasets.mjs'
import { request } from './http.mjs'
import { hostFor, LANGUAGES, resolvePages } from './pages.mjs'

export const OUR_JS_BUDGET_BYTES = 30 * 1024

const NEXT_DIR = path.join(root, '.next')
const sizeCache = new Map()

/** Compressed sizes of one built file under .next (the address's /_next/ prefix removed). */
function fileSizes(relative) {
  if (sizeCache.has(relative)) return sizeCache.get(relative)
  const data = fs.readFileSync(path.join(NEXT_DIR, relative))
  const sizes = {
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  sizeCache.set(relative, sizes)
  return sizes
}

const sum = (files) =>
  files.reduce((total, file) => {
    const sizes = fileSizes(file)
    return { raw: total.raw + sizes.raw, gzip: total.gzip + sizes.gzip, brotli: total.brotli + sizes.brotli }
  }, { raw: 0, gzip: 0, brotli: 0 })

/** The framework runtime's chunks (loaded by every page, an empty one included). */
export function frameworkChunks() {
  const manifest = JSON.parse(fs.readFileSync(path.join(NEXT_DIR, 'build-manifest.json'), 'utf8'))
  return manifest.rootMainFiles
}

/** The chunks a page's HTML loads, as paths under .next; nomodule polyfills only old browsers load. */
export function scriptsOf(html) {
  const files = new Set()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const source = /\bsrc="\/_next\/([^"?]+)/.exec(tag)
    if (source && !/\bnomodule\b/i.test(tag)) files.add(decodeURIComponent(source[1]))
  }
  return [...files]
}

/** Compressed sizes of the page's own scripts, the framework runtime left out. */
export function ourScriptBytes(html) {
  const framework = new Set(frameworkChunks())
  return sum(scriptsOf(html).filter((file) => !framework.has(file)))
}

/**
 * @param {{ port: number, sitePort: number, pages: { label: string, path: string }[], languages?: string[] }} options
 *   port: the app's; sitePort: the port of its SITE_URL, which visitors' Host header names.
 */
export async function measureJsBudget({ port, sitePort, pages, languages = LANGUAGES }) {
  const framework = new Set(frameworkChunks())
  const frameworkSizes = sum([...framework])
  const results = []
  for (const page of pages) {
    for (const language of languages) {
      const response = await request({ port, path: page.path, host: hostFor(language, sitePort) })
      if (response.status !== 200) throw new Error(`${page.label} ${language} (${page.path}) answered ${response.status}`)
      const scripts = scriptsOf(response.body.toString('utf8'))
      const ours = scripts.filter((file) => !framework.has(file))
      const missing = [...framework].filter((file) => !scripts.includes(file))
      results.push({
        label: page.label,
        path: page.path,
        language,
        frameworkBytes: frameworkSizes,
        ourBytes: sum(ours),
        ourChunks: ours.map((file) => ({ file, ...fileSizes(file) })).sort((a, b) => b.brotli - a.brotli),
        // Should stay empty: a page that does not load the whole runtime means the split is wrong.
        frameworkChunksNotLoaded: missing,
        withinBudget: sum(ours).brotli <= OUR_JS_BUDGET_BYTES,
      })
    }
  }
  return results
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

export function jsBudgetTable(results) {
  const lines = ['| Page | Lang | Framework KB (br / gzip) | Ours KB (br / gzip) | Our chunks | Within 30 KB |', '| --- | --- | ---: | ---: | ---: | --- |']
  for (const entry of results) {
    lines.push(
      `| ${entry.label} | ${entry.language} | ${kb(entry.frameworkBytes.brotli)} / ${kb(entry.frameworkBytes.gzip)} | ${kb(entry.ourBytes.brotli)} / ${kb(entry.ourBytes.gzip)} | ${entry.ourChunks.length} | ${entry.withinBudget ? '✅' : '❌'} |`,
    )
  }
  return lines.join('\n')
}

/** The largest of our chunks on the heaviest page: where to cut next. */
export function heaviestChunks(results, count = 8) {
  const heaviest = results.reduce((max, entry) => (entry.ourBytes.brotli > (max?.ourBytes.brotli ?? -1) ? entry : max), undefined)
  if (!heaviest) return ''
  return `Heaviest: ${heaviest.label} ${heaviest.language}; its chunks (br KB): ${heaviest.ourChunks.slice(0, count).map((chunk) => `${path.basename(chunk.file)} ${kb(chunk.brotli)}`).join(', ')}`
}

/** Alone: the app on the 50-product catalogue, and the table printed. */
export async function main() {
  // As in `npm run bench`: the app is asked with the Host of the site's address (a proxy's port).
  const port = Number(process.env.BENCH_JS_PORT ?? 4103)
  const sitePort = port + 1
  ensureBuild()
  const dataset = await ensureDataset(50)
  const app = await startApp({ dataDir: dataset.dataDir, port, siteUrl: `http://localhost:${sitePort}` })
  try {
    const { pages } = await resolvePages(port, `localhost:${sitePort}`)
    const results = await measureJsBudget({ port, sitePort, pages })
    console.log(jsBudgetTable(results))
    console.log(`\n${heaviestChunks(results)}`)
    if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2))
  } finally {
    await app.stop()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
