#!/usr/bin/env node
// npm run bench:cluster: only the one-vs-two-node run of npm run bench (bench/lib/cluster-bench.mjs)
// on the largest catalogue. Environment: BENCH_SECONDS (default 15), BENCH_SIZES (default
// 50,500,5000: the last is used).
import { ensureBuild } from '../scripts/lib/build.mjs'
import { ensureNginx } from '../scripts/lib/proxy.mjs'
import { runClusterBenchmarks } from './lib/cluster-bench.mjs'
import { ensureDataset } from './lib/datasets.mjs'

const log = (message) => console.log(`[bench] ${message}`)
ensureBuild()
ensureNginx()
await runClusterBenchmarks({
  dataset: await ensureDataset((process.env.BENCH_SIZES ?? '50,500,5000').split(',').map(Number).at(-1), log),
  seconds: Number(process.env.BENCH_SECONDS ?? 15),
  ports: { app: 4111, second: 4112, proxy: 4110 },
  log,
})
