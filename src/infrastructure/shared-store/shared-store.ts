import type { Payload } from 'payload'
import { env } from '../../config/env.server'
import { DatabaseStore } from './database-store'
import type { SharedStore } from './limit-store'
import { RedisStore, redisStoreFor } from './redis-store'


/** The shared Redis's address (REDIS_URL or VALKEY_URL, checked in env.server.ts), or '' for one node. */
export const sharedStoreUrl = () => env().sharedRedis?.url ?? ''

/**
 * Limits first try Redis and, while it is away, count in the database, so a
 * Redis restart neither blocks visitors nor lifts the limits. Leases never
 * fall back: a node that cannot reach Redis does not run the job (another
 * node, or this one later, does), since a database lease would not exclude
 * a node holding the Redis one.
 */
export class RedisWithDatabaseFallback implements SharedStore {
  constructor(
    private readonly redis: RedisStore,
    private readonly database: DatabaseStore,
  ) {}

  hit(key: string, windowMs: number, now?: number) {
    return this.redis.hit(key, windowMs).catch(() => this.database.hit(key, windowMs, now))
  }
  peek(key: string, now?: number) {
    return this.redis.peek(key).catch(() => this.database.peek(key, now))
  }
  async clear(key: string) {
    await Promise.allSettled([this.redis.clear(key), this.database.clear(key)])
  }
  acquireLease(name: string, holder: string, ttlMs: number) {
    return this.redis.acquireLease(name, holder, ttlMs).catch(() => false)
  }
  releaseLease(name: string, holder: string) {
    return this.redis.releaseLease(name, holder).catch(() => {})
  }
}

const stores = new WeakMap<Payload, SharedStore>()

/** The store every node of this site shares: Redis when REDIS_URL or VALKEY_URL is set, the database otherwise. */
export function sharedStore(payload: Payload): SharedStore {
  let store = stores.get(payload)
  if (!store) {
    const redis = env().sharedRedis
    const database = new DatabaseStore(payload)
    store = redis ? new RedisWithDatabaseFallback(redisStoreFor(redis.url), database) : database
    stores.set(payload, store)
  }
  return store
}
