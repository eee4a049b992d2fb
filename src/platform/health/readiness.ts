import type { CheckResult } from './bounded'
import { readinessChecks } from './checks'

export type Readiness = { status: 'ok' | 'fail'; checks: Record<keyof typeof readinessChecks, CheckResult> }

let current: Promise<Readiness> | undefined

async function evaluate(): Promise<Readiness> {
  const names = Object.keys(readinessChecks) as (keyof typeof readinessChecks)[]
  // In parallel, each within its own limit: the answer comes within about two seconds whatever hangs.
  const results = await Promise.all(names.map((name) => readinessChecks[name]()))
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]])) as Readiness['checks']
  return { status: results.some((result) => result.status === 'fail') ? 'fail' : 'ok', checks }
}

/** Whether this node can serve: callers that arrive while a check runs share its answer. */
export function readiness(): Promise<Readiness> {
  current ??= evaluate().finally(() => (current = undefined))
  return current
}
