// The database preparation (scripts/prepare.ts: migrations, the first administrator,
// the demo content) and the operator's commands (npm run backup, npm run restore)
// compiled to plain JavaScript as part of the build, so that a production install
// runs what was built, and no compiler (tsx, a development package).
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
export const PREPARE_DIR = path.join(root, '.next', 'prepare')
export const PREPARE_ENTRY = path.join(PREPARE_DIR, 'prepare.mjs')
/** The scripts compiled beside it, run by scripts/run-compiled.mjs. */
export const OPERATOR_COMMANDS = ['backup', 'restore']
export const compiledEntry = (name) => path.join(PREPARE_DIR, `${name}.mjs`)

export function buildPrepare() {
  // esbuild is a development dependency: it runs where the build runs, never in production.
  const { buildSync } = createRequire(import.meta.url)('esbuild')
  buildSync({
    entryPoints: ['prepare', ...OPERATOR_COMMANDS].map((name) => path.join(root, 'scripts', `${name}.ts`)),
    outdir: PREPARE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Packages stay imports of node_modules; the demo seed becomes its own chunk, loaded only
    // when a seed may be written (its generators are development packages).
    packages: 'external',
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Node's loader finds a package's subpath only through its exports map, which Next lacks
    // for next/cache (tsx and Next's bundler resolve it by file).
    alias: { 'next/cache': 'next/cache.js' },
    logLevel: 'warning',
  })
}
