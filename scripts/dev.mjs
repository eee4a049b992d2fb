#!/usr/bin/env node
// npm run dev: the database, migrations and the seed as for npm start, then Next's dev server.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { nodeEnv, root } from './lib/build.mjs'
import { openSiteDatabase } from './lib/embedded-postgres.mjs'

const database = await openSiteDatabase({ dataDir: path.resolve(root, process.env.DATA_DIR ?? './data') })

// The preparation from its source: development has tsx, and no build to take it from.
const prepared = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'prepare.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'development' }),
})
if (prepared.status !== 0) {
  await database.stop()
  process.exit(prepared.status ?? 1)
}
const child = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '-p', process.env.PORT ?? '3000'], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'development' }),
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code) => {
  await database.stop()
  process.exit(code ?? 0)
})
