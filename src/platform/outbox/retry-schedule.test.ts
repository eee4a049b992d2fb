import { describe, expect, it } from 'vitest'
import { nextAttemptAt } from './retry-schedule'

const policy = { firstDelayMs: 30_000, maxDelayMs: 3_600_000, giveUpAfterMs: 72 * 3_600_000 }
const startedAt = new Date('2026-11-20T00:00:00Z')

describe('retry schedule of a contact message', () => {
  it('waits 30 s after the first failure, then doubles', () => {
    const delays = [1, 2, 3, 4].map((failedAttempts) => nextAttemptAt({ failedAttempts, startedAt, now: startedAt, policy })!.getTime() - startedAt.getTime())
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000])
  })

  it('never waits more than the cap, however many attempts failed', () => {
    const next = nextAttemptAt({ failedAttempts: 500, startedAt, now: startedAt, policy })
    expect(next!.getTime() - startedAt.getTime()).toBe(3_600_000)
  })

  it('keeps retrying for 3 days and gives up after', () => {
    const nearlyThreeDays = new Date(startedAt.getTime() + 71 * 3_600_000)
    expect(nextAttemptAt({ failedAttempts: 80, startedAt, now: nearlyThreeDays, policy })).toEqual(new Date(startedAt.getTime() + 72 * 3_600_000))
    const later = new Date(nearlyThreeDays.getTime() + 1)
    expect(nextAttemptAt({ failedAttempts: 81, startedAt, now: later, policy })).toBeUndefined()
  })

  it('over 3 days of outage tries about 80 times (hourly once capped)', () => {
    let now = startedAt
    let failedAttempts = 0
    for (;;) {
      failedAttempts += 1
      const next = nextAttemptAt({ failedAttempts, startedAt, now, policy })
      if (!next) break
      now = next
    }
    expect(failedAttempts).toBeGreaterThan(70)
    expect(failedAttempts).toBeLessThan(90)
  })
})
