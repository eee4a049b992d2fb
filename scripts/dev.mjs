#!/usr/bin/env node
// npm run dev: migrate and seed like npm start, then Next's dev server.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { nodeEnv, root } from './lib/build.mjs'
import { prepareDatabase } from './lib/server.mjs'

prepareDatabase({ NODE_ENV: 'development' })
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', process.env.PORT ?? '3000'], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'development' }),
})
child.on('exit', (code) => process.exit(code ?? 0))
