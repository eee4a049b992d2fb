// One app node against two behind nginx, on uncached list views (a page or filter of
// /products or /news: rendered for every request, so the nodes' CPUs do the work).
// The nodes run as in the cluster (npm run start:cluster): PostgreSQL, Redis for what
// they share; nginx balances them with a plain upstream, no cache, so every request
// reaches a node.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../../scripts/lib/free-port.mjs'
import { startNginx, temporaryPrefix } from '../../scripts/lib/proxy.mjs'
import { startRedis, stopChild } from '../../scripts/lib/redis-server.mjs'
import { startApp } from './app-server.mjs'
import { measureLoad, warmUp } from './load.mjs'

export const LIST_VIEWS = [
  { label: 'Products, page 2', path: '/products?page=2' },
  { label: 'News, page 2', path: '/news?page=2' },
]

function balancerConfig(prefix, listen, upstreams) {
  const file = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(
    file,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  upstream app {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  )
  return file
}

/**
 * @param {{ databaseUrl: string, nodePorts: number[], proxyPort: number, seconds: number, log: (message: string) => void }} options
 */
export async function measureNodeScaling({ databaseUrl, nodePorts, proxyPort, seconds, log }) {
  const redis = await startRedis({ port: await freePort() })
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nodes-'))
  const siteHost = `localhost:${proxyPort}`
  const apps = []
  const results = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown CPU', views: [] }
  try {
    for (const [index, port] of nodePorts.entries()) {
      apps.push(
        await startApp({
          dataDir: path.join(scratch, `node-${index + 1}`),
          port,
          siteUrl: `http://${siteHost}`,
          // No HOSTNAME (as in scripts/lib/cluster.mjs): with HOSTNAME=127.0.0.1 Next's own rewrites hang.
          extraEnv: { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, TRUST_PROXY: 'true', PUBLIC_WRITE_LIMITS: 'false', UNCACHED_VIEWS_PER_MINUTE: '0', HOSTNAME: '' },
        }),
      )
    }
    const byNodes = {}
    for (const count of [1, 2]) {
      const prefix = temporaryPrefix(`bench-balancer-${count}`)
      const proxy = await startNginx({ config: balancerConfig(prefix, proxyPort, nodePorts.slice(0, count).map((port) => `127.0.0.1:${port}`)), port: proxyPort, prefix, stdio: 'ignore' })
      try {
        for (const view of LIST_VIEWS) {
          const options = { origin: `http://127.0.0.1:${proxyPort}`, path: view.path, host: siteHost }
          await warmUp(options)
          const figures = await measureLoad({ ...options, seconds })
          ;(byNodes[view.label] ??= { path: view.path })[count === 1 ? 'oneNode' : 'twoNodes'] = figures
          log(`  ${view.label}, ${count} node${count > 1 ? 's' : ''}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, non-2xx ${figures.non2xx}`)
          // Refusals (the per-visitor limit of uncached views answered 429 before it was lifted here) are not pages served.
          if (figures.non2xx > 0) throw new Error(`${view.path} on ${count} node(s) answered ${figures.non2xx} times with an error status: the figures would not be pages served`)
        }
      } finally {
        await stopChild(proxy, 'SIGQUIT')
        fs.rmSync(prefix, { recursive: true, force: true })
      }
    }
    for (const [label, figures] of Object.entries(byNodes)) {
      results.views.push({ label, ...figures, ratio: Number((figures.twoNodes.requestsPerSecond / figures.oneNode.requestsPerSecond).toFixed(2)) })
    }
  } finally {
    for (const app of apps) await app.stop()
    await redis.stop()
    fs.rmSync(scratch, { recursive: true, force: true })
  }
  return results
}
