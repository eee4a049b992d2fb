import fs from 'node:fs'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The admin's news and subscriber lists (their default sorts, first page) read
 * through an index on PostgreSQL even with 50,000 rows: no sort of the whole
 * table. PostgreSQL's auto_explain writes the plan of every statement Payload
 * runs on this test's database to the server log (scripts/test.mjs names it),
 * so the plans checked are those of Payload's own queries.
 */
const serverLog = process.env.TEST_POSTGRES_LOG
const ROWS = 50_000

let context: TestPayload
let sql: pg.Client
let logStart = 0

/** The plans logged since `logStart` whose statement reads `table`, ordered, with a LIMIT. */
function loggedPlans(table: string): string[] {
  const text = fs.readFileSync(serverLog!, 'utf8').slice(logStart)
  return text
    .split(/\n(?=\S*\s*\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)
    .filter((entry) => entry.includes('duration:') && entry.includes(`from "${table}"`) && /order by/i.test(entry) && /\blimit\b/i.test(entry))
}
const firstPlanLines = (plan: string) =>
  plan
    .split('\n')
    .filter((line) => /(Scan|Sort|Limit)/.test(line))
    .map((line) => line.trim())

describe.skipIf(!serverLog)('admin list queries on PostgreSQL', () => {
  beforeAll(async () => {
    context = await startTestPayload('plans', {}, async (database) => {
      const client = new pg.Client({ connectionString: database.databaseUrl })
      await client.connect()
      const name = new URL(database.databaseUrl!).pathname.slice(1)
      // Applies to every session Payload opens on this database, and to no other test's.
      await client.query(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`)
      await client.query(`ALTER DATABASE ${name} SET auto_explain.log_min_duration = 0`)
      await client.end()
    })
    sql = new pg.Client({ connectionString: context.database.databaseUrl })
    await sql.connect()
    const image = await uploadImage(context.payload)
    const template = await context.payload.create({
      collection: 'news-items',
      data: { title: 'Bulk news', slug: 'bulk-news', description: 'A news item copied many times.', articleBody: 'The same body for every copy of this news item.', primaryImage: image, status: 'Active' } as never,
    })
    await sql.query(
      `INSERT INTO news_items (slug, status, is_pinned, display_order, published_at, likes, primary_image_id, updated_at, created_at)
       SELECT 'bulk-' || n, status, false, 0, published_at - n * interval '1 hour', 0, primary_image_id, now(), now() - n * interval '1 minute'
       FROM news_items, generate_series(1, ${ROWS}) AS n WHERE id = $1`,
      [template.id],
    )
    await sql.query(
      `INSERT INTO newsletter_subscribers (email, active, updated_at, created_at)
       SELECT 'bulk' || n || '@example.com', true, now(), now() - n * interval '1 minute' FROM generate_series(1, ${ROWS}) AS n`,
    )
    await sql.query('ANALYZE news_items; ANALYZE newsletter_subscribers')
    logStart = fs.statSync(serverLog!).size
  }, 120_000)

  afterAll(async () => {
    await sql?.end()
    await context?.close()
  })

  it.each([
    ['news-items', 'news_items', 'news_items_published_at_idx'],
    ['newsletter-subscribers', 'newsletter_subscribers', 'newsletter_subscribers_created_at_idx'],
  ] as const)('%s: the first page in the default order is read by index', async (collection, table, index) => {
    const page = await context.payload.find({ collection, limit: 10, depth: 0 })
    expect(page.docs).toHaveLength(10)
    expect(page.totalDocs).toBeGreaterThanOrEqual(ROWS)
    const plans = loggedPlans(table)
    expect(plans.length).toBeGreaterThan(0)
    const lines = firstPlanLines(plans.at(-1)!)
    console.log(`${collection} plan:\n  ${lines.join('\n  ')}`)
    expect(lines.join('\n')).toContain(`Index Scan Backward using ${index} on ${table}`)
    expect(lines.join('\n')).not.toMatch(new RegExp(`Seq Scan on ${table}`))
  })
})
