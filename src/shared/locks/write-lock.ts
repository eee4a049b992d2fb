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
 */
export async function holdWriteLock(req: PayloadRequest, rule: string): Promise<void> {
  if (!(await req.transactionID)) throw new Error(`The write lock "${rule}" is taken inside a transaction: none is open on this request`)
  if (await bumpLockRow(req, rule)) return
  await createLockRow(req.payload, rule)
  if (await bumpLockRow(req, rule)) return
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
