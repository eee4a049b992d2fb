import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'

export type ImportCounts = { created: number; updated: number }

/**
 * Writes every row of a checked CSV file in one transaction (the request's own, when the caller
 * has none): each row is created or updated, and when the database refuses one, none is kept.
 * `finish` runs in the same transaction once every row is written (links between rows of the
 * file, which need them all to exist). Undefined when the write was refused (logged with
 * `what`), so the caller answers in its words.
 */
export async function writeAllOrNothing<Row>(
  req: PayloadRequest,
  rows: readonly Row[],
  write: (row: Row) => Promise<keyof ImportCounts>,
  what: string,
  finish?: () => Promise<void>,
): Promise<ImportCounts | undefined> {
  const ownTransaction = await initTransaction(req)
  const counts: ImportCounts = { created: 0, updated: 0 }
  try {
    for (const row of rows) counts[await write(row)] += 1
    await finish?.()
    if (ownTransaction) await commitTransaction(req)
    return counts
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    req.payload.logger.error({ err: error, msg: `${what} failed` })
    return undefined
  }
}
