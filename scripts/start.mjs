#!/usr/bin/env node
// npm start: build if needed, start the database (the embedded PostgreSQL in DATA_DIR unless
// DATABASE_URL names one), migrate, create the first administrator, write the demo content into
// an empty site, serve, and print where to log in. The embedded server stops with this command.
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild, root } from './lib/build.mjs'
import { openSiteDatabase } from './lib/embedded-postgres.mjs'
import { prepareDatabase, startServer, waitUntilReady } from './lib/server.mjs'

const port = Number(process.env.PORT ?? 3000)
const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data')
const siteUrl = (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')

function loginLines() {
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    return [`  E-mail:    ${process.env.ADMIN_EMAIL}`, '  Password:  the ADMIN_PASSWORD you set']
  }
  const file = path.join(dataDir, 'admin-credentials.txt')
  if (!fs.existsSync(file)) return ['  Sign in with the administrator account you created earlier.']
  const text = fs.readFileSync(file, 'utf8')
  const email = /^email:\s*(.+)$/m.exec(text)?.[1]
  const password = /^password:\s*(.+)$/m.exec(text)?.[1]
  return [`  E-mail:    ${email}`, `  Password:  ${password}`, `  (saved in ${path.relative(root, file) || file})`]
}

ensureBuild()
const database = await openSiteDatabase({ dataDir })
try {
  prepareDatabase({ PORT: String(port) })
} catch (error) {
  await database.stop()
  throw error
}
const server = startServer({ port, env: {} })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', async (code) => {
  await database.stop()
  process.exit(code ?? 0)
})
await waitUntilReady(`http://127.0.0.1:${port}/api/users/me`, { child: server })
const languageSite = (prefix) => siteUrl.replace('://', `://${prefix}.`).replace(`://${prefix}.www.`, `://${prefix}.`)
console.log(
  [
    '',
    '────────────────────────────────────────────────────────',
    `  Site:      ${siteUrl}/`,
    `  繁體中文:  ${languageSite('zh')}/`,
    `  简体中文:  ${languageSite('cn')}/`,
    `  Admin:     ${siteUrl}/admin`,
    ...loginLines(),
    '────────────────────────────────────────────────────────',
    '',
  ].join('\n'),
)
