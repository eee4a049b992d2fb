import { sharedStoreUrl } from './shared-store'
import { RedisStore, redisStoreFor } from './redis-store'

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

class RedisWithMemoryFallback implements ValueStore {
  constructor(
    private readonly redis: RedisStore,
    private readonly memory: MemoryValueStore,
  ) {}

  put(key: string, value: string, ttlMs: number) {
    return this.redis.putValue(key, value, ttlMs).catch(() => this.memory.put(key, value, ttlMs))
  }
  async get(key: string) {
    return (await this.redis.getValue(key).catch(() => undefined)) ?? this.memory.get(key)
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
    const url = sharedStoreUrl()
    const memory = new MemoryValueStore()
    holder.__kinsenValueStore = url ? new RedisWithMemoryFallback(redisStoreFor(url), memory) : memory
  }
  return holder.__kinsenValueStore
}
