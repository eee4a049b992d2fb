import type { TestProject } from 'vitest/node'
import { startCluster } from '../../scripts/lib/cluster.mjs'
import { freePort } from './ports'
import { TEST_ADMIN } from './server-setup'

declare module 'vitest' {
  export interface ProvidedContext {
    /** nginx in front of every node (http://localhost:port). */
    clusterUrl: string
    /** Each app node, addressed directly (http://127.0.0.1:port). */
    clusterNodeUrls: string[]
    /** Each node's process id, so a test can end one as a crash would. */
    clusterNodePids: number[]
    clusterDatabaseUrl: string
    clusterSmtpPort: number
  }
}

/**
 * Starts the local cluster of `npm run start:cluster` once for the cluster tests: PostgreSQL,
 * the S3-protocol server, Redis, two app nodes and nginx, with an administrator and no demo content.
 */
export default async function setup(project: TestProject) {
  // The SMTP port is chosen here; the tests start the server that counts deliveries.
  const smtpPort = await freePort()
  const cluster = await startCluster({
    nodes: 2,
    env: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'fatal',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'website@kinsen.example',
      MAIL_RETRY_FIRST_DELAY_MS: '1000',
    },
    // Many list views from the loopback: nginx's per-address limit on them is not what is tested here.
    listViewRate: '1000r/s',
  })
  project.provide('clusterUrl', cluster.url)
  project.provide('clusterNodeUrls', cluster.nodes.map((node) => node.url))
  project.provide('clusterNodePids', cluster.nodes.map((node) => node.pid ?? 0))
  project.provide('clusterDatabaseUrl', cluster.databaseUrl)
  project.provide('clusterSmtpPort', smtpPort)
  project.provide('adminEmail', TEST_ADMIN.email)
  project.provide('adminPassword', TEST_ADMIN.password)
  return () => cluster.stop()
}
