#!/usr/bin/env node
// npm test: every test, once, on PostgreSQL (a throw-away embedded cluster, or TEST_POSTGRES_URL):
//   - unit + integration (Local API), then the cluster files (tests/cluster: two nodes, Redis,
//     S3, nginx), in one lane;
//   - the server files (REST, Chromium) in TEST_SERVERS workers side by side (2 by default), each
//     on a server of its own, each taking the next file, longest first, as soon as it is free
//     (tests/helpers/longest-first-sequencer.ts), so that they end together, in the other lane.
// The two lanes start together: both cores stay busy while one of them waits. Files or options
// named on the command line run in one run, on one server.
// Every test file's database is a copy of one migrated template database (scripts/lib/test-template.mjs).
// Prints a closing line "N passed, N failed".
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { ensureBuild, nodeEnv, root } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { ensureQpdf } from './lib/debian-packages.mjs'
import { startPostgresCluster } from './lib/postgres-cluster.mjs'
import { ensureNginx } from './lib/proxy.mjs'
import { ensureRedisServer } from './lib/redis-server.mjs'
import { writeTimings } from './lib/test-timings.mjs'
import { memoryTempDir, switchTempDir } from './lib/memory-temp.mjs'
import { migrateTemplate } from './lib/test-template.mjs'

const extraArgs = process.argv.slice(2)
// TEST_REPORT_DIR keeps the Vitest JSON reports (every test's duration) after the run.
const keptReportDir = process.env.TEST_REPORT_DIR
if (keptReportDir) fs.mkdirSync(keptReportDir, { recursive: true })
const reportDir = keptReportDir || fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-reports-'))

/**
 * One Vitest run, resolved with its counts. With a `lane` name its output lines are prefixed
 * with it, so that runs side by side stay readable in one log.
 */
function vitest(label, projects, env, options = [], { lane } = {}) {
  const report = path.join(reportDir, `${label}.json`)
  const args = [
    path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...options,
    ...extraArgs,
  ]
  console.log(`\n━━ ${label}: ${projects.join(', ')}${lane ? ` (${lane})` : ''} ━━`)
  const started = Date.now()
  const child = spawn(process.execPath, args, { cwd: root, stdio: lane ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: nodeEnv({ NODE_ENV: 'test', ...baseEnv, ...env }) })
  if (lane) {
    for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
      readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`[${lane}] ${line}\n`))
    }
  }
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      let counts = { passed: 0, failed: 0, skipped: 0, failures: [], files: [], seconds: (Date.now() - started) / 1000 }
      try {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'))
        counts = {
          ...counts,
          passed: json.numPassedTests,
          failed: json.numFailedTests,
          skipped: json.numPendingTests + json.numTodoTests,
          failures: failuresOf(json),
          files: json.testResults.map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, pass: label })),
        }
      } catch {
        counts.failed = Math.max(1, counts.failed)
      }
      if (code !== 0 && counts.failed === 0) counts.failed = 1
      console.log(`━━ ${label}: ${counts.passed} passed, ${counts.failed} failed in ${counts.seconds.toFixed(0)} s ━━`)
      resolve(counts)
    })
  })
}

// The failed tests' names and first message lines, so that the closing lines of a long run
// (all a CI log may keep) say what failed, not only how many.
function failuresOf(json) {
  return json.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => {
        const message = (test.failureMessages ?? []).join('\n').split('\n').find((line) => line.trim()) ?? ''
        return `${path.relative(root, file.name)} › ${test.fullName}\n      ${message.trim().slice(0, 300)}`
      }),
  )
}

// Files named on the command line that need no server (unit and Local API tests) start at once.
const namedFiles = extraArgs.filter((arg) => !arg.startsWith('-'))
const needsServer = namedFiles.length === 0 || namedFiles.some((file) => /tests\/(http|e2e)\//.test(file))
if (needsServer) {
  ensureChromium()
  ensureNginx()
  ensureBuild()
}
ensureQpdf()
// The cluster files run with the whole suite (a run naming no file or option).
const withCluster = extraArgs.length === 0
if (withCluster) ensureRedisServer()

const results = {}
const failureScreenshots = path.join(root, 'test-results', 'failures')
fs.rmSync(failureScreenshots, { recursive: true, force: true })
// The shared test servers' logs (errors only), kept by tests/helpers/server-setup.ts when they stop.
const serverLogs = path.join(root, 'test-results', 'server-logs')
fs.rmSync(serverLogs, { recursive: true, force: true })

// Every server a test starts keeps Next's page and data cache in its own memory: servers run
// side by side from one build folder, each on a database of its own. Test
// servers make no scheduled backup (tests/http/backup-restore.test.ts switches it on for its own).
const baseEnv = { PAGE_CACHE_ON_DISK: 'false', BACKUP_SCHEDULE: 'off' }
const memoryTemp = memoryTempDir()
if (memoryTemp) console.log(`Temporary files in memory: ${switchTempDir(memoryTemp)}`)
let cluster
let postgresUrl = process.env.TEST_POSTGRES_URL
let template
try {
  if (!postgresUrl) {
    cluster = await startPostgresCluster({ database: 'postgres_admin' })
    postgresUrl = cluster.url
    console.log(`PostgreSQL ${cluster.version} (embedded, throw-away) for the tests`)
  }
  template = await migrateTemplate({ postgresUrl })
  const databaseEnv = { DATABASE_URL: '', TEST_POSTGRES_URL: postgresUrl, TEST_POSTGRES_LOG: cluster?.logFile ?? '', TEST_TEMPLATE_POSTGRES: template.database, TEST_TEMPLATE_SITE_POSTGRES: template.siteDatabase }

  if (extraArgs.length > 0) {
    // Files or options named on the command line: one run, on one server.
    results.tests = await vitest('tests', ['unit', 'integration', 'server'], databaseEnv)
  } else {
    const servers = Math.max(1, Number(process.env.TEST_SERVERS ?? 2))
    await Promise.all([
      (async () => {
        results.local = await vitest('local', ['unit', 'integration'], databaseEnv, [], { lane: 'local' })
        results.cluster = await vitest('cluster', ['cluster'], { DATABASE_URL: '', TEST_POSTGRES_URL: '' }, [], { lane: 'cluster' })
      })(),
      (async () => {
        results.server = await vitest('server', ['server'], { ...databaseEnv, TEST_SERVERS: String(servers) }, [`--maxWorkers=${servers}`], { lane: 'server' })
      })(),
    ])
    if (process.env.TEST_TIMINGS_UPDATE === '1') {
      const measured = results.server.files.filter((file) => /^tests\/(http|e2e)\//.test(file.file))
      writeTimings({ files: Object.fromEntries(measured.map(({ file, seconds }) => [file, seconds])) })
      console.log('Timings written to tests/timings.json')
    }
  }
} finally {
  template?.remove()
  await cluster?.stop()
  if (memoryTemp) fs.rmSync(memoryTemp, { recursive: true, force: true })
}

const total = Object.values(results).reduce(
  (sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
)
console.log('')
// The slowest files of the whole run, so that time spent is seen where it goes.
const slowest = Object.values(results)
  .flatMap((counts) => counts.files ?? [])
  .sort((a, b) => b.seconds - a.seconds)
  .slice(0, 15)
if (slowest.length) {
  console.log('Slowest test files (wall seconds, pass):')
  for (const { file, seconds, pass } of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${pass.padEnd(8)} ${file}`)
  console.log('')
}
for (const [lane, counts] of Object.entries(results)) {
  for (const failure of counts.failures ?? []) console.log(`✗ ${lane}: ${failure}`)
}
if (fs.existsSync(failureScreenshots)) console.log(`Screenshots of the failed browser tests' pages: ${failureScreenshots}\n`)
if (total.failed > 0 && fs.existsSync(serverLogs)) console.log(`The test servers' error logs: ${serverLogs}\n`)
for (const [lane, counts] of Object.entries(results)) {
  console.log(`${lane}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
if (!keptReportDir) fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(total.failed > 0 ? 1 : 0)
