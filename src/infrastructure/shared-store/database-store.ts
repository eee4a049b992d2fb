import { createHash } from 'node:crypto'
import { type Payload, ValidationError, type Where } from 'payload'
import type { SharedLimit } from '../../payload-types'
import type { SharedStore, WindowState } from './limit-store'
import { SHARED_LIMITS } from './SharedLimits'

const PRUNE_EVERY_MS = 60 * 60 * 1000
/** Two nodes racing to open one window: the loser counts in the winner's row; a third round would mean something else is wrong. */
const ROUNDS = 3

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * A limit's key names what a visitor typed (a sign-in address), and PostgreSQL
 * cannot store text holding a NUL character: such a key is kept as its digest,
 * so the visitor gets the answer meant for the bad input, not a server error.
 */
const rowKey = (key: string) => (key.includes('\u0000') ? `sha256:${createHash('sha256').update(key).digest('hex')}` : key)

/**
 * Limits and leases in the database, for a site without Redis (one node, or
 * several on PostgreSQL). Every step is one conditional statement, so two
 * nodes never both count from the same state or both hold a lease.
 */
export class DatabaseStore implements SharedStore {
  private lastPrune = 0

  constructor(private readonly payload: Payload) {}

  async hit(typedKey: string, windowMs: number, now = Date.now()): Promise<WindowState> {
    const key = rowKey(typedKey)
    await this.pruneNowAndThen(now)
    for (let round = 0; round < ROUNDS; round += 1) {
      const counted = await this.update({ and: [{ key: { equals: key } }, { expiresAt: { greater_than: iso(now) } }] }, { count: { $inc: 1 } })
      if (counted) return { count: Number(counted.count), msLeft: new Date(String(counted.expiresAt)).getTime() - now }
      // No open window: reopen an ended one, or create the key's first.
      const reopened = await this.update({ and: [{ key: { equals: key } }, { expiresAt: { less_than_equal: iso(now) } }] }, { count: 1, expiresAt: iso(now + windowMs) })
      if (reopened || (await this.create({ key, count: 1, expiresAt: iso(now + windowMs) }))) return { count: 1, msLeft: windowMs }
    }
    throw new Error(`Could not count ${key}`)
  }

  async peek(typedKey: string, now = Date.now()): Promise<WindowState> {
    const key = rowKey(typedKey)
    const { docs } = await this.payload.db.find<SharedLimit>({ collection: SHARED_LIMITS, where: { and: [{ key: { equals: key } }, { expiresAt: { greater_than: iso(now) } }] }, limit: 1, pagination: false })
    const row = docs[0]
    return row ? { count: Number(row.count), msLeft: new Date(String(row.expiresAt)).getTime() - now } : { count: 0, msLeft: 0 }
  }

  async clear(key: string): Promise<void> {
    await this.payload.db.deleteMany({ collection: SHARED_LIMITS, where: { key: { equals: rowKey(key) } } })
  }

  async acquireLease(name: string, holder: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const key = `lease:${name}`
    const taken = await this.update(
      { and: [{ key: { equals: key } }, { or: [{ expiresAt: { less_than_equal: iso(now) } }, { holder: { equals: holder } }] }] },
      { holder, expiresAt: iso(now + ttlMs) },
    )
    return Boolean(taken) || this.create({ key, count: 0, holder, expiresAt: iso(now + ttlMs) })
  }

  async releaseLease(name: string, holder: string): Promise<void> {
    await this.payload.db.deleteMany({ collection: SHARED_LIMITS, where: { and: [{ key: { equals: `lease:${name}` } }, { holder: { equals: holder } }] } })
  }

  /** One UPDATE … WHERE: the database decides which of two racing nodes matches. */
  private async update(where: Where, data: Record<string, unknown>) {
    return (await this.payload.db.updateOne({ collection: SHARED_LIMITS, where, data, options: { atomic: true }, returning: true })) as SharedLimit | null
  }

  /** Creates the key's row; false when another node created it first (the unique key refused this one). */
  private async create(data: Record<string, unknown>): Promise<boolean> {
    try {
      await this.payload.db.create({ collection: SHARED_LIMITS, data })
      return true
    } catch (error) {
      if (error instanceof ValidationError) return false
      throw error
    }
  }

  /** Ended windows are only history; removed at most once an hour per node. */
  private async pruneNowAndThen(now: number) {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    await this.payload.db.deleteMany({ collection: SHARED_LIMITS, where: { expiresAt: { less_than: iso(now - PRUNE_EVERY_MS) } } })
  }
}
