#!/usr/bin/env node
// npm run check:production (run by .ci/run): the repository's files and the build
// already made (.next, without its cache: built once per CI run), installed as a
// production server would be (npm ci --omit=dev: no development dependencies),
// then `npm start`, which finds the build current and does not build again.
// Passes when the site, the admin and the API answer, the administrator can sign
// in, and no development package was needed. Exits non-zero with the reason otherwise.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureBuild, root } from './lib/build.mjs'
import { freePort } from './lib/free-port.mjs'
import { waitUntilReady } from './lib/server.mjs'

// A free port unless CHECK_PORT names one (a server left running on a fixed port failed the check),
// chosen when the server starts, and chosen again if something else took it meanwhile.
let port = 0
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'site-production-'))
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const step = (text) => console.log(`\n━━ production install: ${text} ━━`)

function fail(message) {
  console.error(`\nProduction install check failed: ${message}`)
  process.exitCode = 1
}

// The files git knows (committed or not, ignored ones left out): what a fresh checkout has.
function copyRepository() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
  for (const file of listed.toString('utf8').split('\0').filter(Boolean)) {
    const from = path.join(root, file)
    if (!fs.existsSync(from)) continue
    fs.mkdirSync(path.dirname(path.join(work, file)), { recursive: true })
    fs.copyFileSync(from, path.join(work, file))
  }
}

let server
let output = ''

/**
 * npm start on a free port, resolved once this install's own server said it listens there. Waiting
 * for any answer on the port was not enough: beside the tests, a test server once took the port
 * between its choice and this server's start (EADDRINUSE), answered the checks itself, and refused
 * this install's administrator (401). Such a start is tried again on another port.
 */
async function startProductionServer() {
  for (let attempt = 1; ; attempt += 1) {
    port = Number(process.env.CHECK_PORT ?? (await freePort()))
    step(`npm start on port ${port}`)
    // LOG_LEVEL info: the server's "Ready on" line is what says it is this server that listens.
    const env = { ...process.env, PORT: String(port), SITE_URL: `http://localhost:${port}`, DATA_DIR: path.join(work, 'data'), NODE_ENV: 'production', LOG_LEVEL: 'info' }
    delete env.DATABASE_URL
    const started = output.length
    server = spawn(npm, ['start'], { cwd: work, env, detached: true })
    const ready = new Promise((resolve, reject) => {
      for (const stream of [server.stdout, server.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk
          process.stdout.write(chunk)
          if (new RegExp(`Ready on http://[^\\s"]+:${port}\\b`).test(output.slice(started))) resolve(true)
        })
      }
      server.once('exit', (code) => (/EADDRINUSE/.test(output.slice(started)) ? resolve(false) : reject(new Error(`npm start exited with code ${code} before its server was ready`))))
    })
    const timeout = setTimeout(() => server.kill('SIGTERM'), 15 * 60_000)
    const listening = await ready.finally(() => clearTimeout(timeout))
    if (listening) {
      await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { timeoutMs: 60_000, child: server })
      return env
    }
    if (process.env.CHECK_PORT || attempt === 3) throw new Error(`port ${port} was taken by another program`)
    console.log(`  port ${port} was taken meanwhile; trying another`)
  }
}

try {
  ensureBuild()
  step(`copy to ${work}`)
  copyRepository()
  // The build made from these same sources: npm start checks its source hash and serves it as it is.
  fs.cpSync(path.join(root, '.next'), path.join(work, '.next'), { recursive: true, filter: (from) => !from.startsWith(path.join(root, '.next', 'cache')) })
  step('npm ci --omit=dev')
  execFileSync(npm, ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: work, stdio: 'inherit' })
  // What the lock file marks as needed only for development (tests, lint, the demo generators).
  const lock = JSON.parse(fs.readFileSync(path.join(work, 'package-lock.json'), 'utf8'))
  const devOnly = Object.entries(lock.packages).filter(([location, entry]) => location && entry.dev).map(([location]) => location)
  const installed = devOnly.filter((location) => fs.existsSync(path.join(work, location)))
  if (installed.length) throw new Error(`development packages were installed: ${installed.slice(0, 10).join(', ')}`)
  console.log(`  ${devOnly.length} development-only packages left out (vitest, playwright-core, the demo generators…)`)

  const env = await startProductionServer()

  const base = `http://127.0.0.1:${port}`
  const checks = [
    ['/', 200, /<html/],
    ['/products', 200, /<html/],
    ['/admin/login', 200, /<html/],
    // The generic API is closed to visitors (the pages read on the server).
    ['/api/products?limit=1', 403, /"errors"/],
    ['/api/globals/general-settings', 403, /"errors"/],
    ['/api/graphql', 403, /"errors"/],
  ]
  for (const [address, status, body] of checks) {
    const response = await fetch(base + address, { headers: { host: `localhost:${port}` } })
    const text = await response.text()
    if (response.status !== status || !body.test(text)) throw new Error(`${address} answered ${response.status}`)
    console.log(`  ${address}: ${response.status}`)
  }
  const credentials = fs.readFileSync(path.join(work, 'data', 'admin-credentials.txt'), 'utf8')
  const email = /^email:\s*(.+)$/m.exec(credentials)?.[1]
  const password = /^password:\s*(.+)$/m.exec(credentials)?.[1]
  const login = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password }),
  })
  if (login.status !== 200) throw new Error(`the administrator's sign-in answered ${login.status}`)
  console.log('  administrator sign-in: 200')
  const { token } = await login.json()
  const adminRead = await fetch(`${base}/api/products?limit=1`, { headers: { host: `localhost:${port}`, authorization: `JWT ${token}` } })
  if (adminRead.status !== 200 || !/"docs"/.test(await adminRead.text())) throw new Error(`the administrator's /api/products?limit=1 answered ${adminRead.status}`)
  console.log('  administrator /api/products?limit=1: 200')
  // The operator's commands run on this install too (compiled by the build: no TypeScript runner here).
  const backup = execFileSync(npm, ['run', '--silent', 'backup'], { cwd: work, env, encoding: 'utf8' })
  const written = /Backup written and verified: (.+)/.exec(backup)?.[1]?.trim()
  if (!written) throw new Error(`npm run backup did not write a verified backup:\n${backup}`)
  console.log(`  npm run backup: ${backup.split('\n')[1]?.trim()}`)
  const restored = execFileSync(npm, ['run', '--silent', 'restore', '--', written], { cwd: work, env: { ...env, DATA_DIR: path.join(work, 'restored') }, encoding: 'utf8' })
  if (!/^Restored /m.test(restored)) throw new Error(`npm run restore did not restore the backup:\n${restored}`)
  console.log(`  npm run restore: ${restored.split('\n')[1]?.trim()}`)
  if (!output.includes('No demo content')) throw new Error('the start did not say why there is no demo content')
  if (output.includes('Building the site')) throw new Error('the start built the site again instead of serving the build it was given')
  console.log('\nProduction install check passed.')
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
} finally {
  // npm start's own children (the server) stop with their process group.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  fs.rmSync(work, { recursive: true, force: true })
}
