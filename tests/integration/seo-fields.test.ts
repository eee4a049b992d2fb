import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSeoText } from '../../src/seo/reads'
import { validationMessages } from '../helpers/errors'
import { uniqueSlug, uploadImage, uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('seo-fields')
  payload = context.payload
})
afterAll(async () => context?.close())

describe('SEO fields (decision 009)', () => {
  it('keep a title and description per language, read without the English fallback', async () => {
    const product = await payload.create({
      collection: 'products',
      locale: 'en',
      data: { name: 'Imperial Gold', slug: uniqueSlug('seo'), status: 'Active', meta: { title: 'Imperial Gold metallic thread', description: 'Japan-made passing thread.' } },
    })
    await payload.update({ collection: 'products', id: product.id, locale: 'zh-Hant', data: { name: '御品金線', meta: { title: '御品金線｜日本製金屬線' } } })
    expect(await readSeoText(payload, 'products', product.id, 'zh-Hant')).toEqual({ title: '御品金線｜日本製金屬線', description: null })
    expect(await readSeoText(payload, 'products', product.id, 'en')).toEqual({ title: 'Imperial Gold metallic thread', description: 'Japan-made passing thread.' })
    // Payload's ordinary read falls back to English, which the page must not use for a Chinese description.
    expect((await payload.findByID({ collection: 'products', id: product.id, locale: 'zh-Hant' })).meta?.description).toBe('Japan-made passing thread.')
  })

  it('read only what visitors may see', async () => {
    const hidden = await payload.create({
      collection: 'news-items',
      data: {
        title: 'Hidden',
        slug: uniqueSlug('seo'),
        status: 'Inactive',
        description: 'A description long enough.',
        articleBody: 'An article body that is long enough to be valid.',
        publishedAt: new Date().toISOString(),
        primaryImage: await uploadImage(payload, 'seo-news.jpg'),
        meta: { title: 'Secret' },
      },
    })
    expect(await readSeoText(payload, 'news-items', hidden.id, 'en')).toEqual({ title: undefined, description: undefined })
  })

  it('share one image for both languages, which makes the file public while the page is', async () => {
    const image = await uploadImage(payload, 'seo-share.jpg')
    const item = await payload.create({ collection: 'gallery-items', data: { name: 'Dragon Kwa', slug: uniqueSlug('seo'), status: 'Inactive', meta: { image } } })
    expect((await payload.findByID({ collection: 'media', id: image })).publiclyVisible).toBe(false)
    await payload.update({ collection: 'gallery-items', id: item.id, data: { status: 'Active' } })
    expect((await payload.findByID({ collection: 'media', id: image })).publiclyVisible).toBe(true)
    const chinese = await payload.findByID({ collection: 'gallery-items', id: item.id, locale: 'zh-Hant', fallbackLocale: false, depth: 0 })
    expect(chinese.meta?.image).toBe(image)
  })

  it('refuse a file that is not an image as the share image', async () => {
    const pdf = await uploadPdf(payload, 'seo-book.pdf')
    expect(await validationMessages(() => payload.create({ collection: 'products', data: { name: 'Bad', slug: uniqueSlug('seo'), status: 'Active', meta: { image: pdf } } }))).toEqual([
      'Choose an image file (JPEG, PNG, WebP or GIF)',
    ])
  })
})
