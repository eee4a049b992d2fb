import { describe, expect, it } from 'vitest'
import { clientAddress, consume } from './rate-limit'

describe('rate limit', () => {
  it('allows max requests per window, then refuses with the seconds left, then resets', () => {
    const limit = { max: 3, windowMs: 60_000 }
    const key = `test-${Math.random()}`
    const results = [0, 1, 2, 3].map((offset) => consume(key, limit, 1_000_000 + offset * 1000))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(57)
    expect(consume(key, limit, 1_000_000 + 60_000).allowed).toBe(true)
  })
  it('keys clients by the first forwarded address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }))).toBe('203.0.113.9')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
  it('prunes each window by its own length, so many short windows never reset a long one', () => {
    const long = { max: 1, windowMs: 10 * 60_000 }
    const key = `long-${Math.random()}`
    const start = 5_000_000
    consume(key, long, start)
    expect(consume(key, long, start + 1).allowed).toBe(false)
    // More than 10,000 short windows, two minutes later, trigger pruning.
    for (let index = 0; index <= 10_001; index += 1) consume(`short-${index}-${Math.random()}`, { max: 60, windowMs: 60_000 }, start + 120_000)
    expect(consume(key, long, start + 120_001).allowed).toBe(false)
  })
})
