import type { Payload, PayloadRequest } from 'payload'
import { WRITE_LOCKS_SLUG } from './write-locks-collection'

/**
 * Makes saves of one rule take turns. Call it at the start of the hook that
 * reads the rows the rule depends on, with the operation's `req`.
 *
 * It updates the rule's lock row in the request's transaction: a simultaneous
 * transaction doing the same waits on the row lock until this one commits or
 * rolls back, then reads the committed rows (READ COMMITTED reads anew at each
 * statement). Payload opens a transaction for every create/update (REST, Local
 * API without a shared req) and commits or rolls it back at the end, which
 * releases the lock; an endpoint of ours opens one with `inTransaction`.
 *
 * Resolves with the row's counter after this hold: one more for each hold that
 * committed (a rolled-back hold leaves it as it was), so a rule may number what
 * it writes with it (a request's reference).
 */
export async function holdWriteLock(req: PayloadRequest, rule: string): Promise<number> {
  if (!(await req.transactionID)) throw new Error(`The write lock "${rule}" is taken inside a transaction: none is open on this request`)
  const held = await bumpLockRow(req, rule)
  if (held !== undefined) return held
  // A rule whose row ensureLockRows did not make before (see there): made now, outside the transaction.
  await createLockRow(req.payload, rule)
  const retried = await bumpLockRow(req, rule)
  if (retried !== undefined) return retried
  throw new Error(`The write lock "${rule}" could not be taken`)
}

/** Sets the rule's counter, in the request's transaction (which holds the rule's lock). */
export async function setLockCounter(req: PayloadRequest, rule: string, counter: number): Promise<void> {
  await req.payload.db.updateOne({ collection: WRITE_LOCKS_SLUG, where: { rule: { equals: rule } }, data: { counter }, req })
}

/** One UPDATE … SET counter = counter + 1 WHERE rule = ?, in the request's transaction: the counter after it, or undefined without a row. */
async function bumpLockRow(req: PayloadRequest, rule: string): Promise<number | undefined> {
  const row = (await req.payload.db.updateOne({
    collection: WRITE_LOCKS_SLUG,
    where: { rule: { equals: rule } },
    data: { counter: { $inc: 1 } },
    options: { atomic: true },
    req,
  })) as { counter?: number | string } | null | undefined
  return row ? Number(row.counter) : undefined
}

/** A collection's config names the rules its saves hold in `custom.writeLocks`; the migrations' run makes their rows. */
export function withWriteLocks(custom: Record<string, unknown> | undefined, rules: string[]): Record<string, unknown> {
  const known = Array.isArray(custom?.writeLocks) ? (custom.writeLocks as string[]) : []
  return { ...custom, writeLocks: [...new Set([...known, ...rules])] }
}

/** Every rule the collections name (withWriteLocks). */
export function declaredWriteLocks(payload: Payload): string[] {
  return payload.config.collections.flatMap((collection) => (Array.isArray(collection.custom?.writeLocks) ? (collection.custom.writeLocks as string[]) : []))
}

const ensured = new Set<string>()

/**
 * Makes the rows of these rules where they are missing, each in a statement of its own, outside
 * any transaction. Run before the saves that hold them (the migrations make the known rules' rows,
 * an endpoint a rule of its own before its transaction): a row made by `holdWriteLock` itself needs
 * a second connection while its transaction holds one, and a burst of saves holding every
 * connection of the pool would wait for that one forever.
 */
export async function ensureLockRows(payload: Payload, rules: Iterable<string>): Promise<void> {
  for (const rule of rules) {
    if (ensured.has(rule)) continue
    const exists = await payload.db.count({ collection: WRITE_LOCKS_SLUG, where: { rule: { equals: rule } } })
    if (!exists.totalDocs) await createLockRow(payload, rule)
    ensured.add(rule)
  }
}

/**
 * Creates a rule's row outside any transaction (so it is visible to every
 * other one at once). Two processes may race to create it: the unique rule
 * lets one win, and the loser's error is expected.
 */
async function createLockRow(payload: Payload, rule: string): Promise<void> {
  try {
    await payload.db.create({ collection: WRITE_LOCKS_SLUG, data: { rule, counter: 0 } })
  } catch (error) {
    const exists = await payload.db.count({ collection: WRITE_LOCKS_SLUG, where: { rule: { equals: rule } } })
    if (!exists.totalDocs) throw error
  }
}
