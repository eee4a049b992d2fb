import { env } from '../../config/env.server'
import { createClient } from 'redis'
import type { SharedStore, WindowState } from './limit-store'

type RedisClient = ReturnType<typeof createClient>

/** Counts one event and opens the window on the first, in one step: no node sees a count without its expiry. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`
/** Takes a free lease or extends one's own. */
const ACQUIRE = `
local holder = redis.call('GET', KEYS[1])
if holder == false or holder == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
  return 1
end
return 0`
/** Deletes the lease only if the caller still holds it (it may have run out and passed on). */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`

/** This site's keys in a Redis others may share (CACHE_KEY_PREFIX, checked in env.server.ts). */
const keyPrefix = () => `${env().sharedRedis?.keyPrefix ?? 'kinsen'}:`
const COMMAND_TIMEOUT_MS = 1000

/** Limits and leases in Redis (or Valkey): one connection per process; commands fail at once while it is away. */
export class RedisStore implements SharedStore {
  private readonly client: RedisClient
  /** The first connection: commands wait for it (briefly), later outages fail them at once. */
  private readonly connected: Promise<unknown>

  constructor(url: string) {
    let reported = false
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 + retries * 200, 2000) },
    })
    this.client.on('error', (error: unknown) => {
      if (!reported) console.warn(`Shared store unavailable (${error instanceof Error ? error.message : String(error)})`)
      reported = true
    })
    this.client.on('ready', () => (reported = false))
    this.connected = this.client.connect()
    this.connected.catch(() => {})
  }

  async hit(key: string, windowMs: number): Promise<WindowState> {
    const [count, msLeft] = (await this.run(() => this.client.eval(HIT, { keys: [keyPrefix() + key], arguments: [String(windowMs)] }))) as [number, number]
    return { count: Number(count), msLeft: Math.max(0, Number(msLeft)) }
  }

  async peek(key: string): Promise<WindowState> {
    const [count, msLeft] = await this.run(() => this.client.multi().get(keyPrefix() + key).pTTL(keyPrefix() + key).exec())
    if (count == null || Number(msLeft) <= 0) return { count: 0, msLeft: 0 }
    return { count: Number(count), msLeft: Number(msLeft) }
  }

  async clear(key: string): Promise<void> {
    await this.run(() => this.client.del(keyPrefix() + key))
  }

  async acquireLease(name: string, holder: string, ttlMs: number): Promise<boolean> {
    return Number(await this.run(() => this.client.eval(ACQUIRE, { keys: [`${keyPrefix()}lease:${name}`], arguments: [holder, String(ttlMs)] }))) === 1
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.run(() => this.client.eval(RELEASE, { keys: [`${keyPrefix()}lease:${name}`], arguments: [holder] }))
  }

  /** Keeps a value for ttlMs (see value-store.ts). */
  async putValue(key: string, value: string, ttlMs: number): Promise<void> {
    await this.run(() => this.client.set(`${keyPrefix()}value:${key}`, value, { PX: ttlMs }))
  }

  async getValue(key: string): Promise<string | undefined> {
    return (await this.run(() => this.client.get(`${keyPrefix()}value:${key}`))) ?? undefined
  }

  /** Answers once Redis does (the readiness check, src/platform/health). */
  async ping(): Promise<void> {
    await this.run(() => this.client.ping())
  }

  /** Closes the connection (tests and scripts; a server keeps it for its lifetime). */
  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.close()
  }

  private async run<T>(command: () => Promise<T>): Promise<T> {
    await this.within(this.connected)
    return this.within(command())
  }

  private within<T>(command: Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The shared store timed out')), COMMAND_TIMEOUT_MS)
      command.then(
        (value) => (clearTimeout(timer), resolve(value)),
        (error: unknown) => (clearTimeout(timer), reject(error)),
      )
    })
  }
}

/*
 * One connection per process and address, for the limits and leases (shared-store.ts) and the
 * short-lived values (value-store.ts) alike. On globalThis: route handlers and pages are separate
 * bundles, each with its own copy of this module.
 */
type Holder = { __kinsenRedisStores?: Map<string, RedisStore> }

export function redisStoreFor(url: string): RedisStore {
  const stores = ((globalThis as Holder).__kinsenRedisStores ??= new Map())
  let store = stores.get(url)
  if (!store) {
    store = new RedisStore(url)
    stores.set(url, store)
  }
  return store
}
