import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs writes that must stand or fall together. On PostgreSQL they share one
 * transaction (Payload's transaction API). Payload's SQLite adapter runs
 * without transactions (it enables them only with `transactionOptions`, and
 * with libsql a transaction moves the client to a new connection that has no
 * busy timeout, so concurrent requests would fail); there `undo` removes what
 * the failed attempt wrote. Either way, a failure leaves nothing half-done.
 */
export async function writeTogether<T>(req: PayloadRequest, work: () => Promise<T>, undo: () => Promise<void>): Promise<T> {
  const startedHere = await initTransaction(req)
  const inTransaction = typeof req.transactionID === 'string' || typeof req.transactionID === 'number'
  try {
    const result = await work()
    if (startedHere) await commitTransaction(req)
    return result
  } catch (error) {
    if (startedHere) await killTransaction(req)
    if (!inTransaction) {
      await undo().catch((undoError: unknown) => req.payload.logger.error({ err: undoError, msg: 'Undoing a half-done write failed' }))
    }
    throw error
  }
}
