// Next's page and data cache (`cacheHandler` in next.config.ts) kept in Redis or
// Valkey, shared by every app node: a page rendered on one node is served by all,
// and an administrator's save expires it on all of them at once. Next loads this
// file at run time with a plain import, outside the bundle, hence plain JavaScript.
// Decision: docs/decisions/012-shared-cache-and-limits.md.
import fs from 'node:fs'
import path from 'node:path'
import { redisConnection, withinMs } from '../redis-connection.mjs'

/** A command that takes longer than this is treated as a failure: the page is rendered instead of waiting. */
const COMMAND_TIMEOUT_MS = 500
/** Entries no node asked for in this long leave Redis, so the store stays bounded. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60
const TAGS_HEADER = 'x-next-cache-tags'

/** Clients this module listens to for their reconnection. */
const flushing = new WeakSet()

/**
 * The process's one connection (../redis-connection.mjs), shared by every handler instance (Next
 * makes one per request) and by the app's limits and values. Tag expiries this node kept while
 * Redis was away are written when it is back.
 * @param {string} url
 */
function clientFor(url) {
  const connection = redisConnection(url)
  if (!flushing.has(connection.client)) {
    flushing.add(connection.client)
    connection.client.on('ready', () => void flushPendingExpiries(/** @type {any} */ (connection.client)))
  }
  return connection
}
/**
 * @template T
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
const withTimeout = (promise) => withinMs(promise, COMMAND_TIMEOUT_MS)

/**
 * Tag expiries this process could not write while Redis was away: this node
 * honours them itself at once, and writes them when the connection is back so
 * the other nodes see them too.
 * @type {Map<string, Map<string, number>>} keyed by the tags hash's key
 */
const pendingExpiries = new Map()

/** @param {ReturnType<typeof redisConnection>["client"]} client */
async function flushPendingExpiries(client) {
  for (const [tagsKey, expiries] of pendingExpiries) {
    try {
      for (const [tag, at] of expiries) await client.hSet(tagsKey, tag, String(at))
      pendingExpiries.delete(tagsKey)
    } catch {
      return
    }
  }
}

/** Buffers (RSC payloads, route bodies) and Maps (segment data) survive JSON. */
function replacer(/** @type {string} */ key, /** @type {unknown} */ value) {
  // @ts-expect-error `this` is the holder JSON.stringify passes to a replacer
  const raw = this[key]
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') }
  if (raw instanceof Map) return { $map: [...raw.entries()] }
  return value
}
function reviver(/** @type {string} */ _key, /** @type {any} */ value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64')
    if (Array.isArray(value.$map)) return new Map(value.$map)
  }
  return value
}

/** @param {string | undefined} serverDistDir */
function readBuildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir ?? '', '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'dev'
  }
}

/** @param {any} value @param {any} ctx @returns {string[]} */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER]
  const fromHeader = typeof header === 'string' && header ? header.split(',') : []
  return [...new Set([...fromHeader, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])]
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string, redisUrl?: string, keyPrefix?: string }} ctx */
  constructor(ctx = {}) {
    const url = ctx.redisUrl ?? (process.env.REDIS_URL || process.env.VALKEY_URL)
    if (!url) throw new Error('RedisCacheHandler needs REDIS_URL or VALKEY_URL')
    const connection = clientFor(url)
    this.client = connection.client
    this.connected = connection.connected
    // Entries belong to one build: a new deployment never serves pages that point at old scripts.
    const prefix = ctx.keyPrefix ?? process.env.CACHE_KEY_PREFIX ?? 'kinsen'
    this.namespace = `${prefix}:next:${readBuildId(ctx.serverDistDir)}`
    // Tag expiries are not per build: a save expires what every build shows.
    this.tagsKey = `${prefix}:next-tags`
  }

  /** @param {string} key */
  entryKey(key) {
    return `${this.namespace}:${key}`
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    try {
      await withTimeout(this.connected)
      const raw = await withTimeout(this.client.get(this.entryKey(key)))
      if (!raw) return null
      const entry = JSON.parse(raw, reviver)
      const tags = [...new Set([...(entry.tags ?? []), ...tagsOf(null, ctx)])]
      if (tags.length > 0 && (await this.anyExpiredSince(tags, entry.lastModified))) return null
      return entry
    } catch {
      // Redis away or slow: this request renders the page itself.
      return null
    }
  }

  /** @param {string[]} tags @param {number} since */
  async anyExpiredSince(tags, since) {
    const local = pendingExpiries.get(this.tagsKey)
    if (local && tags.some((tag) => (local.get(tag) ?? 0) >= since)) return true
    const expiries = await withTimeout(this.client.hmGet(this.tagsKey, tags))
    const now = Date.now()
    return expiries.some((at) => {
      const expiredAt = Number(at ?? 0)
      return expiredAt >= since && expiredAt <= now
    })
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: tagsOf(data, ctx),
    }
    try {
      await withTimeout(this.connected)
      await withTimeout(this.client.set(this.entryKey(key), JSON.stringify(entry, replacer), { EX: ENTRY_TTL_SECONDS }))
    } catch {
      // Not kept this time: the next request renders the page again.
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations] the app expires at once ({ expire: 0 });
   *   a later expiry is kept as such (no cross-node stale-while-revalidate)
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const at = Date.now() + (durations?.expire ?? 0) * 1000
    try {
      await withTimeout(this.connected)
      await withTimeout(this.client.hSet(this.tagsKey, Object.fromEntries(list.map((tag) => [tag, String(at)]))))
    } catch {
      let pending = pendingExpiries.get(this.tagsKey)
      if (!pending) pendingExpiries.set(this.tagsKey, (pending = new Map()))
      for (const tag of list) pending.set(tag, at)
    }
  }

  resetRequestCache() {}
}
