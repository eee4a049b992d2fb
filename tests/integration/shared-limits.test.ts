import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseStore } from '../../src/infrastructure/shared-store/database-store'
import type { SharedStore } from '../../src/infrastructure/shared-store/limit-store'
import { RedisStore } from '../../src/infrastructure/shared-store/redis-store'
import { RedisWithDatabaseFallback } from '../../src/infrastructure/shared-store/shared-store'
import { consume } from '../../src/platform/limits/rate-limit'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { startRedis, type ThrowAwayRedis } from '../helpers/redis'

/**
 * The store the nodes share, in Redis and in the database (SQLite here, and
 * PostgreSQL in the PostgreSQL pass), each through two clients at once: two
 * nodes. Every count is atomic, and a lease has one holder.
 */
let context: TestPayload
let payload: Payload
let redis: ThrowAwayRedis
const redisStores: RedisStore[] = []

beforeAll(async () => {
  ;[context, redis] = await Promise.all([startTestPayload('shared-limits'), startRedis()])
  payload = context.payload
})
afterAll(async () => {
  await Promise.all(redisStores.map((store) => store.close()))
  await redis?.stop()
  await context?.close()
})

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`
const newRedisStore = () => {
  const store = new RedisStore(redis.url)
  redisStores.push(store)
  return store
}

const kinds: [string, () => [SharedStore, SharedStore]][] = [
  ['Redis', () => [newRedisStore(), newRedisStore()]],
  ['the database', () => [new DatabaseStore(payload), new DatabaseStore(payload)]],
]

describe.each(kinds)('limits and leases in %s', (_kind, twoNodes) => {
  it('counts requests arriving on two nodes at once exactly, so the limit lets exactly max through', async () => {
    const [nodeA, nodeB] = twoNodes()
    const key = unique('contact')
    const limit = { max: 5, windowMs: 60_000 }
    const results = await Promise.all(Array.from({ length: 16 }, (_, index) => consume(index % 2 ? nodeA : nodeB, key, limit)))
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(results.find((result) => !result.allowed)?.retryAfterSeconds).toBeGreaterThan(50)
    expect((await nodeA.peek(`rate:60000:${key}`)).count).toBe(16)
    expect((await nodeB.peek(`rate:60000:${key}`)).count).toBe(16)
  })

  it('opens a new window once the old one has ended, and clears a key on every node', async () => {
    const [nodeA, nodeB] = twoNodes()
    const key = unique('window')
    const first = await nodeA.hit(key, 300)
    expect(first.count).toBe(1)
    expect((await nodeB.hit(key, 300)).count).toBe(2)
    await expect.poll(async () => (await nodeB.peek(key)).count, { timeout: 5000, interval: 100 }).toBe(0)
    expect((await nodeA.hit(key, 60_000)).count).toBe(1)
    await nodeB.clear(key)
    expect((await nodeA.peek(key)).count).toBe(0)
  })

  it('gives a lease to one of two nodes asking at once, extends it for its holder, and passes it on when released or run out', async () => {
    const [nodeA, nodeB] = twoNodes()
    const name = unique('backup-day')
    const taken = await Promise.all([nodeA.acquireLease(name, 'node-a', 60_000), nodeB.acquireLease(name, 'node-b', 60_000)])
    expect(taken.filter(Boolean)).toHaveLength(1)
    const [holder, holderStore, other, otherStore] = taken[0] ? (['node-a', nodeA, 'node-b', nodeB] as const) : (['node-b', nodeB, 'node-a', nodeA] as const)
    expect(await holderStore.acquireLease(name, holder, 2000)).toBe(true)
    expect(await otherStore.acquireLease(name, other, 60_000)).toBe(false)
    // The holder stopped renewing: once the lease has run out, the other node takes it.
    await expect.poll(() => otherStore.acquireLease(name, other, 60_000), { timeout: 10_000, interval: 100 }).toBe(true)
    // A late release by the former holder leaves the new holder's lease alone.
    await holderStore.releaseLease(name, holder)
    expect(await holderStore.acquireLease(name, holder, 60_000)).toBe(false)
    await otherStore.releaseLease(name, other)
    expect(await holderStore.acquireLease(name, holder, 60_000)).toBe(true)
  })
})

describe('Redis away', () => {
  it('counts in the database while Redis is down, and refuses to hand out leases', async () => {
    const store = new RedisWithDatabaseFallback(newRedisStore(), new DatabaseStore(payload))
    const key = unique('fallback')
    expect((await store.hit(key, 60_000)).count).toBe(1)
    await redis.stop()
    try {
      expect((await store.hit(key, 60_000)).count).toBe(1)
      expect((await store.hit(key, 60_000)).count).toBe(2)
      expect((await new DatabaseStore(payload).peek(key)).count).toBe(2)
      expect(await store.acquireLease(unique('lease'), 'node-a', 60_000)).toBe(false)
    } finally {
      await redis.restart()
    }
    await expect.poll(async () => (await store.hit(unique('back'), 60_000)).count, { timeout: 10_000 }).toBe(1)
  })
})
