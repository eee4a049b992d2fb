import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload

beforeAll(async () => {
  context = await startTestPayload('indexes')
})
afterAll(async () => context?.close())

async function query(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const drizzle = context.payload.db.drizzle as unknown as { execute: (query: unknown) => Promise<{ rows: Record<string, unknown>[] }> }
  return (await drizzle.execute(statement)).rows
}

const TRANSLATED = ['products_locales', 'item_codes_locales', 'categories_locales', 'gallery_items_locales', 'news_items_locales', 'media_locales']

describe('translation tables', () => {
  it.each(TRANSLATED)('%s has an index on _parent_id (a document reads all its languages at once)', async (table) => {
    const indexes = await query(sql.raw(`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = '${table}'`))
    const onParent = indexes.filter((index) => /\(\s*"?_parent_id"?\s*\)/.test(String(index.definition)))
    expect(onParent.map((index) => index.name)).toEqual([`${table}_parent_idx`])
  })
})
