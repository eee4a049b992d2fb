import { describe, expect, it } from 'vitest'
import { consume, consumeForClient } from './rate-limit'

const limits = { perVisitor: { max: 3, windowMs: 60_000 }, perNetwork: { max: 5, windowMs: 60_000 } }
const action = () => `test-${Math.random()}`

describe('rate limit', () => {
  it('allows max requests per window, then refuses with the seconds left, then resets', () => {
    const limit = { max: 3, windowMs: 60_000 }
    const key = `test-${Math.random()}`
    const results = [0, 1, 2, 3].map((offset) => consume(key, limit, 1_000_000 + offset * 1000))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(57)
    expect(consume(key, limit, 1_000_000 + 60_000).allowed).toBe(true)
  })

  it('prunes each window by its own length, so many short windows never reset a long one', () => {
    const long = { max: 1, windowMs: 10 * 60_000 }
    const key = `long-${Math.random()}`
    const start = 5_000_000
    consume(key, long, start)
    expect(consume(key, long, start + 1).allowed).toBe(false)
    for (let index = 0; index <= 10_001; index += 1) consume(`short-${index}-${Math.random()}`, { max: 60, windowMs: 60_000 }, start + 120_000)
    expect(consume(key, long, start + 120_001).allowed).toBe(false)
  })
})

describe('limits per visitor and per network', () => {
  it('refuses a flooding address alone: its refused requests do not use up its network', () => {
    const name = action()
    const flood = Array.from({ length: 50 }, () => consumeForClient(name, '192.0.2.1', limits, 1000))
    expect(flood.filter((result) => result.allowed)).toHaveLength(3)
    // A neighbour in the same /24 still gets its own requests through.
    expect(consumeForClient(name, '192.0.2.2', limits, 1000).allowed).toBe(true)
  })

  it('stops a sender rotating addresses inside one network, and nobody outside it', () => {
    const name = action()
    const rotating = Array.from({ length: 40 }, (_, index) => consumeForClient(name, `192.0.2.${index + 1}`, limits, 1000))
    expect(rotating.filter((result) => result.allowed)).toHaveLength(5)
    expect(consumeForClient(name, '198.51.100.1', limits, 1000).allowed).toBe(true)
  })

  it('counts every address of one IPv6 /64 as the same visitor', () => {
    const name = action()
    const results = Array.from({ length: 10 }, (_, index) => consumeForClient(name, `2001:db8:1:2::${index + 1}`, limits, 1000))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
  })
})
