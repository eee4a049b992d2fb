#!/usr/bin/env node
// npm test: every test on SQLite, and those the database can change again on PostgreSQL.
//   1. unit + integration (Local API) + server (REST, Chromium) on SQLite
//   2. the Local API and HTTP files of tests/database-sensitive.ts on a throw-away PostgreSQL
//      cluster (or TEST_POSTGRES_URL); the rest (pages, caches, files, the browser, files that
//      start servers of their own) test the same thing on either database and run once.
// Each pass starts from one migrated template database (scripts/lib/test-template.mjs).
// Prints a closing line "N passed, N failed".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild, nodeEnv, root } from './lib/build.mjs'
import { ensureChromium } from './lib/chromium.mjs'
import { startPostgresCluster } from './lib/postgres-cluster.mjs'
import { ensureNginx } from './lib/proxy.mjs'
import { migrateTemplate } from './lib/test-template.mjs'

const extraArgs = process.argv.slice(2)
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-reports-'))

function vitest(label, projects, env, options = []) {
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
  console.log(`\n━━ ${label}: ${projects.join(', ')} ━━`)
  const started = Date.now()
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: nodeEnv({ NODE_ENV: 'test', ...env }) })
  let counts = { passed: 0, failed: 0, skipped: 0, failures: [], files: [] }
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'))
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
      failures: failuresOf(json),
      files: json.testResults.map((file) => ({ file: path.relative(root, file.name), seconds: (file.endTime - file.startTime) / 1000, pass: label })),
    }
  } catch {
    counts.failed = Math.max(1, counts.failed)
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1
  console.log(`━━ ${label}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s ━━`)
  return counts
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

const results = {}
const failureScreenshots = path.join(root, 'test-results', 'failures')
fs.rmSync(failureScreenshots, { recursive: true, force: true })
const sqliteTemplate = await migrateTemplate()
results.sqlite = vitest('sqlite', ['unit', 'integration', 'server'], { DATABASE_URL: '', TEST_POSTGRES_URL: '', TEST_POSTGRES_LOG: '', TEST_TEMPLATE_SQLITE: sqliteTemplate.dataDir })
sqliteTemplate.remove()

let cluster
let postgresUrl = process.env.TEST_POSTGRES_URL
try {
  if (!postgresUrl) {
    cluster = startPostgresCluster({ port: Number(process.env.TEST_POSTGRES_PORT ?? 54329), database: 'postgres_admin' })
    postgresUrl = cluster.url
  }
  const postgresTemplate = await migrateTemplate({ postgresUrl })
  results.postgres = vitest(
    'postgres',
    ['integration-postgres', 'server-postgres'],
    { DATABASE_URL: '', TEST_POSTGRES_URL: postgresUrl, TEST_POSTGRES_LOG: cluster?.logFile ?? '', TEST_TEMPLATE_POSTGRES: postgresTemplate.database },
    ['--exclude', 'tests/e2e/**', '--passWithNoTests'],
  )
  postgresTemplate.remove()
} finally {
  cluster?.stop()
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
for (const [database, counts] of Object.entries(results)) {
  for (const failure of counts.failures ?? []) console.log(`✗ ${database}: ${failure}`)
}
if (fs.existsSync(failureScreenshots)) console.log(`Screenshots of the failed browser tests' pages: ${failureScreenshots}\n`)
for (const [database, counts] of Object.entries(results)) {
  console.log(`${database}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`)
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`)
fs.rmSync(reportDir, { recursive: true, force: true })
process.exit(total.failed > 0 ? 1 : 0)
