import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readNewsArticle, readNewsPage, readNewsSlugs } from '../../src/news/reads'
import { uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The public news reads (src/news/reads.ts) and the atomic
 * like statements and votes, on a fresh database of their own.
 */
let context: TestPayload
let payload: Payload
let likes: typeof import('../../src/news/likes/votes')
let image: number
const run = Math.random().toString(36).slice(2, 7)

type Seed = { title: string; zh?: string; date: string; pinned?: boolean; inactive?: boolean; order?: number }
const ids: Record<string, number> = {}

async function add(key: string, seed: Seed) {
  const item = await payload.create({
    collection: 'news-items',
    data: {
      title: seed.title,
      slug: `${key}-${run}`,
      description: 'A description of at least ten characters.',
      articleBody: 'An article body of at least twenty characters.',
      primaryImage: image,
      publishedAt: seed.date,
      status: seed.inactive ? 'Inactive' : 'Active',
      isPinned: Boolean(seed.pinned),
    },
  })
  if (seed.zh) await payload.update({ collection: 'news-items', id: item.id, locale: 'zh-Hant', data: { title: seed.zh } })
  if (seed.order !== undefined) await payload.update({ collection: 'news-items', id: item.id, data: { displayOrder: seed.order } })
  ids[key] = item.id
}

beforeAll(async () => {
  context = await startTestPayload('news-queries')
  payload = context.payload
  likes = await import('../../src/news/likes/votes')
  image = await uploadImage(payload)
  await add('old', { title: 'Factory visit in Japan', zh: '參觀日本廠房', date: '2024-01-10' })
  await add('new', { title: 'Holographic Aurora launch', zh: '極光幻彩系列推出', date: '2026-10-02' })
  await add('newest', { title: 'Lunar New Year schedule', zh: '農曆新年假期安排', date: '2026-11-18' })
  // Unpinned items have order 0; a higher order places this one after every newer item.
  await add('ordered', { title: 'Price list 2026', zh: '2026 年價目表', date: '2026-11-20', order: 1 })
  await add('pinned-late', { title: 'Pinned trade fair', zh: '置頂展覽', date: '2023-05-01', pinned: true })
  await add('hidden', { title: 'Hidden maintenance notice', zh: '隱藏維護通知', date: '2026-12-01', inactive: true })
  // English only: the Chinese title falls back to English.
  await add('english', { title: 'Intertextile Shanghai booth', date: '2025-03-01' })
})
afterAll(async () => context?.close())

const slugsOf = (page: { docs: { slug: string }[] }) => page.docs.map((doc) => doc.slug.replace(`-${run}`, ''))

describe('the news list', () => {
  it('shows pinned items first, then display order, then the newest, and never an Inactive item', async () => {
    const page = await readNewsPage(payload, 'en', '', 1, 18)
    expect(slugsOf(page)).toEqual(['pinned-late', 'newest', 'new', 'english', 'old', 'ordered'])
    expect(page.totalDocs).toBe(6)
    expect(page.totalPages).toBe(1)
  })

  it('pages by total count, and gives the last page for a page past the end', async () => {
    const first = await readNewsPage(payload, 'en', '', 1, 6)
    expect(first.docs).toHaveLength(6)
    const all = slugsOf(first)
    // Six items in pages of 6: one page; in pages of 6 with a 7th Active item there would be two.
    await add('extra', { title: 'Extra news for paging', date: '2019-01-01', order: 2 })
    const one = await readNewsPage(payload, 'en', '', 1, 6)
    const two = await readNewsPage(payload, 'en', '', 2, 6)
    expect(one.totalDocs).toBe(7)
    expect(one.totalPages).toBe(2)
    expect(slugsOf(one)).toEqual(all)
    expect(slugsOf(two)).toEqual(['extra'])
    const beyond = await readNewsPage(payload, 'en', '', 999_999, 6)
    expect(beyond.page).toBe(2)
    expect(slugsOf(beyond)).toEqual(['extra'])
  })

  it('searches titles case-insensitively in English', async () => {
    expect(slugsOf(await readNewsPage(payload, 'en', 'HOLOGRAPHIC aur', 1, 6))).toEqual(['new'])
    expect(slugsOf(await readNewsPage(payload, 'en', 'schedule', 1, 6))).toEqual(['newest'])
    // The title only: "description" is in every description, in no title.
    expect((await readNewsPage(payload, 'en', 'description', 1, 6)).totalDocs).toBe(0)
    // Inactive items are never found.
    expect((await readNewsPage(payload, 'en', 'maintenance', 1, 6)).totalDocs).toBe(0)
  })

  it('searches titles in Chinese as a substring, in the Chinese titles', async () => {
    expect(slugsOf(await readNewsPage(payload, 'zh-Hant', '幻彩', 1, 6))).toEqual(['new'])
    expect(slugsOf(await readNewsPage(payload, 'zh-Hant', '新年假期', 1, 6))).toEqual(['newest'])
    const zhPage = await readNewsPage(payload, 'zh-Hant', '', 1, 18)
    expect(zhPage.docs.find((doc) => doc.slug === `new-${run}`)?.title).toBe('極光幻彩系列推出')
    expect(zhPage.docs.find((doc) => doc.slug === `english-${run}`)?.title).toBe('Intertextile Shanghai booth')
    expect((await readNewsPage(payload, 'zh-Hant', '隱藏', 1, 6)).totalDocs).toBe(0)
    expect((await readNewsPage(payload, 'en', '幻彩', 1, 6)).totalDocs).toBe(0)
  })
})

describe('one news item', () => {
  it('finds an Active item by slug with its image, and no Inactive or missing one', async () => {
    const item = await readNewsArticle(payload, 'zh-Hant', `new-${run}`)
    expect(item?.title).toBe('極光幻彩系列推出')
    expect(typeof item?.primaryImage).toBe('object')
    expect(await readNewsArticle(payload, 'en', `hidden-${run}`)).toBeNull()
    expect(await readNewsArticle(payload, 'en', `missing-${run}`)).toBeNull()
  })

  it('lists only Active items for the sitemap', async () => {
    const slugs = (await readNewsSlugs(payload)).map((entry) => entry.slug)
    expect(slugs).toContain(`new-${run}`)
    expect(slugs).not.toContain(`hidden-${run}`)
  })
})

describe('the like statements', () => {
  const req = () => ({ payload }) as PayloadRequest
  const stored = async (id: number) => (await payload.findByID({ collection: 'news-items', id })).likes

  it('adds and removes one like, never going below 0, and leaves other fields alone', async () => {
    const id = ids.old!
    const before = await payload.findByID({ collection: 'news-items', id })
    expect(await likes.changeLikeCount(req(), id, 'like')).toBe(1)
    expect(await likes.changeLikeCount(req(), id, 'like')).toBe(2)
    expect(await likes.changeLikeCount(req(), id, 'unlike')).toBe(1)
    expect(await likes.changeLikeCount(req(), id, 'unlike')).toBe(0)
    // At 0 the UPDATE matches no row: nothing changes.
    expect(await likes.changeLikeCount(req(), id, 'unlike')).toBeUndefined()
    const after = await payload.findByID({ collection: 'news-items', id })
    expect(after.likes).toBe(0)
    expect({ ...after, likes: 0, updatedAt: '' }).toEqual({ ...before, likes: 0, updatedAt: '' })
  })

  it('counts every one of 40 concurrent likes', async () => {
    const id = ids.new!
    const results = await Promise.all(Array.from({ length: 40 }, () => likes.changeLikeCount(req(), id, 'like')))
    expect(new Set(results).size).toBe(40)
    expect(await stored(id)).toBe(40)
  })

  it('refuses Inactive and missing items', async () => {
    expect(await likes.changeLikeCount(req(), ids.hidden!, 'like')).toBeUndefined()
    expect(await stored(ids.hidden!)).toBe(0)
    expect(await likes.changeLikeCount(req(), 2_000_000_000, 'like')).toBeUndefined()
    expect(await likes.currentLikeCount(req(), ids.hidden!)).toBeUndefined()
  })
})

describe('like votes', () => {
  const req = () => ({ payload }) as PayloadRequest
  const day = new Date('2026-11-20T10:00:00Z')
  const nextDay = new Date('2026-11-21T10:00:00Z')

  it('counts a visitor once per item and day, and again the next day', async () => {
    const visitor = likes.visitorHash('secret', `198.51.100.${run.length}`)
    expect(await likes.recordVote(req(), ids.old!, visitor, 'like', day)).toBe(true)
    expect(await likes.recordVote(req(), ids.old!, visitor, 'like', day)).toBe(false)
    expect(await likes.recordVote(req(), ids.new!, visitor, 'like', day)).toBe(true)
    expect(await likes.recordVote(req(), ids.old!, visitor, 'like', nextDay)).toBe(true)
  })

  it('lets one of 20 concurrent likes from one visitor count', async () => {
    const visitor = likes.visitorHash('secret', '203.0.113.50')
    const results = await Promise.all(Array.from({ length: 20 }, () => likes.recordVote(req(), ids.new!, visitor, 'like', day)))
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('undoes only a like the same visitor gave, once, even when unlikes race', async () => {
    const giver = likes.visitorHash('secret', '203.0.113.60')
    const stranger = likes.visitorHash('secret', '203.0.113.61')
    expect(await likes.recordVote(req(), ids.newest!, stranger, 'unlike', day)).toBe(false)
    expect(await likes.recordVote(req(), ids.newest!, giver, 'like', day)).toBe(true)
    expect(await likes.recordVote(req(), ids.newest!, stranger, 'unlike', day)).toBe(false)
    const results = await Promise.all(Array.from({ length: 10 }, () => likes.recordVote(req(), ids.newest!, giver, 'unlike', day)))
    expect(results.filter(Boolean)).toHaveLength(1)
    // Taken back, the same day's like may be given again, once.
    expect(await likes.recordVote(req(), ids.newest!, giver, 'like', day)).toBe(true)
    expect(await likes.recordVote(req(), ids.newest!, giver, 'like', day)).toBe(false)
  })

  it('keeps visitors apart by a keyed hash, never the address', () => {
    const hash = likes.visitorHash('secret', '203.0.113.7')
    expect(hash).toMatch(/^[\w-]{22}$/)
    expect(hash).not.toContain('203')
    expect(likes.visitorHash('other secret', '203.0.113.7')).not.toBe(hash)
  })
})
