// The site as it runs on several machines, on this one: a throw-away
// PostgreSQL, an S3-protocol server for uploads, Redis for what the nodes
// share (page cache, limits, jobs), N app nodes and the nginx cache in front
// with every node as an upstream. Used by `npm run start:cluster`, the
// cluster tests (tests/cluster) and the two-node benchmark.
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.mjs'
import { startPostgresCluster } from './postgres-cluster.mjs'
import { ensureNginx, startNginx, temporaryPrefix, writeProxyConfig } from './proxy.mjs'
import { startRedis, stopChild } from './redis-server.mjs'
import { startS3Server } from './s3-server.mjs'
import { prepareDatabaseAsync, startServer, waitUntilReady } from './server.mjs'

/**
 * @param {{ nodes?: number, port?: number, nodePorts?: number[], env?: Record<string, string>,
 *   pageTtlSeconds?: number, listViewRate?: string, stdio?: import('node:child_process').StdioOptions,
 *   log?: (message: string) => void }} [options]
 *   port: where nginx listens (a free one when not given); env: added to every node's environment
 *   (and to the database preparation), e.g. SMTP_URL or SEED_DEMO.
 */
export async function startCluster({ nodes = 2, port, nodePorts = [], env = {}, pageTtlSeconds = 2, listViewRate, stdio = ['ignore', 'inherit', 'inherit'], log = () => {} } = {}) {
  ensureNginx()
  const proxyPort = port ?? (await freePort())
  const siteUrl = (env.SITE_URL ?? `http://localhost:${proxyPort}`).replace(/\/+$/, '')
  const ports = []
  for (let index = 0; index < nodes; index += 1) ports.push(nodePorts[index] ?? (await freePort()))
  const stops = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop()
      } catch (error) {
        console.error(error)
      }
    }
  }
  try {
    log('Starting PostgreSQL…')
    const postgres = await startPostgresCluster({ database: 'site' })
    stops.push(() => postgres.stop())
    log('Starting the S3-protocol server and Redis…')
    const s3 = await startS3Server({ port: await freePort(), bucket: 'site-media' })
    stops.push(() => s3.stop())
    const redis = await startRedis({ port: await freePort() })
    stops.push(() => redis.stop())

    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cluster-'))
    stops.push(() => fs.rmSync(scratch, { recursive: true, force: true }))
    const sharedEnv = {
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      ...s3.env,
      SITE_URL: siteUrl,
      // Every node signs and checks sessions with the same secret: a visitor signed in on one is signed in on all.
      PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      // nginx is the one hop in front of each node; the nodes see the visitor's address it sends.
      TRUST_PROXY: 'true',
      // No HOSTNAME: with HOSTNAME=127.0.0.1 Next sends its own rewrites (/products → /en/products)
      // to localhost:port as an outside address and they hang; the nodes listen like `npm start` does.
      ...env,
    }
    // Migrations, the administrator and the demo content are written once, before any node starts.
    log('Preparing the database (migrations, administrator, demo content on first start)…')
    await prepareDatabaseAsync({ ...sharedEnv, DATA_DIR: path.join(scratch, 'prepare') })

    const appNodes = ports.map((nodePort, index) => {
      // Nothing a node keeps on its own disk is shared: each has a data folder of its own. The first node
      // is the one runner of the jobs (the mail outbox, src/platform/outbox/runner.ts): two runners
      // could take one job together and send a message twice.
      const nodeEnv = { ...sharedEnv, DATA_DIR: path.join(scratch, `node-${index + 1}`), ...(index > 0 ? { JOBS_AUTORUN: 'false' } : {}) }
      let child
      const node = {
        port: nodePort,
        url: `http://127.0.0.1:${nodePort}`,
        get pid() {
          return child.pid
        },
        get running() {
          return child.exitCode === null && child.signalCode === null
        },
        start() {
          child = startServer({ port: nodePort, env: nodeEnv, stdio })
          // Ready, not only listening: database, bucket, Redis and the job queue answer (/readyz is 503 until then).
          return waitUntilReady(`${node.url}/readyz`, { child, timeoutMs: 180000 })
        },
        /** Ends the node at once, as a crashed process or a lost machine would. */
        kill: () => stopChild(child, 'SIGKILL'),
        stop: () => stopChild(child, 'SIGTERM'),
      }
      return node
    })
    log(`Starting ${nodes} app node${nodes > 1 ? 's' : ''}…`)
    await Promise.all(appNodes.map((node) => node.start()))
    stops.push(() => Promise.all(appNodes.map((node) => node.stop())))

    const prefix = temporaryPrefix('cluster-proxy')
    stops.push(() => fs.rmSync(prefix, { recursive: true, force: true }))
    const config = writeProxyConfig({
      prefix,
      listen: proxyPort,
      upstream: appNodes.map((node) => `127.0.0.1:${node.port}`),
      pageTtlSeconds,
      siteUrl,
      ...(listViewRate ? { listViewRate } : {}),
    })
    const proxy = await startNginx({ config, port: proxyPort, prefix, stdio: ['ignore', 'ignore', 'inherit'] })
    stops.push(() => stopChild(proxy, 'SIGQUIT'))

    return { url: siteUrl, proxyPort, proxy, config, nodes: appNodes, databaseUrl: postgres.url, redisUrl: redis.url, s3, env: sharedEnv, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
