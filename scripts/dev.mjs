#!/usr/bin/env node
// npm run dev: migrate and seed like npm start, then Next's dev server.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { nodeEnv, root } from './lib/build.mjs'

// The preparation from its source: development has tsx, and no build to take it from.
const prepared = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'prepare.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'development' }),
})
if (prepared.status !== 0) process.exit(prepared.status ?? 1)
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', process.env.PORT ?? '3000'], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'development' }),
})
child.on('exit', (code) => process.exit(code ?? 0))
