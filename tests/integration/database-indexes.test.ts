import { sql } from '@payloadcms/db-sqlite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usingPostgres } from '../helpers/databases'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload

beforeAll(async () => {
  context = await startTestPayload('indexes')
})
afterAll(async () => context?.close())

type Rows = { rows: Record<string, unknown>[] }
// Both adapters' drizzle instances run raw SQL; SQLite's `all` and PostgreSQL's `execute` differ in name only.
async function query(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const drizzle = context.payload.db.drizzle as unknown as { all?: (query: unknown) => Promise<Record<string, unknown>[]>; execute?: (query: unknown) => Promise<Rows> }
  if (context.database.databaseUrl) return (await drizzle.execute!(statement)).rows
  return drizzle.all!(statement)
}

const TRANSLATED = ['products_locales', 'item_codes_locales', 'categories_locales', 'gallery_items_locales', 'news_items_locales', 'media_locales']

describe('translation tables', () => {
  it.each(TRANSLATED)('%s has an index on _parent_id (a document reads all its languages at once)', async (table) => {
    const indexes = context.database.databaseUrl
      ? await query(sql.raw(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = '${table}'`))
      : await query(sql.raw(`SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = '${table}'`))
    const onParent = indexes.filter((index) => /\(\s*["`]?_parent_id["`]?\s*\)/.test(String(index.definition)))
    expect(onParent.map((index) => index.name)).toEqual([`${table}_parent_idx`])
  })

  it.skipIf(usingPostgres())('SQLite finds a product’s translations by that index, not by scanning', async () => {
    const plan = await query(sql.raw('EXPLAIN QUERY PLAN SELECT * FROM products_locales WHERE _parent_id = 1'))
    expect(plan.map((step) => String(step.detail)).join('\n')).toMatch(/USING INDEX products_locales_parent_idx/)
  })
})
