#!/usr/bin/env node
// npm run bench:cluster: only the PostgreSQL growth table and the one-vs-two-node run
// of npm run bench (bench/lib/cluster-bench.mjs). Environment: BENCH_SECONDS (default 15),
// BENCH_SIZES (default 50,500,5000).
import { ensureBuild } from '../scripts/lib/build.mjs'
import { ensureNginx } from '../scripts/lib/proxy.mjs'
import { runClusterBenchmarks } from './lib/cluster-bench.mjs'

ensureBuild()
ensureNginx()
await runClusterBenchmarks({
  sizes: (process.env.BENCH_SIZES ?? '50,500,5000').split(',').map(Number),
  seconds: Number(process.env.BENCH_SECONDS ?? 15),
  ports: { app: 4111, second: 4112, proxy: 4110 },
  log: (message) => console.log(`[bench] ${message}`),
})
