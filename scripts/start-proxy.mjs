#!/usr/bin/env node
// npm run start:proxy: the site as in production, the app behind the caching
// proxy (nginx from the operating system). The app listens on APP_PORT
// (default PORT + 1) on the loopback only; visitors use PORT.
import path from 'node:path'
import { ensureBuild, root } from './lib/build.mjs'
import { openSiteDatabase } from './lib/embedded-postgres.mjs'
import { startNginx, writeProxyConfig } from './lib/proxy.mjs'
import { prepareDatabase, startServer, waitUntilReady } from './lib/server.mjs'

const port = Number(process.env.PORT ?? 8080)
const appPort = Number(process.env.APP_PORT ?? port + 1)
const dataDir = path.resolve(root, process.env.DATA_DIR ?? './data')
const pageTtlSeconds = Number(process.env.PROXY_PAGE_TTL ?? 2)
// Where nginx listens: the loopback by default, PROXY_LISTEN=0.0.0.0:8080 (for example) on a server.
const listen = process.env.PROXY_LISTEN || port
// HTTPS with HTTP/2 when a certificate is given (PEM files); the plain port then redirects to it.
const tls = process.env.PROXY_TLS_CERT || process.env.PROXY_TLS_KEY
  ? { certificate: process.env.PROXY_TLS_CERT ?? '', key: process.env.PROXY_TLS_KEY ?? '', listen: process.env.PROXY_TLS_LISTEN || 8443 }
  : undefined
const tlsPort = tls ? /(\d+)$/.exec(String(tls.listen))?.[1] : undefined
const defaultSiteUrl = tls ? `https://localhost${tlsPort === '443' ? '' : `:${tlsPort}`}` : `http://localhost:${port}`
const siteUrl = (process.env.SITE_URL ?? defaultSiteUrl).replace(/\/+$/, '')

ensureBuild()
const database = await openSiteDatabase({ dataDir })
try {
  prepareDatabase({ SITE_URL: siteUrl })
} catch (error) {
  await database.stop()
  throw error
}
// nginx sets X-Forwarded-For to the visitor's address; the app trusts that one hop and no other.
const app = startServer({ port: appPort, env: { SITE_URL: siteUrl, HOSTNAME: '127.0.0.1', TRUST_PROXY: 'true' } })
await waitUntilReady(`http://127.0.0.1:${appPort}/api/users/me`, { child: app })
const prefix = path.join(dataDir, 'nginx')
const config = writeProxyConfig({ prefix, listen, upstream: `127.0.0.1:${appPort}`, pageTtlSeconds, siteUrl, tls })
const proxy = await startNginx({ config, port, prefix })
const stop = (signal) => {
  proxy.kill('SIGQUIT')
  app.kill(signal)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
// nginx ending first ends the app; the database stops once the app has.
let proxyExitCode
app.on('exit', async (code) => {
  proxy.kill('SIGQUIT')
  await database.stop()
  process.exit(proxyExitCode ?? code ?? 0)
})
proxy.on('exit', (code) => {
  proxyExitCode = code ?? 1
  app.kill('SIGTERM')
})
console.log(`\n  Site (behind the cache): ${siteUrl}/\n  App:                     http://127.0.0.1:${appPort}/\n  nginx configuration:     ${config}\n`)
