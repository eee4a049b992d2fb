import type { Payload, PayloadRequest } from 'payload'
import { WRITE_LOCKS_SLUG } from './write-locks-collection'

/**
 * Makes saves of one rule take turns. Call it at the start of the hook that
 * reads the rows the rule depends on, with the operation's `req`.
 *
 * With a database transaction (PostgreSQL) it updates the rule's lock row in
 * that transaction: a simultaneous transaction doing the same waits on the row
 * lock until this one commits or rolls back, then reads the committed rows.
 * Payload opens a transaction for every create/update (REST, GraphQL, Local
 * API without a shared req) and commits or rolls it back at the end, which
 * releases the lock.
 *
 * Returns false when the adapter has no transactions (Payload's SQLite
 * adapter): there is nothing to hold across the operation, and the caller
 * must check its rule again after writing (see `inTurn`).
 */
export async function holdWriteLock(req: PayloadRequest, rule: string): Promise<boolean> {
  if (!(await req.transactionID)) return false
  if (await bumpLockRow(req, rule)) return true
  await createLockRow(req.payload, rule)
  if (await bumpLockRow(req, rule)) return true
  throw new Error(`The write lock "${rule}" could not be taken`)
}

/** One UPDATE … SET counter = counter + 1 WHERE rule = ?, in the request's transaction. */
async function bumpLockRow(req: PayloadRequest, rule: string): Promise<boolean> {
  const row: unknown = await req.payload.db.updateOne({
    collection: WRITE_LOCKS_SLUG,
    where: { rule: { equals: rule } },
    data: { counter: { $inc: 1 } },
    options: { atomic: true },
    req,
  })
  return row !== null && row !== undefined
}

/**
 * The first save of a rule creates its row outside the transaction (so it is
 * visible to every other one at once). Two processes may race to create it:
 * the unique rule lets one win, and the loser's error is expected.
 */
async function createLockRow(payload: Payload, rule: string): Promise<void> {
  try {
    await payload.db.create({ collection: WRITE_LOCKS_SLUG, data: { rule, counter: 0 } })
  } catch (error) {
    const exists = await payload.db.count({ collection: WRITE_LOCKS_SLUG, where: { rule: { equals: rule } } })
    if (!exists.totalDocs) throw error
  }
}

const turns = new Map<string, Promise<unknown>>()

/**
 * Runs `task` after every earlier task of the same rule in this process has
 * finished. For adapters without transactions (SQLite: one process, one
 * connection), so that the check-after-write of one save cannot interleave
 * with another's. Held only for the duration of `task`.
 */
export function inTurn<T>(rule: string, task: () => Promise<T>): Promise<T> {
  const previous = turns.get(rule) ?? Promise.resolve()
  const run = previous.then(task, task)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  turns.set(rule, settled)
  void settled.then(() => {
    if (turns.get(rule) === settled) turns.delete(rule)
  })
  return run
}
