#!/usr/bin/env node
// npm run test:cluster: the HTTP tests of the site on two nodes (tests/cluster), against the
// cluster of `npm run start:cluster` started once by tests/helpers/cluster-setup.ts.
// npm test runs these too, in one of its lanes; this runs them alone. Needs PostgreSQL, Redis and nginx.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { ensureBuild, nodeEnv, root } from './lib/build.mjs'
import { ensureNginx } from './lib/proxy.mjs'
import { ensureRedisServer } from './lib/redis-server.mjs'

ensureNginx()
ensureRedisServer()
ensureBuild()
const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--project', 'cluster', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: nodeEnv({ NODE_ENV: 'test', DATABASE_URL: '', TEST_POSTGRES_URL: '', BACKUP_SCHEDULE: 'off' }),
})
process.exit(result.status ?? 1)
