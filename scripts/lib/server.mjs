// Starts the production server and waits until it answers.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { nodeEnv, root } from './build.mjs'
import { PREPARE_ENTRY } from './prepare-bundle.mjs'

// The preparation as built (scripts/lib/prepare-bundle.mjs): callers build first (ensureBuild).
const PREPARE_ARGS = [PREPARE_ENTRY]

/** @param {Record<string, string>} env */
export function prepareDatabase(env) {
  const result = spawnSync(process.execPath, PREPARE_ARGS, {
    cwd: root,
    stdio: 'inherit',
    env: nodeEnv({ NODE_ENV: 'production', ...env }),
  })
  if (result.status !== 0) throw new Error('Preparing the database failed')
}

/**
 * The same, without blocking this process: for a caller that itself serves something
 * the preparation needs (the local cluster runs the S3-protocol server in-process).
 * @param {Record<string, string>} env
 */
export function prepareDatabaseAsync(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, PREPARE_ARGS, { cwd: root, stdio: 'inherit', env: nodeEnv({ NODE_ENV: 'production', ...env }) })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error('Preparing the database failed'))))
  })
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess }} [options]
 */
export async function waitUntilReady(url, { timeoutMs = 60000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server at ${url} did not answer within ${timeoutMs} ms`)
}

/** @param {{ port: number, env: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options */
export function startServer({ port, env, stdio = 'inherit' }) {
  forgetRenderedPages()
  return spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    stdio,
    env: nodeEnv({ NODE_ENV: 'production', PORT: String(port), ...env }),
  })
}

/**
 * Next keeps rendered pages and cached reads on disk inside .next, across
 * restarts. They belong to whatever database the last server used, and the
 * seed and migrations change data without expiring them, so a starting
 * server begins with none: each page is rendered again on its first request.
 * With REDIS_URL the pages live in Redis instead, shared with the other
 * nodes, and are left alone: a node starting must not empty what the running
 * ones serve (entries are kept per build; see decision 012).
 */
export function forgetRenderedPages() {
  for (const dir of [path.join(root, '.next', 'cache', 'fetch-cache'), path.join(root, '.next', 'server', 'route-cache')]) {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
