import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redisConnection } from '../../src/infrastructure/redis-connection.mjs'
import { databaseLimiter, LimiterCounters, redisCounters } from '../../src/platform/limits/counters'
import type { LimitStore } from '../../src/platform/limits/limit-store'
import { consume } from '../../src/platform/limits/rate-limit'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { startRedis, type ThrowAwayRedis } from '../helpers/redis'

/**
 * The counters the nodes share (rate-limiter-flexible), in Redis and in the database, each through
 * two stores at once: two nodes. Every count
 * is atomic, so a limit lets exactly its maximum through.
 */
let context: TestPayload
let redis: ThrowAwayRedis

beforeAll(async () => {
  ;[context, redis] = await Promise.all([startTestPayload('shared-limits'), startRedis()])
})
afterAll(async () => {
  const { client } = redisConnection(redis.url)
  if (client.isOpen) await client.close()
  await redis?.stop()
  await context?.close()
})

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`
const inDatabase = () => new LimiterCounters(databaseLimiter(context.payload))
const inRedis = () => redisCounters(redis.url, databaseLimiter(context.payload))

const kinds: [string, () => [LimitStore, LimitStore]][] = [
  ['Redis', () => [inRedis(), inRedis()]],
  ['the database', () => [inDatabase(), inDatabase()]],
]

describe.each(kinds)('counters in %s', (_kind, twoNodes) => {
  it('counts requests arriving on two nodes at once exactly, so the limit lets exactly max through', async () => {
    const [nodeA, nodeB] = twoNodes()
    const key = unique('contact')
    const limit = { max: 5, windowMs: 60_000 }
    const results = await Promise.all(Array.from({ length: 16 }, (_, index) => consume(index % 2 ? nodeA : nodeB, key, limit)))
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(results.find((result) => !result.allowed)?.retryAfterSeconds).toBeGreaterThan(50)
    expect((await nodeA.peek(`rate:60000:${key}`, 60_000)).count).toBe(16)
    expect((await nodeB.peek(`rate:60000:${key}`, 60_000)).count).toBe(16)
  })

  it('opens a new window once the old one has ended, keeps windows of other lengths apart, and clears a key on every node', async () => {
    const [nodeA, nodeB] = twoNodes()
    const key = unique('window')
    expect((await nodeA.hit(key, 1000)).count).toBe(1)
    expect((await nodeB.hit(key, 1000)).count).toBe(2)
    // The same key in a window of another length is another count.
    expect((await nodeA.hit(key, 60_000)).count).toBe(1)
    await expect.poll(async () => (await nodeB.peek(key, 1000)).count, { timeout: 5000, interval: 100 }).toBe(0)
    expect((await nodeA.hit(key, 1000)).count).toBe(1)
    await nodeB.clear(key, 1000)
    expect((await nodeA.peek(key, 1000)).count).toBe(0)
    expect((await nodeA.peek(key, 60_000)).count).toBe(1)
  })

  it('counts a key holding a NUL character (typed by a visitor) without failing', async () => {
    const [nodeA, nodeB] = twoNodes()
    const key = `${unique('sign-in')}\u0000admin@example.com`
    expect((await nodeA.hit(key, 60_000)).count).toBe(1)
    expect((await nodeB.hit(key, 60_000)).count).toBe(2)
  })
})

describe('Redis away', () => {
  it('counts in the database while Redis is down, and in Redis again once it is back', async () => {
    const store = inRedis()
    const key = unique('fallback')
    expect((await store.hit(key, 60_000)).count).toBe(1)
    await redis.stop()
    try {
      expect((await store.hit(key, 60_000)).count).toBe(1)
      expect((await store.hit(key, 60_000)).count).toBe(2)
      expect((await inDatabase().peek(key, 60_000)).count).toBe(2)
    } finally {
      await redis.restart()
    }
    // Once the connection is back, a count lands in Redis, not in the database (a fresh key each try).
    const countedInRedis = async () => {
      const back = unique('back')
      await store.hit(back, 60_000)
      return (await inDatabase().peek(back, 60_000)).count === 0
    }
    await expect.poll(countedInRedis, { timeout: 10_000, interval: 200 }).toBe(true)
  })
})
