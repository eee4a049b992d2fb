// Lighthouse (mobile preset, simulated throttling) with Debian's Chromium.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const TRANSFER_TYPES = { Document: 'html', Script: 'js', Stylesheet: 'css', Image: 'images', Font: 'fonts' }

/**
 * acceptSelfSignedCertificates: the benchmark's proxy serves HTTPS with a certificate made on this
 * machine (scripts/lib/self-signed-certificate.mjs), which no browser would trust otherwise.
 */
export async function launchBrowser({ acceptSelfSignedCertificates = false } = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'))
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...(acceptSelfSignedCertificates ? ['--ignore-certificate-errors'] : []),
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  const port = await new Promise((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${text}`)), 30000)
    child.stderr.on('data', (chunk) => {
      text += chunk
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}:\n${text}`)))
  })
  return {
    port,
    close() {
      // The profile is removed once Chromium has exited: removing it while Chromium still writes failed with ENOTEMPTY.
      child.once('exit', () => fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 }))
      child.kill('SIGKILL')
    },
  }
}

const round = (value, digits = 0) => Number(value.toFixed(digits))

/**
 * The mobile preset as Lighthouse ships it (a phone's CPU taken as 4× slower than this machine's), and
 * the same on a slower host: an outside run on a machine of the same kind whose nginx served 2.5–3×
 * fewer static pages a second scored the heavier pages lower, because Lighthouse scales the main-thread
 * time it observes. A CPU slowdown of 10 (4 × 2.5) gives that host's figures here.
 */
export const PROFILES = {
  mobile: { label: 'mobile preset', cpuSlowdownMultiplier: 4 },
  slowerHost: { label: 'mobile preset on a host 2.5× slower', cpuSlowdownMultiplier: 10 },
}

/** Scores (0-100), LCP/TBT in ms, CLS, and compressed bytes on first load by kind. */
export async function audit(browserPort, url, profile = PROFILES.mobile) {
  const result = await lighthouse(url, {
    port: browserPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Only the CPU factor changes; the network stays the preset's simulated slow 4G.
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier },
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`)
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, Math.round((lhr.categories[name]?.score ?? 0) * 100)]))
  const transfer = { html: 0, js: 0, css: 0, images: 0, fonts: 0, other: 0, total: 0 }
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    const kind = TRANSFER_TYPES[item.resourceType] ?? 'other'
    transfer[kind] += item.transferSize ?? 0
    transfer.total += item.transferSize ?? 0
  }
  const failing = Object.fromEntries(
    CATEGORIES.filter((name) => name !== 'performance').map((name) => [
      name,
      (lhr.categories[name]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id),
    ]),
  )
  return {
    scores,
    lcpMs: round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: round(lhr.audits['total-blocking-time'].numericValue),
    cls: round(lhr.audits['cumulative-layout-shift'].numericValue, 3),
    transferBytes: transfer,
    failingAudits: failing,
    // Lighthouse's own measure of this host's speed (higher is faster): figures from two hosts compare only beside it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  }
}

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]
const spread = (values) => ({ min: Math.min(...values), max: Math.max(...values) })

/**
 * The page audited `runs` times: each figure is the median of the runs (the
 * lower middle one for an even count), with its spread (min–max) beside it,
 * so a reader can tell noise from change.
 */
export async function auditRepeatedly(browserPort, url, runs = LIGHTHOUSE_RUNS, profile = PROFILES.mobile) {
  const all = []
  for (let run = 0; run < runs; run += 1) all.push(await audit(browserPort, url, profile))
  const figure = (pick) => ({ median: middle(all.map(pick)), ...spread(all.map(pick)) })
  const scores = Object.fromEntries(CATEGORIES.map((name) => [name, middle(all.map((entry) => entry.scores[name]))]))
  return {
    runs,
    scores,
    spread: { performance: figure((entry) => entry.scores.performance), lcpMs: figure((entry) => entry.lcpMs), tbtMs: figure((entry) => entry.tbtMs), cls: figure((entry) => entry.cls) },
    lcpMs: middle(all.map((entry) => entry.lcpMs)),
    tbtMs: middle(all.map((entry) => entry.tbtMs)),
    cls: middle(all.map((entry) => entry.cls)),
    // Transfer sizes barely move between runs: the first run's.
    benchmarkIndex: middle(all.map((entry) => entry.benchmarkIndex)),
    transferBytes: all[0].transferBytes,
    failingAudits: all[0].failingAudits,
  }
}
