import type { RawTable } from '@payloadcms/drizzle/types'

/**
 * Payload reads a document's translations with `WHERE _parent_id = ?` (every
 * language at once), but the only index it gives a `_locales` table starts with
 * `_locale`, so each read scanned the whole table and the cost of a page grew
 * with the catalogue (5,000 products: 10,000 product and 20,000 item-code
 * translation rows scanned per row shown). This hook, run by the adapter
 * before its tables are built, adds an index on `_parent_id` to every
 * `_locales` table; the migrations create them.
 */
export function indexLocaleParents<Schema>(args: { schema: Schema }): Schema {
  // The adapter passes itself as `adapter`, which the hook's type leaves out.
  const rawTables = (args as { adapter?: { rawTables?: Record<string, RawTable> } }).adapter?.rawTables
  if (!rawTables) throw new Error('indexLocaleParents: the database adapter gave no raw tables to index')
  for (const table of Object.values(rawTables)) {
    if (!table.name.endsWith('_locales') || !table.columns._parentID) continue
    table.indexes = { ...table.indexes, _parentIdx: { name: `${table.name}_parent_idx`, on: ['_parentID'] } }
  }
  return args.schema
}
