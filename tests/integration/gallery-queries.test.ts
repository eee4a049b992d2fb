import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readGalleryCategories, readGalleryPage, readGalleryProject, readGalleryProjectSlugs } from '../../src/gallery/reads'
import { uploadImage, uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
const ids: Record<string, number> = {}

async function item(key: string, data: Record<string, unknown>, zh?: Record<string, unknown>) {
  const doc = await payload.create({ collection: 'gallery-items', locale: 'en', data: { slug: key, ...data } as never })
  if (zh) await payload.update({ collection: 'gallery-items', id: doc.id, locale: 'zh-Hant', data: zh as never })
  ids[key] = doc.id
  return doc
}

beforeAll(async () => {
  context = await startTestPayload('gallery-queries')
  payload = context.payload
  const image = await uploadImage(payload, 'kwa.jpg')
  const pdf = await uploadPdf(payload, 'book.pdf')
  const books = await payload.create({ collection: 'gallery-categories', locale: 'en', data: { name: 'Colour Books', displayOrder: 2 } })
  const bridal = await payload.create({ collection: 'gallery-categories', locale: 'en', data: { name: 'Bridal', displayOrder: 1 } })
  const archive = await payload.create({ collection: 'gallery-categories', locale: 'en', data: { name: 'Archive', displayOrder: 2 } })
  await payload.update({ collection: 'gallery-categories', id: bridal.id, locale: 'zh-Hant', data: { name: '婚嫁' } })
  ids.books = books.id
  ids.bridal = bridal.id
  ids.archive = archive.id
  const gold = await payload.create({ collection: 'products', data: { name: 'Imperial Gold', slug: 'imperial-gold' } as never })
  const hidden = await payload.create({ collection: 'products', data: { name: 'Hidden Copper', slug: 'hidden-copper', status: 'Inactive' } as never })
  const silver = await payload.create({ collection: 'products', data: { name: 'Platinum Silver', slug: 'platinum-silver' } as never })
  await payload.update({ collection: 'products', id: gold.id, locale: 'zh-Hant', data: { name: '御品金線' } as never })
  await item(
    'wedding-kwa',
    {
      name: 'Dragon Wedding Kwa',
      description: 'A bridal kwa couched in GOLD.',
      displayOrder: 3,
      categories: [bridal.id],
      primaryImage: image,
      detailedDescription: 'Two golds.',
      relatedProducts: [silver.id, hidden.id, gold.id],
      media: [{ mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871' }],
    },
    { name: '龍鳳嫁囍裙褂', description: '以金線釘繡的嫁囍裙褂。' },
  )
  await item('classics-book', { name: 'Classics Colour Book', description: 'Every stocked shade.', displayOrder: 1, isPdf: true, pdf, categories: [books.id] }, { name: '經典色卡' })
  await item('hidden-gown', { name: 'Hidden Gown', description: 'gold florals', status: 'Inactive', displayOrder: 0, categories: [bridal.id] })
  // Same display order: the name decides.
  await item('b-cushion', { name: 'Beaded Cushion', description: 'Silver on velvet.', displayOrder: 5 })
  await item('a-cushion', { name: 'Altar Cushion', description: 'Gold on silk.', displayOrder: 5, categories: [bridal.id, books.id] })
  for (let index = 1; index <= 8; index += 1) await item(`filler-${index}`, { name: `Filler ${index}`, description: 'Padding item.', displayOrder: 10 + index })
})
afterAll(async () => context?.close())

const page = (request: Partial<Parameters<typeof readGalleryPage>[2]> = {}, locale: 'en' | 'zh-Hant' = 'en') =>
  readGalleryPage(payload, locale, { categoryId: 0, query: '', page: 1, size: 6, ...request })

describe('gallery categories', () => {
  it('are ordered by display order, then name, in the asked language', async () => {
    expect((await readGalleryCategories(payload, 'en')).map((entry) => entry.name)).toEqual(['Bridal', 'Archive', 'Colour Books'])
    expect((await readGalleryCategories(payload, 'zh-Hant'))[0]?.name).toBe('婚嫁')
  })
})

describe('a page of gallery items', () => {
  it('lists only Active items, by display order then name, with categories and images', async () => {
    const result = await page({ size: 18 })
    const slugs = result.docs.map((doc) => doc.slug)
    expect(slugs.slice(0, 4)).toEqual(['classics-book', 'wedding-kwa', 'a-cushion', 'b-cushion'])
    expect(slugs).not.toContain('hidden-gown')
    expect(result.totalDocs).toBe(12)
    const kwa = result.docs[1]!
    expect(typeof kwa.primaryImage).toBe('object')
    expect((kwa.categories as { name: string }[]).map((entry) => entry.name)).toEqual(['Bridal'])
    const book = result.docs[0]!
    expect(book.isPdf).toBe(true)
    expect((book.pdf as { mimeType: string }).mimeType).toBe('application/pdf')
  })

  it('filters by category id, 0 meaning all', async () => {
    const bridal = await page({ categoryId: ids.bridal })
    expect(bridal.docs.map((doc) => doc.slug)).toEqual(['wedding-kwa', 'a-cushion'])
    expect((await page({ categoryId: ids.books })).docs.map((doc) => doc.slug)).toEqual(['classics-book', 'a-cushion'])
    expect((await page({ categoryId: ids.archive })).totalDocs).toBe(0)
    expect((await page({ categoryId: 0 })).totalDocs).toBe(12)
  })

  it('searches name or description case-insensitively, in English and in Chinese', async () => {
    expect((await page({ query: 'gold' })).docs.map((doc) => doc.slug)).toEqual(['wedding-kwa', 'a-cushion'])
    expect((await page({ query: 'KWA' })).docs.map((doc) => doc.slug)).toEqual(['wedding-kwa'])
    expect((await page({ query: 'colour BOOK' })).docs.map((doc) => doc.slug)).toEqual(['classics-book'])
    expect((await page({ query: '裙褂' }, 'zh-Hant')).docs.map((doc) => doc.slug)).toEqual(['wedding-kwa'])
    expect((await page({ query: '色卡' }, 'zh-Hant')).docs.map((doc) => doc.slug)).toEqual(['classics-book'])
    expect((await page({ query: '釘繡' }, 'zh-Hant')).docs.map((doc) => doc.slug)).toEqual(['wedding-kwa'])
    expect((await page({ query: 'gold', categoryId: ids.books })).docs.map((doc) => doc.slug)).toEqual(['a-cushion'])
    expect((await page({ query: 'nothing like this' })).totalDocs).toBe(0)
  })

  it('pages by 6, 12 or 18 and gives the last page for a page past the end', async () => {
    const first = await page({ size: 6 })
    const second = await page({ size: 6, page: 2 })
    expect(first.totalPages).toBe(2)
    expect(first.docs).toHaveLength(6)
    expect(second.docs).toHaveLength(6)
    expect(new Set([...first.docs, ...second.docs].map((doc) => doc.id)).size).toBe(12)
    expect((await page({ size: 12 })).totalPages).toBe(1)
    const beyond = await page({ size: 6, page: 9999 })
    expect(beyond.page).toBe(2)
    expect(beyond.docs.map((doc) => doc.id)).toEqual(second.docs.map((doc) => doc.id))
    const none = await page({ query: 'nothing like this', page: 5 })
    expect(none).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 })
  })
})

describe('a gallery project', () => {
  it('reads an Active project with its media, categories and only its Active related products', async () => {
    const project = await readGalleryProject(payload, 'en', 'wedding-kwa')
    expect(project?.name).toBe('Dragon Wedding Kwa')
    expect(project?.media?.[0]?.embedUrl).toBe('https://vimeo.com/76979871')
    expect((project?.categories as { name: string }[])[0]?.name).toBe('Bridal')
    expect(project?.related).toEqual([
      { id: expect.any(Number), name: 'Platinum Silver', slug: 'platinum-silver' },
      { id: expect.any(Number), name: 'Imperial Gold', slug: 'imperial-gold' },
    ])
    const chinese = await readGalleryProject(payload, 'zh-Hant', 'wedding-kwa')
    expect(chinese?.name).toBe('龍鳳嫁囍裙褂')
    expect(chinese?.related.map((entry) => entry.name)).toEqual(['Platinum Silver', '御品金線'])
  })

  it('has no page for a PDF, an Inactive or an unknown item', async () => {
    expect(await readGalleryProject(payload, 'en', 'classics-book')).toBeNull()
    expect(await readGalleryProject(payload, 'en', 'hidden-gown')).toBeNull()
    expect(await readGalleryProject(payload, 'en', 'no-such-item')).toBeNull()
    expect(await readGalleryProject(payload, 'en', '')).toBeNull()
  })

  it('lists the slugs with a page for the sitemap', async () => {
    const slugs = (await readGalleryProjectSlugs(payload)).map((entry) => entry.slug)
    expect(slugs).toContain('wedding-kwa')
    expect(slugs).not.toContain('classics-book')
    expect(slugs).not.toContain('hidden-gown')
  })
})
