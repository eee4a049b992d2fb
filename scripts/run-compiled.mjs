#!/usr/bin/env node
// npm run backup / npm run restore: the operator's commands as the build compiled them
// (scripts/lib/prepare-bundle.mjs), so that they work on a production install, which has
// no TypeScript runner. Builds first where the sources changed and the build tools exist.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ensureBuild, root } from './lib/build.mjs'
import { withSiteDatabase } from './lib/embedded-postgres.mjs'
import { compiledEntry, OPERATOR_COMMANDS } from './lib/prepare-bundle.mjs'

const [name] = process.argv.splice(2, 1)
if (!OPERATOR_COMMANDS.includes(name)) {
  console.error(`Usage: node scripts/run-compiled.mjs <${OPERATOR_COMMANDS.join('|')}> [arguments]`)
  process.exit(2)
}
try {
  ensureBuild()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
// The command reads its own arguments from process.argv[2] on, as when it ran by itself. It uses
// the running site's embedded database, or starts one for itself (a restore into a new DATA_DIR).
await withSiteDatabase({ dataDir: path.resolve(root, process.env.DATA_DIR ?? './data') }, async () => {
  await import(pathToFileURL(compiledEntry(name)).href)
})
