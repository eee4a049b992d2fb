/** What one readiness check found: nothing in it names an address, a credential or a path. */
export type CheckResult = { status: 'ok' | 'fail' | 'skipped'; ms: number; reason?: string }

export const CHECK_TIMEOUT_MS = 2000

/** A failure whose message is written for operators (and safe to show). */
export class CheckFailure extends Error {}

/** A system error code (ECONNREFUSED, EACCES, ENOTDIR…) tells an operator enough; messages may hold paths or addresses. */
function reasonOf(error: unknown): string {
  if (error instanceof CheckFailure) return error.message
  // The driver's error is often the cause of the ORM's (Drizzle wraps pg's).
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 4; depth += 1) {
    const code = 'code' in cause ? String(cause.code) : ''
    if (/^[A-Z0-9][A-Z0-9_]{1,40}$/.test(code)) return code
    cause = 'cause' in cause ? cause.cause : undefined
  }
  const name = error instanceof Error ? error.name : ''
  return /^[A-Za-z]{1,40}$/.test(name) && name !== 'Error' ? name : 'failed'
}

/**
 * Runs a check within its time limit. A check still running from an earlier
 * call (a database that hangs) is not started again: each call would
 * otherwise leave one more query holding a pooled connection.
 */
export function boundedCheck(probe: (signal: AbortSignal) => Promise<void>, timeoutMs = CHECK_TIMEOUT_MS) {
  let running: Promise<unknown> | undefined
  return async (): Promise<CheckResult> => {
    const started = performance.now()
    const elapsed = () => Math.round(performance.now() - started)
    if (running) return { status: 'fail', ms: 0, reason: 'the previous check has not answered yet' }
    const controller = new AbortController()
    const attempt = probe(controller.signal)
    running = attempt.catch(() => {}).finally(() => (running = undefined))
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(new Error('timeout'))
      }, timeoutMs)
    })
    try {
      await Promise.race([attempt, timeout])
      return { status: 'ok', ms: elapsed() }
    } catch (error) {
      const timedOut = error instanceof Error && error.message === 'timeout' && controller.signal.aborted
      return { status: 'fail', ms: elapsed(), reason: timedOut ? `no answer within ${timeoutMs} ms` : reasonOf(error) }
    } finally {
      clearTimeout(timer)
    }
  }
}
