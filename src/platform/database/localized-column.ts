import type { DrizzleAdapter } from '@payloadcms/drizzle'
import { and, eq } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

/**
 * The few query-builder calls used here, typed for themselves: `DrizzleAdapter['drizzle']` is a
 * union over Drizzle's databases whose overloads TypeScript cannot call.
 */
type Chain = PromiseLike<unknown> & { where(condition: unknown): Chain; limit(count: number): PromiseLike<unknown[]> }
type QueryBuilder = {
  select(fields: Record<string, unknown>): { from(table: unknown): Chain }
  update(table: unknown): { set(values: Record<string, unknown>): Chain }
  insert(table: unknown): { values(values: Record<string, unknown>): PromiseLike<unknown> }
}
const usesDrizzle = (db: Payload['db']): db is Payload['db'] & DrizzleAdapter => 'drizzle' in db && 'tables' in db

/**
 * Writes one localized value of a record straight to its language's row, in the request's
 * transaction when it has one. For a value derived from other records (a product's search text
 * holds its item codes' details), written when those records change: Payload's update would make
 * a version of the product for a change nobody made to it, and its database adapter's own
 * `updateOne` rewrites every language row of the record from the data given. Nothing else of the
 * record is touched; its hooks do not run.
 */
export async function writeLocalizedColumn(req: PayloadRequest, target: { table: string; field: string; id: number | string; locale: string; value: string | null }): Promise<void> {
  const adapter = req.payload.db
  if (!usesDrizzle(adapter)) throw new Error('writeLocalizedColumn needs a Drizzle database adapter')
  const transaction = req.transactionID === undefined ? undefined : adapter.sessions[String(await req.transactionID)]?.db
  const db = (transaction ?? adapter.drizzle) as unknown as QueryBuilder
  const table = adapter.tables[`${target.table}_locales`] as Record<string, unknown> | undefined
  if (!table) throw new Error(`writeLocalizedColumn: ${target.table} has no localized fields`)
  const row = and(eq(table._parentID as never, target.id), eq(table._locale as never, target.locale))
  const existing = await db.select({ id: table.id }).from(table).where(row).limit(1)
  if (existing.length) await db.update(table).set({ [target.field]: target.value }).where(row)
  else if (target.value !== null) await db.insert(table).values({ _parentID: target.id, _locale: target.locale, [target.field]: target.value })
}
