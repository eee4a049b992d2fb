import { env } from '../config/env.server'
import { redisConnection, withinMs } from './redis-connection.mjs'

/**
 * Short-lived values that a visitor's next request, on any node, must find:
 * a refused form's values and errors between a post and the page it
 * redirects to. Redis when it is configured (every site on several nodes has
 * it, for the shared page cache: decision 013); this process's memory
 * otherwise, and while Redis is away, since a lost value only means an
 * empty form.
 */
export interface ValueStore {
  put(key: string, value: string, ttlMs: number): Promise<void>
  get(key: string): Promise<string | undefined>
}

const MOST_KEPT_IN_MEMORY = 1000

export class MemoryValueStore implements ValueStore {
  private readonly values = new Map<string, { value: string; until: number }>()

  async put(key: string, value: string, ttlMs: number, now = Date.now()): Promise<void> {
    for (const [kept, entry] of this.values) if (entry.until < now || this.values.size >= MOST_KEPT_IN_MEMORY) this.values.delete(kept)
    this.values.set(key, { value, until: now + ttlMs })
  }

  async get(key: string, now = Date.now()): Promise<string | undefined> {
    const entry = this.values.get(key)
    return entry && entry.until >= now ? entry.value : undefined
  }
}

/** A command that takes longer than this counts as a failure: the value is kept in memory instead. */
const COMMAND_TIMEOUT_MS = 1000
const within = <T>(command: Promise<T>) => withinMs(command, COMMAND_TIMEOUT_MS)

class RedisWithMemoryFallback implements ValueStore {
  constructor(
    private readonly url: string,
    private readonly keyPrefix: string,
    private readonly memory: MemoryValueStore,
  ) {}

  async put(key: string, value: string, ttlMs: number) {
    const { client, connected } = redisConnection(this.url)
    await within(connected.then(() => client.set(`${this.keyPrefix}value:${key}`, value, { PX: ttlMs }))).catch(() => this.memory.put(key, value, ttlMs))
  }
  async get(key: string) {
    const { client, connected } = redisConnection(this.url)
    return (await within(connected.then(() => client.get(`${this.keyPrefix}value:${key}`))).catch(() => undefined)) ?? this.memory.get(key)
  }
}

/*
 * One per process, on globalThis: the route that stores a value and the page
 * that reads it are separate bundles, and must share the memory store.
 */
type Holder = { __kinsenValueStore?: ValueStore }

export function sharedValues(): ValueStore {
  const holder = globalThis as Holder
  if (!holder.__kinsenValueStore) {
    const redis = env().sharedRedis
    const memory = new MemoryValueStore()
    holder.__kinsenValueStore = redis ? new RedisWithMemoryFallback(redis.url, `${redis.keyPrefix}:`, memory) : memory
  }
  return holder.__kinsenValueStore
}
