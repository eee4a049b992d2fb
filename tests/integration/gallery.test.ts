import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../helpers/errors'
import { uniqueSlug, uploadImage, uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
let image: number
let pdf: number

beforeAll(async () => {
  context = await startTestPayload('gallery')
  payload = context.payload
  image = await uploadImage(payload)
  pdf = await uploadPdf(payload)
})
afterAll(async () => context?.close())

const newItem = (data: Record<string, unknown> = {}) =>
  payload.create({ collection: 'gallery-items', data: { name: 'Bridal Kwa', slug: uniqueSlug('kwa'), ...data } as never })

describe('gallery categories', () => {
  it("gives the spec's messages for a missing or short name", async () => {
    expect(await validationMessages(() => payload.create({ collection: 'gallery-categories', data: { name: '' } }))).toContain(
      'Category name is required',
    )
    expect(await validationMessages(() => payload.create({ collection: 'gallery-categories', data: { name: 'A' } }))).toContain(
      'Name must be at least 2 characters',
    )
  })

  it('accepts an explicit whole display order and refuses a fraction or a negative number', async () => {
    const ordered = await payload.create({ collection: 'gallery-categories', data: { name: 'Bridal', displayOrder: 7 } })
    expect(ordered.displayOrder).toBe(7)
    for (const displayOrder of [1.5, -1]) {
      expect(
        await validationMessages(() => payload.create({ collection: 'gallery-categories', data: { name: 'Stage', displayOrder } })),
      ).toContain('Display order must be a whole number of 0 or more')
    }
  })
})

describe('gallery items', () => {
  it("requires a name and a slug with the spec's messages", async () => {
    expect(await validationMessages(() => newItem({ name: '' }))).toContain('Name is required')
    expect(await validationMessages(() => newItem({ name: '', slug: '' }))).toContain('Slug is required')
    expect((await newItem({ name: 'Bridal Kwa Sleeves', slug: '' })).slug).toBe('bridal-kwa-sleeves')
  })

  it('defaults to Active, not a PDF, and last in order', async () => {
    const first = await newItem()
    const second = await newItem()
    expect(first.status).toBe('Active')
    expect(first.isPdf).toBe(false)
    expect(second.displayOrder).toBe((first.displayOrder ?? 0) + 1)
  })

  it('needs a PDF file for a PDF item, and only a PDF', async () => {
    expect(await validationMessages(() => newItem({ isPdf: true }))).toContain('A PDF file is required for a PDF item')
    expect(await validationMessages(() => newItem({ isPdf: true, pdf: image }))).toContain('Choose a PDF file')
    const book = await newItem({ isPdf: true, pdf, primaryImage: image })
    expect(book.isPdf).toBe(true)
  })

  it('keeps media in order and checks each entry against its type', async () => {
    const item = await newItem({
      media: [
        { mediaType: 'image', file: image },
        { mediaType: 'embed', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        { mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871' },
      ],
    })
    expect(item.media?.map((entry) => entry.mediaType)).toEqual(['image', 'embed', 'embed'])
    expect(await validationMessages(() => newItem({ media: [{ mediaType: 'video', file: image }] }))).toContain(
      'This entry is a video: choose an MP4, WebM or OGG file',
    )
    expect(await validationMessages(() => newItem({ media: [{ mediaType: 'embed', embedUrl: 'https://example.com/video' }] }))).toContain(
      'Enter a YouTube or Vimeo link',
    )
    expect(await validationMessages(() => newItem({ media: [{ mediaType: 'image' }] }))).toContain('Choose a file for this media entry')
  })

  it('links categories and related products', async () => {
    const category = await payload.create({ collection: 'gallery-categories', data: { name: 'Couture' } })
    const product = await payload.create({ collection: 'products', data: { name: 'Gold', slug: uniqueSlug('gold') } as never })
    const item = await newItem({ categories: [category.id], relatedProducts: [product.id] })
    const reread = await payload.findByID({ collection: 'gallery-items', id: item.id, depth: 1 })
    expect((reread.categories as { name: string }[])[0]?.name).toBe('Couture')
    expect((reread.relatedProducts as { slug: string }[])[0]?.slug).toBe(product.slug)
  })

  it('shows anonymous readers only Active items', async () => {
    const active = await newItem({ status: 'Active' })
    const inactive = await newItem({ status: 'Inactive' })
    const seen = await payload.find({ collection: 'gallery-items', overrideAccess: false, limit: 0 })
    const ids = seen.docs.map((doc) => doc.id)
    expect(ids).toContain(active.id)
    expect(ids).not.toContain(inactive.id)
    const asked = await payload.find({ collection: 'gallery-items', overrideAccess: false, where: { status: { equals: 'Inactive' } } })
    expect(asked.totalDocs).toBe(0)
  })
})
