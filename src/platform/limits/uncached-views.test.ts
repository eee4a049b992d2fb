import { describe, expect, it } from 'vitest'
import { uncachedViewLimiter } from './uncached-views'

describe('uncachedViewLimiter', () => {
  it('admits a visitor up to the limit a minute, then refuses with the seconds to wait', async () => {
    const admit = uncachedViewLimiter(3)
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await admit('203.0.113.7'))
    expect(answers.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(answers[3]).toMatchObject({ allowed: false })
    const refused = answers[3] as { retryAfterSeconds: number }
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
  })

  it('counts each visitor alone, and an IPv6 /64 as one visitor', async () => {
    const admit = uncachedViewLimiter(1)
    expect(await admit('203.0.113.7')).toEqual({ allowed: true })
    expect(await admit('203.0.113.8')).toEqual({ allowed: true })
    expect(await admit('2001:db8:1:2::1')).toEqual({ allowed: true })
    expect(await admit('2001:db8:1:2::ffff')).toMatchObject({ allowed: false })
    expect(await admit('2001:db8:1:3::1')).toEqual({ allowed: true })
  })

  it('admits everything when the limit is 0 (off)', async () => {
    const admit = uncachedViewLimiter(0)
    for (let i = 0; i < 5; i++) expect(await admit('203.0.113.7')).toEqual({ allowed: true })
  })
})
