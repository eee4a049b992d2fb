import path from 'node:path'
import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './tests/helpers/longest-first-sequencer'

/**
 * The server files run in this many workers side by side (scripts/test.mjs sets 2), each on
 * a server of its own (tests/helpers/server-setup.ts), each taking the next file when it is done.
 */
const serverWorkers = Math.max(1, Number(process.env.TEST_SERVERS ?? 1))

const alias = { '@': path.resolve(import.meta.dirname, 'src'), '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts') }

/**
 * Three projects: `unit` (pure code), `integration` (Payload's Local API on a
 * fresh database per file) and `server` (REST and Chromium against a started
 * production server), and `cluster` (two nodes behind nginx). scripts/test.mjs
 * runs them once, on PostgreSQL.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    isolate: true,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A poll waits up to 10 s unless it says otherwise: Vitest's default second was shorter than a
    // server render of an admin list under CI's load (a filter's address followed after it had given up).
    expect: { poll: { timeout: 10_000 } },
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          setupFiles: ['tests/helpers/fresh-modules.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          maxWorkers: 2,
          // Each worker starts Payload's packages once for all its files; tests/helpers/fresh-modules.ts
          // gives every file the project's modules and environment afresh.
          isolate: false,
          setupFiles: ['tests/helpers/fresh-modules.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/http/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A browser test is a person's task of several steps, each of which waits up to 30 s for its
          // answer: on a host half as fast as this one, some took over a minute (issue 55).
          testTimeout: 180_000,
          globalSetup: ['tests/helpers/server-setup.ts'],
          setupFiles: ['tests/helpers/failure-screenshots.ts'],
          maxWorkers: serverWorkers,
          fileParallelism: serverWorkers > 1,
          // A worker runs its files one after the other and keeps what they import (Playwright, the
          // helpers) and one Chromium with its warm tabs (tests/helpers/browser.ts) from file to file.
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      // `npm run test:cluster`: HTTP tests against two app nodes behind nginx (scripts/lib/cluster.mjs).
      {
        extends: true,
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/cluster-setup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
