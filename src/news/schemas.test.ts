import { describe, expect, it } from 'vitest'
import { slugify, slugSchema } from '../shared/validation/slug'
import { checkNewsImage, checkNewsMediaFile, newsArticleBodySchema, newsDescriptionSchema, newsTitleSchema } from './schemas'

/** The news item's field validators (the collection validates each localized field with these, and the slug with slugSchema). */
const fields = { title: newsTitleSchema, slug: slugSchema, description: newsDescriptionSchema, articleBody: newsArticleBodySchema }
const valid = { title: 'Fair', slug: 'fair-2026', description: 'Meet us at the fair.', articleBody: 'A body of at least twenty characters.' }
const firstMessage = (field: keyof typeof fields, value: string) => fields[field].safeParse(value).error?.issues[0]?.message

describe('news form', () => {
  it('accepts a valid item', () => {
    for (const [field, value] of Object.entries(valid)) expect(fields[field as keyof typeof fields].safeParse(value).success, field).toBe(true)
  })
  it.each([
    ['title', 'A', 'Title must be at least 2 characters'],
    ['slug', 'a', 'Slug must be at least 2 characters'],
    ['slug', 'Fair 2026', 'Slug must be lowercase and hyphen-separated'],
    ['slug', 'fair--2026', 'Slug must be lowercase and hyphen-separated'],
    ['slug', '-fair', 'Slug must be lowercase and hyphen-separated'],
    ['description', '123456789', 'Description must be at least 10 characters'],
    ['articleBody', '1234567890123456789', 'Article body must be at least 20 characters'],
    ['title', 't'.repeat(201), 'Title must be at most 200 characters.'],
    ['slug', 's'.repeat(201), 'Slug must be at most 200 characters.'],
    ['description', 'd'.repeat(501), 'Description must be at most 500 characters.'],
  ] as const)('refuses a %s of %j', (field, value, message) => {
    expect(firstMessage(field, value)).toBe(message)
  })
  it('accepts the longest allowed title, slug and description', () => {
    expect(newsTitleSchema.safeParse('t'.repeat(200)).success).toBe(true)
    expect(slugSchema.safeParse('s'.repeat(200)).success).toBe(true)
    expect(newsDescriptionSchema.safeParse('d'.repeat(500)).success).toBe(true)
  })
  it('makes a slug from a title: lowercased, non-alphanumerics removed, spaces to hyphens', () => {
    expect(slugify('Hello, World!  Lunar New Year 2026')).toBe('hello-world-lunar-new-year-2026')
    expect(slugify('農曆新年')).toBe('')
  })
})

describe('news uploads', () => {
  const MB = 1024 * 1024
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'])('accepts a %s image under 5 MB', (type) => {
    expect(checkNewsImage({ name: 'a', size: 5 * MB - 1, type })).toBe(true)
  })
  it('refuses an image of 5 MB or more, and other types', () => {
    expect(checkNewsImage({ name: 'a.jpg', size: 5 * MB, type: 'image/jpeg' })).toBe('Image must be less than 5MB')
    expect(checkNewsImage({ name: 'a.svg', size: 10, type: 'image/svg+xml' })).toBe('File must be an image (JPEG, PNG, WebP, GIF)')
  })
  it('accepts MP4, WebM and OGG videos, names an oversized file, refuses others', () => {
    for (const type of ['video/mp4', 'video/webm', 'video/ogg']) expect(checkNewsMediaFile({ name: 'v', size: 100, type })).toBe(true)
    expect(checkNewsMediaFile({ name: 'clip.mp4', size: 6 * MB, type: 'video/mp4' })).toBe('File "clip.mp4" must be less than 5MB')
    expect(checkNewsMediaFile({ name: 'clip.mov', size: 100, type: 'video/quicktime' })).toBe('File must be an image or video')
  })
})
