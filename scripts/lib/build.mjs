// Builds the app only when the sources changed since the last build.
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { buildPrepare, compiledEntry, OPERATOR_COMMANDS, PREPARE_ENTRY } from './prepare-bundle.mjs'
import { precompressStatic } from './precompress.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const HASH_FILE = path.join(root, '.next', 'SOURCE_HASH')
const INPUTS = ['src', 'migrations', 'public', ...['prepare', ...OPERATOR_COMMANDS].map((name) => `scripts/${name}.ts`), 'next.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'postcss.config.mjs']

function* files(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(full).sort()) {
    if (name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue
    yield* files(path.join(entry, name))
  }
}

export function sourceHash() {
  const hash = crypto.createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file)
      hash.update(fs.readFileSync(path.join(root, file)))
    }
  }
  return hash.digest('hex')
}

export function buildIsCurrent() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return false
  if (![PREPARE_ENTRY, ...OPERATOR_COMMANDS.map(compiledEntry)].every((file) => fs.existsSync(file))) return false
  try {
    return fs.readFileSync(HASH_FILE, 'utf8').trim() === sourceHash()
  } catch {
    return false
  }
}

export function nodeEnv(extra = {}) {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra }
}

export function ensureBuild() {
  if (buildIsCurrent()) return
  if (!hasBuildTools()) {
    throw new Error(
      'The build is missing or older than the sources, and this install has no build tools (npm ci --omit=dev installs what the built site runs, not TypeScript or Tailwind). Build with the development install (npm ci && npm run build), then start the built site (.next) here.',
    )
  }
  // Hashed before building: a source edited during the build must not pass for built.
  const hash = sourceHash()
  console.log('Building the site (about 1–2 minutes on first run)…')
  const started = Date.now()
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: nodeEnv({ NODE_ENV: 'production' }),
  })
  if (result.status !== 0) throw new Error('next build failed')
  precompressStatic(path.join(root, '.next', 'static'))
  buildPrepare()
  fs.writeFileSync(HASH_FILE, hash)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** TypeScript, Tailwind and esbuild are development dependencies: present where the site is built. */
function hasBuildTools() {
  const require = createRequire(import.meta.url)
  try {
    for (const name of ['typescript', 'tailwindcss', 'esbuild']) require.resolve(name)
    return true
  } catch {
    return false
  }
}
