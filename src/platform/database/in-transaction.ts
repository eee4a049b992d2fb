import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

/**
 * Runs writes that stand or fall together in one database transaction (Payload's transaction
 * API), on `req`: every Local API call given this `req` joins it. When `req` is already in a
 * transaction (a hook of Payload's own create or update) the work joins that one, which Payload
 * commits or rolls back; otherwise it begins one here and commits it, or rolls it back on error.
 */
export async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const startedHere = await initTransaction(req)
  try {
    const result = await work()
    if (startedHere) await commitTransaction(req)
    return result
  } catch (error) {
    if (startedHere) await killTransaction(req)
    throw error
  }
}
