#!/usr/bin/env node
// Runs a command with the site's database: DATABASE_URL, or the embedded PostgreSQL of DATA_DIR
// (the running site's, or one started for the command and stopped after it). npm run seed,
// seed:large and payload go through it:  node scripts/with-database.mjs <command> [arguments]
import { spawn } from 'node:child_process'
import path from 'node:path'
import { root } from './lib/build.mjs'
import { withSiteDatabase } from './lib/embedded-postgres.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node scripts/with-database.mjs <command> [arguments]')
  process.exit(2)
}
const code = await withSiteDatabase({ dataDir: path.resolve(root, process.env.DATA_DIR ?? './data') }, async () => {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  return new Promise((resolve) => {
    child.once('error', (error) => (console.error(error.message), resolve(127)))
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
})
process.exit(code)
