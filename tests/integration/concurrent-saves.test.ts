import pg from 'pg'
import { commitTransaction, createLocalReq, initTransaction, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { displayOrderLock } from '../../src/shared/fields/display-order'
import { holdWriteLock } from '../../src/shared/locks/write-lock'
import { uniqueSlug, uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Simultaneous saves, each in a transaction of its own (no shared req): the
 * rules that read other rows before writing (at most 3 pinned, a new row goes
 * last) must hold on PostgreSQL's READ COMMITTED as they do one at a time.
 */
let context: TestPayload
let payload: Payload
let image: number

beforeAll(async () => {
  context = await startTestPayload('concurrent-saves')
  payload = context.payload
  image = await uploadImage(payload)
})
afterAll(async () => context?.close())

const newNews = () =>
  payload.create({
    collection: 'news-items',
    data: {
      title: 'Trade fair',
      slug: uniqueSlug('fair'),
      description: 'Meet us at booth 5.1 C20.',
      articleBody: 'We will show the full metallic range and the new holographic series.',
      primaryImage: image,
    } as never,
  })

function validationMessage(reason: unknown): string {
  const data = (reason as { data?: { errors?: { message: string }[] } }).data
  return data?.errors?.map((entry) => entry.message).join('; ') ?? String(reason)
}

describe('simultaneous saves', () => {
  it('pins at most 3 news items when 5 pins arrive together while 2 are pinned', async () => {
    const items = []
    for (let i = 0; i < 7; i += 1) items.push(await newNews())
    for (const item of items.slice(0, 2)) await payload.update({ collection: 'news-items', id: item.id, data: { isPinned: true } })

    const results = await Promise.allSettled(
      items.slice(2).map((item) => payload.update({ collection: 'news-items', id: item.id, data: { isPinned: true } })),
    )

    const pinned = await payload.count({ collection: 'news-items', where: { isPinned: { equals: true } } })
    expect(pinned.totalDocs).toBe(3)
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [validationMessage(result.reason)] : []))
    expect(refusals).toEqual(Array(4).fill('Cannot pin more than 3 items'))
  })

  it('gives 5 products created together 5 distinct display orders after the existing ones', async () => {
    const existing = await payload.create({ collection: 'products', data: { name: 'Gold Thread', slug: uniqueSlug('gold') } as never })
    const created = await Promise.all(
      Array.from({ length: 5 }, (_, i) => payload.create({ collection: 'products', data: { name: `Thread ${i}`, slug: uniqueSlug('thread') } as never })),
    )
    const orders = created.map((product) => product.displayOrder).sort((a, b) => Number(a) - Number(b))
    const start = Number(existing.displayOrder)
    expect(orders).toEqual([start + 1, start + 2, start + 3, start + 4, start + 5])
  })
})

/** Waits (polling, with a deadline) until a session of the test database waits on a row lock. */
async function untilASessionWaitsOnALock(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ waiting: number }>(
        "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
      )
      if (rows[0]!.waiting > 0) return
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    throw new Error('No session waited on the lock')
  } finally {
    await client.end()
  }
}

describe('the display order lock', () => {
  it('makes a create wait while a reorder holds the lock, then places the row after the reordered ones', async () => {
    const product = await payload.create({ collection: 'products', data: { name: 'Reordered', slug: uniqueSlug('reordered') } as never })
    const reorder = await createLocalReq({}, payload)
    await initTransaction(reorder)
    await holdWriteLock(reorder, displayOrderLock('products'))
    const moved = await payload.update({ collection: 'products', id: product.id, data: { displayOrder: 500 } as never, req: reorder })
    expect(moved.displayOrder).toBe(500)

    const creating = payload.create({ collection: 'products', data: { name: 'During reorder', slug: uniqueSlug('during') } as never })
    await untilASessionWaitsOnALock(context.database.databaseUrl)
    await commitTransaction(reorder)
    expect((await creating).displayOrder).toBe(501)
  })
})
