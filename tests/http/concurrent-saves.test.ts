import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, type Session } from '../helpers/http'

/**
 * Simultaneous admin saves over REST, as the admin panel sends them: each
 * request is its own transaction on the server. The database is shared with
 * the other server test files, so items pinned before are unpinned for the
 * test and pinned again afterwards.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
let image: number
const news: number[] = []
const products: number[] = []
let pinnedBefore: number[] = []

const pin = (id: number, isPinned: boolean) => api(`/api/news-items/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ isPinned }) })
const pinnedIds = async () =>
  ((await api('/api/news-items?where[isPinned][equals]=true&limit=100&depth=0', { session: admin })).body.docs ?? []).map((doc) => doc.id as number)

async function createNews(index: number): Promise<number> {
  const reply = await api('/api/news-items', {
    method: 'POST',
    session: admin,
    body: JSON.stringify({
      title: `Concurrent ${index} ${run}`,
      slug: `concurrent-${index}-${run}`,
      description: 'A description long enough.',
      articleBody: 'An article body that is long enough to be valid.',
      primaryImage: image,
    }),
  })
  if (reply.status !== 201) throw new Error(`Creating news failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return (reply.body.doc as { id: number }).id
}

beforeAll(async () => {
  admin = await adminSession()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(600, 400))], { type: 'image/jpeg' }), `concurrent-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'A cone of thread' }))
  image = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  for (let index = 0; index < 7; index += 1) news.push(await createNews(index))
  pinnedBefore = await pinnedIds()
  for (const id of pinnedBefore) await pin(id, false)
})

afterAll(async () => {
  if (!admin) return
  for (const id of news) await api(`/api/news-items/${id}`, { method: 'DELETE', session: admin })
  for (const id of products) await api(`/api/products/${id}`, { method: 'DELETE', session: admin })
  for (const id of pinnedBefore) await pin(id, true)
  if (image) await api(`/api/media/${image}`, { method: 'DELETE', session: admin })
})

describe('simultaneous admin saves', () => {
  it('pins exactly 3 when 5 pins arrive together while 2 are pinned; the others get the pin limit message', async () => {
    for (const id of news.slice(0, 2)) expect((await pin(id, true)).status).toBe(200)
    const replies = await Promise.all(news.slice(2).map((id) => pin(id, true)))
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400, 400, 400, 400])
    for (const reply of replies.filter((candidate) => candidate.status === 400)) {
      const error = reply.body.errors?.[0] as { name?: string; data?: { errors?: { path: string; message: string }[] } } | undefined
      expect(error?.name).toBe('ValidationError')
      expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'isPinned', message: 'Cannot pin more than 3 items' })])
    }
    expect((await pinnedIds()).sort()).toHaveLength(3)
  })

  it('gives 5 products created together 5 distinct display orders', async () => {
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        api('/api/products', { method: 'POST', session: admin, body: JSON.stringify({ name: `Concurrent ${index} ${run}`, slug: `concurrent-${index}-${run}` }) }),
      ),
    )
    expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 201, 201])
    const docs = replies.map((reply) => reply.body.doc as { id: number; displayOrder: number })
    products.push(...docs.map((doc) => doc.id))
    const orders = docs.map((doc) => doc.displayOrder).sort((a, b) => a - b)
    expect(new Set(orders).size).toBe(5)
    expect(orders.at(-1)! - orders[0]!).toBe(4)
  })
})
