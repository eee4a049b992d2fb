import { createHash } from 'node:crypto'
import type { DrizzleAdapter } from '@payloadcms/drizzle'
import type { Payload } from 'payload'
import { RateLimiterDrizzle, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible'
import { env } from '../../config/env.server'
import { redisConnection } from '../../infrastructure/redis-connection.mjs'
import { type LimitStore, NO_WINDOW, type WindowState } from './limit-store'
import { rateLimitsTable } from './limiter-tables'

/** The callers compare the counts with their own rules, so no window ever refuses by itself. */
const COUNT_ONLY = 2 ** 31 - 1

type LimiterOptions = { keyPrefix: string; points: number; duration: number }
export type MakeLimiter = (options: LimiterOptions) => RateLimiterAbstract

/**
 * A key names what a visitor typed (a sign-in address), and PostgreSQL cannot store text holding a
 * NUL character: such a key is counted under its digest, so the visitor gets the answer meant for
 * the bad input, not a server error.
 */
const storedKey = (key: string) => (key.includes('\u0000') ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key)
// The database's numeric column may come back as a string.
const state = (res: RateLimiterRes | null): WindowState => (res ? { count: Number(res.consumedPoints), msLeft: Math.max(0, res.msBeforeNext) } : NO_WINDOW)

/**
 * The limit store on rate-limiter-flexible: one limiter per window length (in whole seconds, the
 * unit of its windows), each used as a counter (`penalty` counts, `get` reads, `delete` ends).
 */
export class LimiterCounters implements LimitStore {
  private readonly limiters = new Map<number, RateLimiterAbstract>()

  /** `ready`: the store's first connection, which the first counts wait for (briefly) instead of falling back at once. */
  constructor(
    private readonly make: MakeLimiter,
    private readonly ready: Promise<unknown> = Promise.resolve(),
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowState> {
    await this.ready
    return state(await this.limiter(windowMs).penalty(storedKey(key), 1))
  }

  async peek(key: string, windowMs: number): Promise<WindowState> {
    await this.ready
    return state(await this.limiter(windowMs).get(storedKey(key)))
  }

  async clear(key: string, windowMs: number): Promise<void> {
    await this.ready
    await this.limiter(windowMs).delete(storedKey(key))
  }

  private limiter(windowMs: number): RateLimiterAbstract {
    const duration = Math.max(1, Math.ceil(windowMs / 1000))
    let limiter = this.limiters.get(duration)
    if (!limiter) {
      // The window is part of the key's prefix, so a short window never cuts a long one short.
      limiter = this.make({ keyPrefix: `${keyPrefix()}limit-${duration}s`, points: COUNT_ONLY, duration })
      this.limiters.set(duration, limiter)
    }
    return limiter
  }
}

/** This site's keys in a Redis others may share (CACHE_KEY_PREFIX, checked in env.server.ts). */
const keyPrefix = () => `${env().sharedRedis?.keyPrefix ?? 'kinsen'}:`

const usesDrizzle = (db: Payload['db']): db is Payload['db'] & DrizzleAdapter => 'drizzle' in db && 'tables' in db

/** Counters in the database (the `rate-limits` table, RateLimits.ts) through Payload's Drizzle instance. */
export function databaseLimiter(payload: Payload): MakeLimiter {
  const db = payload.db
  if (!usesDrizzle(db)) throw new Error('The limits need a Drizzle database adapter')
  // The table's old rows are removed by the limiter's own clean-up (ended an hour ago, every five minutes).
  return (options) => new RateLimiterDrizzle({ ...options, storeClient: db.drizzle, schema: rateLimitsTable })
}

/**
 * Counters in Redis, shared by every node, on the process's one connection; while Redis cannot be
 * reached (the connection is not ready: nothing waits), counted by `insurance` instead of failing open.
 */
export function redisCounters(url: string, insurance: MakeLimiter): LimiterCounters {
  const { client, connected } = redisConnection(url)
  return new LimiterCounters(
    (options) => new RateLimiterRedis({ ...options, storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, insuranceLimiter: insurance(options) }),
    connected,
  )
}

const stores = new WeakMap<Payload, LimitStore>()

/** The counters every node of this site shares: Redis when REDIS_URL or VALKEY_URL is set, the database otherwise. */
export function sharedCounters(payload: Payload): LimitStore {
  let store = stores.get(payload)
  if (!store) {
    const redis = env().sharedRedis
    const database = databaseLimiter(payload)
    store = redis ? redisCounters(redis.url, database) : new LimiterCounters(database)
    stores.set(payload, store)
  }
  return store
}
