type RetryPolicy = { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number }

/**
 * When to try a failed delivery again: the first retry after `firstDelayMs`,
 * each later one twice as long after the one before, never more than
 * `maxDelayMs` apart. Undefined once the next try would fall beyond
 * `giveUpAfterMs` from the start of sending: the message has failed.
 */
export function nextAttemptAt({
  failedAttempts,
  startedAt,
  now,
  policy,
}: {
  failedAttempts: number
  startedAt: Date
  now: Date
  policy: RetryPolicy
}): Date | undefined {
  // 2^30 already exceeds any sensible cap; a larger exponent only risks Infinity.
  const exponent = Math.min(Math.max(failedAttempts - 1, 0), 30)
  const delay = Math.min(policy.firstDelayMs * 2 ** exponent, policy.maxDelayMs)
  const next = new Date(now.getTime() + delay)
  return next.getTime() > startedAt.getTime() + policy.giveUpAfterMs ? undefined : next
}
