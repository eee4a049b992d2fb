// Runs nginx from the operating system as the caching proxy in front of the
// app, with deploy/nginx/site.conf.template filled in for this machine.
import { installDebianPackages } from './debian-packages.mjs'
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './build.mjs'

const MODULES_DIR = '/usr/lib/nginx/modules'
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so']

/** Debian's brotli modules for nginx (libnginx-mod-http-brotli-filter and -static), when installed. */
export function brotliModules() {
  const dir = process.env.NGINX_MODULES_DIR ?? MODULES_DIR
  const paths = BROTLI_MODULES.map((name) => path.join(dir, name))
  return paths.every((file) => fs.existsSync(file)) ? paths : null
}

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/opt/homebrew/bin/nginx', '/usr/local/bin/nginx']

/** The nginx binary, or null when none is installed. */
export function findNginx() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null
}

export const NGINX_PACKAGES = ['nginx-light', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static']

/** nginx from apt when it is missing and this process may install it (as for Chromium in the tests). */
export function ensureNginx() {
  const found = findNginx()
  if (found && brotliModules()) return found
  if (process.getuid?.() !== 0) {
    if (found) return found // gzip only: brotli is a bonus, not a requirement
    throw new Error(`nginx is missing: install the Debian packages ${NGINX_PACKAGES.join(' ')} (or set NGINX_BIN)`)
  }
  installDebianPackages('nginx', NGINX_PACKAGES, 'or set NGINX_BIN')
  return findNginx()
}

export function nginxVersion(binary = findNginx()) {
  if (!binary) return null
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' })
  return /nginx\/([\d.]+)/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? null
}

/**
 * Writes the configuration into `prefix` and returns its path.
 * listViewRate and listViewBurst bound the uncached list views (a query on /products, /resources
 * or /news) per client address; siteUrl starting with https:// adds HSTS to the files nginx
 * serves itself (the app sends it on everything else).
 * upstream is one app address or a list of them (several nodes: nginx spreads requests across them
 * and skips a node that stops answering or answers 502/503/504).
 * tls adds HTTPS with HTTP/2 on its own address (certificate and key are PEM files); when siteUrl is
 * https:// too, the plain `listen` only redirects to it, otherwise both serve the site.
 * @param {{ prefix: string, listen: number | string, upstream: string | string[], pageTtlSeconds?: number, workers?: number | 'auto', template?: string, listViewRate?: string, listViewBurst?: number, siteUrl?: string, tls?: TlsOptions }} options
 */
export function writeProxyConfig({
  prefix,
  listen,
  upstream,
  pageTtlSeconds = 2,
  workers = 'auto',
  template = path.join(root, 'deploy', 'nginx', 'site.conf.template'),
  listViewRate = '5r/s',
  listViewBurst = 20,
  siteUrl = '',
  tls,
}) {
  fs.mkdirSync(path.join(prefix, 'cache'), { recursive: true })
  const brotli = brotliModules()
  const values = {
    LOAD_MODULES: brotli ? brotli.map((file) => `load_module ${file};`).join('\n') : '# (no brotli modules installed: gzip only)',
    BROTLI: brotli
      ? '  brotli on;\n  brotli_comp_level 5;\n  brotli_min_length 512;\n  brotli_types text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml text/plain application/manifest+json;'
      : '',
    BROTLI_STATIC: brotli ? '      brotli_static on;' : '',
    STATIC_DIR: path.join(root, '.next', 'static'),
    PREFIX: prefix,
    ...listenDirectives({ listen, tls, siteUrl }),
    // Passive health checks: a node failing three times within 10 s rests for 10 s (ignored with one node).
    UPSTREAM_SERVERS: [upstream].flat().map((address) => `server ${address} max_fails=3 fail_timeout=10s;`).join('\n    '),
    PAGE_TTL: `${pageTtlSeconds}s`,
    PAGE_TTL_SECONDS: String(pageTtlSeconds),
    WORKERS: String(workers),
    LIST_VIEW_RATE: listViewRate,
    LIST_VIEW_BURST: String(listViewBurst),
    HSTS: siteUrl.startsWith('https://') ? '      add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;' : '',
  }
  const text = fs.readFileSync(template, 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${match} in ${template}`)
    return values[name]
  })
  const file = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(file, text)
  return file
}

/** @typedef {{ listen: number | string, certificate: string, key: string }} TlsOptions */

// A bare port listens on the loopback only; "0.0.0.0:80" or similar opens it to the network.
const address = (listen) => (typeof listen === 'number' ? `127.0.0.1:${listen}` : String(listen))

/**
 * The site server's listen lines, and the plain-HTTP server that sends visitors to HTTPS when the
 * site's address is HTTPS. HTTPS is served with HTTP/2: a page's stylesheet, script chunks and main
 * image then share one connection instead of queueing on six, each opened and warmed up apart.
 * @param {{ listen: number | string, tls?: TlsOptions, siteUrl: string }} options
 */
export function listenDirectives({ listen, tls, siteUrl }) {
  if (!tls) return { SITE_LISTEN: `    listen ${address(listen)};`, HTTPS_REDIRECT_SERVER: '' }
  for (const [name, file] of [['certificate', tls.certificate], ['key', tls.key]]) {
    if (!file || !fs.existsSync(file)) throw new Error(`The TLS ${name} file ${file || '(none given)'} does not exist`)
  }
  const secure = [
    // nginx 1.22 (Debian 12) names HTTP/2 on the listen line; from 1.25.1 that still works, with a notice.
    `    listen ${address(tls.listen)} ssl http2;`,
    `    ssl_certificate ${path.resolve(tls.certificate)};`,
    `    ssl_certificate_key ${path.resolve(tls.key)};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    '    ssl_session_cache shared:tls:10m;',
    '    ssl_session_timeout 1d;',
  ]
  if (!siteUrl.startsWith('https://')) return { SITE_LISTEN: [`    listen ${address(listen)};`, ...secure].join('\n'), HTTPS_REDIRECT_SERVER: '' }
  const httpsPort = new URL(siteUrl).port
  return {
    SITE_LISTEN: secure.join('\n'),
    HTTPS_REDIRECT_SERVER: [
      '  # Plain HTTP only sends visitors to the same address over HTTPS (the host keeps the language).',
      '  server {',
      `    listen ${address(listen)};`,
      '    server_name _;',
      `    return 301 https://$host${httpsPort ? `:${httpsPort}` : ''}$request_uri;`,
      '  }',
    ].join('\n'),
  }
}

async function waitForPort(port, child, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}`)
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD', redirect: 'manual' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`)
}

/**
 * Starts nginx in the foreground (it stops with the returned process).
 * @param {{ config: string, port: number, prefix: string, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startNginx({ config, port, prefix, stdio = ['ignore', 'inherit', 'inherit'] }) {
  const binary = findNginx()
  if (!binary) throw new Error('nginx is not installed (Debian: apt-get install -y nginx-light; or set NGINX_BIN)')
  const test = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx rejected ${config}:\n${test.stderr}`)
  const child = spawn(binary, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio })
  await waitForPort(port, child)
  return child
}

/** A scratch folder for an nginx that lives only as long as a test or a benchmark. */
export function temporaryPrefix(name) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  // mkdtemp makes it owner-only; nginx's workers run as another user when started by root and must reach the cache.
  fs.chmodSync(prefix, 0o755)
  return prefix
}
