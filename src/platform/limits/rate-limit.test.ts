import { describe, expect, it } from 'vitest'
import { MemoryLimitStore } from '../../../tests/helpers/memory-limit-store'
import { type ClientLimits, consume, consumeForClient } from './rate-limit'

const limits = { perVisitor: { max: 3, windowMs: 60_000 }, perNetwork: { max: 5, windowMs: 60_000 } }
const action = () => `test-${Math.random()}`
const store = new MemoryLimitStore()

/** Requests one after another, as a client sends them. */
async function inTurn<T>(count: number, request: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let index = 0; index < count; index += 1) results.push(await request(index))
  return results
}
const forClient = (name: string, address: string, clientLimits: ClientLimits = limits) => consumeForClient(store, name, address, clientLimits, 1000)

describe('rate limit', () => {
  it('allows max requests per window, then refuses with the seconds left, then resets', async () => {
    const limit = { max: 3, windowMs: 60_000 }
    const key = `test-${Math.random()}`
    const results = await inTurn(4, (offset) => consume(store, key, limit, 1_000_000 + offset * 1000))
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false])
    expect(results[3]?.retryAfterSeconds).toBe(57)
    expect((await consume(store, key, limit, 1_000_000 + 60_000)).allowed).toBe(true)
  })

  it('keeps each window by its own length, so short windows under the same key never end a long one', async () => {
    const long = { max: 1, windowMs: 10 * 60_000 }
    const key = `long-${Math.random()}`
    const start = 5_000_000
    await consume(store, key, long, start)
    expect((await consume(store, key, long, start + 1)).allowed).toBe(false)
    await inTurn(100, () => consume(store, key, { max: 60, windowMs: 60_000 }, start + 120_000))
    expect((await consume(store, key, long, start + 120_001)).allowed).toBe(false)
  })
})

describe('limits per visitor and per network', () => {
  it('refuses a flooding address alone: its refused requests do not use up its network', async () => {
    const name = action()
    const flood = await inTurn(50, () => forClient(name, '192.0.2.1'))
    expect(flood.filter((result) => result.allowed)).toHaveLength(3)
    // A neighbour in the same /24 still gets its own requests through.
    expect((await forClient(name, '192.0.2.2')).allowed).toBe(true)
  })

  it('stops a sender rotating addresses inside one network, and nobody outside it', async () => {
    const name = action()
    const rotating = await inTurn(40, (index) => forClient(name, `192.0.2.${index + 1}`))
    expect(rotating.filter((result) => result.allowed)).toHaveLength(5)
    expect((await forClient(name, '198.51.100.1')).allowed).toBe(true)
  })

  it('counts every address of one IPv6 /64 as the same visitor', async () => {
    const name = action()
    const results = await inTurn(10, (index) => forClient(name, `2001:db8:1:2::${index + 1}`))
    expect(results.filter((result) => result.allowed)).toHaveLength(3)
  })
})
