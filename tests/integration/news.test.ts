import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../helpers/errors'
import { uniqueSlug, uploadImage } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
let image: number

beforeAll(async () => {
  context = await startTestPayload('news')
  payload = context.payload
  image = await uploadImage(payload)
})
afterAll(async () => context?.close())

const valid = () => ({
  title: 'Intertextile Shanghai 2026',
  slug: uniqueSlug('fair'),
  description: 'Meet us at booth 5.1 C20.',
  articleBody: 'We will show the full metallic range and the new holographic series.',
  primaryImage: image,
})
const newNews = (data: Record<string, unknown> = {}) => payload.create({ collection: 'news-items', data: { ...valid(), ...data } as never })

describe('news validation', () => {
  it.each([
    ['title', { title: 'A' }, 'Title must be at least 2 characters'],
    ['slug length', { slug: 'a' }, 'Slug must be at least 2 characters'],
    ['slug format', { slug: 'Bad_Slug' }, 'Slug must be lowercase and hyphen-separated'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters'],
    ['article body', { articleBody: 'Nineteen characters' }, 'Article body must be at least 20 characters'],
    ['primary image', { primaryImage: undefined }, 'Primary image is required'],
  ])('refuses a bad %s', async (_, data, message) => {
    expect(await validationMessages(() => newNews(data))).toContain(message)
  })

  it('makes the slug from the title when it is left empty', async () => {
    const item = await newNews({ slug: '', title: 'Hello, World! Lunar New Year 2026' })
    expect(item.slug).toBe('hello-world-lunar-new-year-2026')
  })

  it('refuses a primary image of 5 MB or more', async () => {
    // Uncompressed noise keeps the PNG above 5 MB (and under the library's 10 MB image limit).
    const big = await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    const media = await payload.create({ collection: 'media', data: { alt: 'big' }, file: { data: big, name: 'big.png', mimetype: 'image/png', size: big.length } })
    expect(await validationMessages(() => newNews({ primaryImage: media.id }))).toContain('Image must be less than 5MB')
  })

  it('allows Chinese texts to be left for English to fill in', async () => {
    const item = await newNews()
    const zh = await payload.update({ collection: 'news-items', id: item.id, locale: 'zh-Hant', data: { title: '上海展覽' } })
    expect(zh.title).toBe('上海展覽')
    expect(zh.description).toBe(valid().description)
  })
})

describe('pinning', () => {
  it('pins up to 3 items at order 999, refuses a fourth, and unpins to 0', async () => {
    const items = [await newNews(), await newNews(), await newNews(), await newNews()]
    const pinned = []
    for (const item of items.slice(0, 3)) {
      pinned.push(await payload.update({ collection: 'news-items', id: item.id, data: { isPinned: true } }))
    }
    expect(pinned.map((item) => item.displayOrder)).toEqual([999, 999, 999])
    expect(
      await validationMessages(() => payload.update({ collection: 'news-items', id: items[3]!.id, data: { isPinned: true } })),
    ).toContain('Cannot pin more than 3 items')
    // A pinned item can still be saved.
    const again = await payload.update({ collection: 'news-items', id: items[0]!.id, data: { title: 'Still pinned' } })
    expect(again.isPinned).toBe(true)
    const unpinned = await payload.update({ collection: 'news-items', id: items[1]!.id, data: { isPinned: false } })
    expect(unpinned.displayOrder).toBe(0)
    const fourth = await payload.update({ collection: 'news-items', id: items[3]!.id, data: { isPinned: true } })
    expect(fourth.isPinned).toBe(true)
  })

  it('refuses creating a fourth pinned item', async () => {
    const { totalDocs } = await payload.count({ collection: 'news-items', where: { isPinned: { equals: true } } })
    for (let count = totalDocs; count < 3; count += 1) await newNews({ isPinned: true })
    expect(await validationMessages(() => newNews({ isPinned: true }))).toContain('Cannot pin more than 3 items')
  })
})

describe('likes and visibility', () => {
  it('keeps likes out of reach of forms and the API', async () => {
    const admin = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    const user = admin ?? (await payload.create({ collection: 'users', data: { email: 'editor@example.com', password: 'a-long-password-1', role: 'administrator' } }))
    const item = await payload.create({ collection: 'news-items', overrideAccess: false, user, data: { ...valid(), likes: 50 } as never })
    expect(item.likes).toBe(0)
    const updated = await payload.update({ collection: 'news-items', id: item.id, overrideAccess: false, user, data: { likes: 9 } as never })
    expect(updated.likes).toBe(0)
  })

  it('shows anonymous readers only Active items', async () => {
    const active = await newNews({ status: 'Active' })
    const inactive = await newNews({ status: 'Inactive' })
    const seen = await payload.find({ collection: 'news-items', overrideAccess: false, limit: 0 })
    const ids = seen.docs.map((doc) => doc.id)
    expect(ids).toContain(active.id)
    expect(ids).not.toContain(inactive.id)
  })
})
