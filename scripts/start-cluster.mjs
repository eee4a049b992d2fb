#!/usr/bin/env node
// npm run start:cluster: the site on several nodes on this machine (scripts/lib/cluster.mjs):
// PostgreSQL, an S3-protocol server, Redis, CLUSTER_NODES app nodes (default 2) and the nginx
// cache in front of them on PORT (default 8080). Everything is thrown away when it stops (Ctrl+C).
// The deployment on real machines: docs/decisions/013-several-nodes.md.
import crypto from 'node:crypto'
import { ensureBuild } from './lib/build.mjs'
import { startCluster } from './lib/cluster.mjs'

const port = Number(process.env.PORT ?? 8080)
const nodes = Number(process.env.CLUSTER_NODES ?? 2)
const adminEmail = process.env.ADMIN_EMAIL || 'admin@example.com'
const adminPassword = process.env.ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url')

ensureBuild()
const cluster = await startCluster({
  nodes,
  port,
  nodePorts: Array.from({ length: nodes }, (_, index) => port + 1 + index),
  env: { ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword, ...(process.env.SITE_URL ? { SITE_URL: process.env.SITE_URL } : {}) },
  log: (message) => console.log(`[cluster] ${message}`),
})

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  console.log('[cluster] Stopping…')
  await cluster.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop())
cluster.proxy.on('exit', () => void stop())

console.log(
  [
    '',
    '────────────────────────────────────────────────────────',
    `  Site (nginx cache, ${nodes} nodes): ${cluster.url}/`,
    `  Admin:     ${cluster.url}/admin`,
    `  E-mail:    ${adminEmail}`,
    `  Password:  ${process.env.ADMIN_PASSWORD ? 'the ADMIN_PASSWORD you set' : adminPassword}`,
    ...cluster.nodes.map((node, index) => `  Node ${index + 1}:    ${node.url}/ (pid ${node.pid})`),
    `  PostgreSQL: ${cluster.databaseUrl}`,
    `  Redis:      ${cluster.redisUrl}`,
    `  S3:         ${cluster.s3.endpoint} (bucket ${cluster.env.S3_BUCKET})`,
    '  Stop with Ctrl+C: every part is thrown away.',
    '────────────────────────────────────────────────────────',
    '',
  ].join('\n'),
)
