import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, baseUrl, type Session } from '../helpers/http'

/**
 * The public like endpoints and the news pages over HTTP, against the built
 * server. The database is shared with the other server test files: every
 * fixture has a unique slug and each test its own client address.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
let admin: Session
let image: number
const items: Record<'active' | 'other' | 'inactive', { id: number; slug: string }> = {} as never
const created: number[] = []

let clients = 0
/** A distinct client address per call site, so each test has its own rate-limit window. */
const address = () => {
  clients += 1
  return `203.${1 + Math.floor(clients / 250)}.${clients % 250}.20`
}
const like = (id: number | string, body: unknown, client = address(), headers: Record<string, string> = {}) =>
  api(`/api/news-items/${id}/like`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'X-Forwarded-For': client, ...headers } })
const counts = async (ids: (number | string)[]) => api(`/api/news-items/likes?ids=${ids.join(',')}`)
const countOf = async (id: number) => ((await counts([id])).body.likes as Record<string, number>)[String(id)]

async function create(key: keyof typeof items, status: 'Active' | 'Inactive') {
  const slug = `likes-${key}-${run}`
  const reply = await api('/api/news-items', {
    method: 'POST',
    session: admin,
    body: JSON.stringify({
      title: `Likes ${key} ${run}`,
      slug,
      status,
      description: 'A description long enough.',
      articleBody: 'An article body that is long enough to be valid.',
      primaryImage: image,
    }),
  })
  if (reply.status !== 201) throw new Error(`Creating news failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  const id = (reply.body.doc as { id: number }).id
  created.push(id)
  items[key] = { id, slug }
}

beforeAll(async () => {
  admin = await adminSession()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(600, 400))], { type: 'image/jpeg' }), `likes-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'A cone of thread' }))
  image = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
  await create('active', 'Active')
  await create('other', 'Active')
  await create('inactive', 'Inactive')
})

afterAll(async () => {
  if (!admin) return
  for (const id of created) await api(`/api/news-items/${id}`, { method: 'DELETE', session: admin })
  if (image) await api(`/api/media/${image}`, { method: 'DELETE', session: admin })
})

describe('liking a news item', () => {
  it('counts a visitor once per item, and an unlike only takes back that visitor\'s own like', async () => {
    const { id } = items.active
    const visitor = address()
    const neighbour = address()
    expect(await countOf(id)).toBe(0)
    const first = await like(id, { action: 'like' }, visitor)
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ likes: 1, counted: true })
    // The same visitor again: the count stays, and the answer says so.
    expect((await like(id, { action: 'like' }, visitor)).body).toEqual({ likes: 1, counted: false })
    // A visitor who never liked cannot take a like away.
    expect((await like(id, { action: 'unlike' }, neighbour)).body).toEqual({ likes: 1, counted: false })
    expect((await like(id, { action: 'like' }, neighbour)).body).toEqual({ likes: 2, counted: true })
    expect((await like(id, { action: 'unlike' }, visitor)).body).toEqual({ likes: 1, counted: true })
    expect((await like(id, { action: 'unlike' }, visitor)).body).toEqual({ likes: 1, counted: false })
    expect((await like(id, { action: 'unlike' }, neighbour)).body).toEqual({ likes: 0, counted: true })
    expect(await countOf(id)).toBe(0)
    const stored = await api(`/api/news-items/${id}`, { session: admin })
    expect(stored.body.likes).toBe(0)
  })

  it('counts 100 likes from one address once, however the X-Forwarded-For chain before the proxy\'s hop is forged', async () => {
    const { id } = items.other
    const before = (await countOf(id)) ?? 0
    const visitor = address()
    const replies = []
    for (let index = 0; index < 100; index += 1) replies.push(await like(id, { action: 'like' }, `10.9.${index}.1, 172.16.0.${index}, ${visitor}`))
    expect(replies.filter((reply) => reply.status === 200 && reply.body.counted === true)).toHaveLength(1)
    expect(replies.filter((reply) => reply.status === 429).length).toBeGreaterThan(0)
    expect(await countOf(id)).toBe(before + 1)
  })

  it('counts every one of 40 concurrent likes from 40 visitors', async () => {
    const { id } = items.other
    const before = (await countOf(id)) ?? 0
    const replies = await Promise.all(Array.from({ length: 40 }, () => like(id, { action: 'like' })))
    expect(replies.map((reply) => reply.status)).toEqual(Array(40).fill(200))
    expect(new Set(replies.map((reply) => reply.body.likes)).size).toBe(40)
    expect(await countOf(id)).toBe(before + 40)
  })

  it('answers 404 "News item not found" for an Inactive, missing or malformed id', async () => {
    for (const id of [items.inactive.id, 2_000_000_000]) {
      const reply = await like(id, { action: 'like' })
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({ error: 'News item not found' })
    }
    expect((await like('abc', { action: 'like' })).status).toBe(404)
    const inactive = await api(`/api/news-items/${items.inactive.id}`, { session: admin })
    expect(inactive.body.likes).toBe(0)
  })

  it.each([
    ['no body', undefined],
    ['broken JSON', '{"action":'],
    ['an unknown action', { action: 'love' }],
    ['a missing action', {}],
    ['an array', ['like']],
  ])('answers 400 with a clear message for %s', async (_, body) => {
    const reply = await api(`/api/news-items/${items.active.id}/like`, {
      method: 'POST',
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'X-Forwarded-For': address(), 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ error: 'Send a JSON body {"action": "like"} or {"action": "unlike"}' })
  })

  it('refuses a body that is not sent as JSON (a cross-site form cannot like)', async () => {
    const reply = await like(items.active.id, JSON.stringify({ action: 'like' }), address(), { 'Content-Type': 'text/plain' })
    expect(reply.status).toBe(415)
    expect(reply.body.error).toBe('The request body must be JSON (Content-Type: application/json)')
    expect(await countOf(items.active.id)).toBe(0)
  })

  it('limits one address to 60 likes a minute, with a clear 429', async () => {
    const client = address()
    const replies = []
    for (let index = 0; index < 60; index += 1) replies.push(await like(items.active.id, { action: index % 2 ? 'unlike' : 'like' }, client))
    expect(replies.every((reply) => reply.status === 200)).toBe(true)
    const limited = await like(items.active.id, { action: 'like' }, client)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('Too many likes from this address. Please wait a minute and try again.')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address is not affected.
    expect((await like(items.active.id, { action: 'unlike' })).status).toBe(200)
  })

  it('lets nobody set likes through the REST API', async () => {
    const before = await countOf(items.active.id)
    const anonymous = await api(`/api/news-items/${items.active.id}`, { method: 'PATCH', body: JSON.stringify({ likes: 500 }) })
    expect(anonymous.status).toBe(403)
    const asAdmin = await api(`/api/news-items/${items.active.id}`, { method: 'PATCH', body: JSON.stringify({ likes: 500 }), session: admin })
    expect(asAdmin.status).toBe(200)
    expect(await countOf(items.active.id)).toBe(before)
  })
})

describe('reading like counts', () => {
  it('gives the counts of Active items only, with a short shared-cache lifetime', async () => {
    const other = (await countOf(items.other.id)) ?? 0
    expect(other).toBeGreaterThan(0)
    // An unlike from a visitor who never liked changes nothing.
    await like(items.other.id, { action: 'unlike' })
    const reply = await counts([items.active.id, items.other.id, items.inactive.id, 2_000_000_000])
    expect(reply.status).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('public, s-maxage=5, stale-while-revalidate=30')
    expect(reply.body).toEqual({ likes: { [items.active.id]: 0, [items.other.id]: other } })
  })

  it.each([
    ['no ids', '/api/news-items/likes'],
    ['empty ids', '/api/news-items/likes?ids='],
    ['words', '/api/news-items/likes?ids=abc'],
    ['negative ids', '/api/news-items/likes?ids=1,-2'],
    ['51 ids', `/api/news-items/likes?ids=${Array.from({ length: 51 }, (_, index) => index + 1).join(',')}`],
  ])('answers 400 with a clear message for %s', async (_, path) => {
    const reply = await api(path)
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ error: 'ids must be a comma-separated list of up to 50 news item ids, e.g. ids=1,2,3' })
  })
})

describe('news pages', () => {
  it('serves the article page from the cache, untouched by likes, and fresh after an admin save', async () => {
    const path = `${baseUrl()}/news/${items.other.slug}`
    await fetch(path)
    const cached = await fetch(path)
    expect(cached.status).toBe(200)
    expect(cached.headers.get('x-nextjs-cache')).toBe('HIT')
    await like(items.other.id, { action: 'like' })
    const afterLike = await fetch(path)
    expect(afterLike.headers.get('x-nextjs-cache')).toBe('HIT')
    await api(`/api/news-items/${items.other.id}`, { method: 'PATCH', body: JSON.stringify({ title: `Renamed ${run}` }), session: admin })
    const fresh = await fetch(path)
    expect(await fresh.text()).toContain(`Renamed ${run}`)
  })

  it('answers a missing or Inactive article with a 404 page that leads back to /news', async () => {
    for (const slug of [`missing-${run}`, items.inactive.slug, 'NOT_A_SLUG']) {
      const reply = await fetch(`${baseUrl()}/news/${slug}`, { redirect: 'manual' })
      expect(reply.status).toBe(404)
      const html = await reply.text()
      expect(html).toContain('Failed to load news item')
      expect(html).toMatch(/<a[^>]*href="\/news"/)
    }
  })

  it.each(['?page=abc', '?page=99999999', '?page=-1&size=7', '?size=abc&q=%25', `?q=${'x'.repeat(500)}`, '?q=a&q=b'])('answers /news%s without a server error', async (search) => {
    const reply = await fetch(`${baseUrl()}/news${search}`)
    expect(reply.status).toBe(200)
  })

  it('lists Active articles, and no Inactive one, in the sitemap', async () => {
    const text = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    expect(text).toContain(`<loc>${baseUrl()}/news/${items.active.slug}</loc>`)
    expect(text).not.toContain(items.inactive.slug)
  })
})
