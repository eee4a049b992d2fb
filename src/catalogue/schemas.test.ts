import { describe, expect, it } from 'vitest'
import { galleryCategorySchema, galleryItemSchema, embedUrlSchema } from '../gallery/schemas'
import { loginSchema } from '../users/schemas'
import { itemCodeSchema, productCategorySchema, productSchema } from './schemas'

const long = (length: number) => 'a'.repeat(length)

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('catalogue forms', () => {
  it("product: 'Product name and slug are required'", () => {
    expect(first(productSchema.safeParse({ name: '', slug: 'gold' }))).toBe('Product name and slug are required')
    expect(first(productSchema.safeParse({ name: 'Gold', slug: '' }))).toBe('Product name and slug are required')
    expect(productSchema.parse({ name: 'Gold', slug: 'gold' }).status).toBe('Active')
  })
  it("item code: 'Please select a product', then the code itself", () => {
    expect(first(itemCodeSchema.safeParse({ itemCode: 'KS-1' }))).toBe('Please select a product')
    expect(first(itemCodeSchema.safeParse({ product: 3, itemCode: ' ' }))).toBe('Item code is required')
    expect(itemCodeSchema.safeParse({ product: 3, itemCode: 'KS-1', shadeHex: '#C9A227' }).success).toBe(true)
  })
  it('product category: name required', () => {
    expect(first(productCategorySchema.safeParse({ name: '' }))).toBe('Category name is required')
  })
})

describe('gallery forms', () => {
  it('category: required, then at least 2 characters, optional whole order', () => {
    expect(first(galleryCategorySchema.safeParse({ name: '' }))).toBe('Category name is required')
    expect(first(galleryCategorySchema.safeParse({ name: 'A' }))).toBe('Name must be at least 2 characters')
    expect(galleryCategorySchema.safeParse({ name: 'Bridal' }).success).toBe(true)
    expect(galleryCategorySchema.safeParse({ name: 'Bridal', displayOrder: 1.5 }).success).toBe(false)
  })
  it('item: name and slug required, defaults Active and not a PDF', () => {
    expect(first(galleryItemSchema.safeParse({ name: '', slug: 'x1' }))).toBe('Name is required')
    expect(first(galleryItemSchema.safeParse({ name: 'Kwa', slug: '' }))).toBe('Slug is required')
    expect(galleryItemSchema.parse({ name: 'Kwa', slug: 'kwa' })).toMatchObject({ status: 'Active', isPdf: false })
  })
  it('embeds only YouTube and Vimeo links', () => {
    expect(embedUrlSchema.safeParse('https://youtu.be/dQw4w9WgXcQ').success).toBe(true)
    expect(embedUrlSchema.safeParse('https://player.vimeo.com/video/76979871').success).toBe(true)
    expect(embedUrlSchema.safeParse('https://example.com/watch?v=1').success).toBe(false)
    expect(embedUrlSchema.safeParse('javascript:alert(1)').success).toBe(false)
  })
})

describe('too-long values get the maximum, not the minimum', () => {
  it.each([
    ['product name', () => productSchema.safeParse({ name: long(201), slug: 'gold' }), 'Product name must be at most 200 characters.'],
    ['product slug', () => productSchema.safeParse({ name: 'Gold', slug: long(201) }), 'Slug must be at most 200 characters.'],
    ['category name', () => productCategorySchema.safeParse({ name: long(201) }), 'Category name must be at most 200 characters.'],
    ['item code', () => itemCodeSchema.safeParse({ product: 3, itemCode: long(101) }), 'Item code must be at most 100 characters.'],
    ['gallery category name', () => galleryCategorySchema.safeParse({ name: long(201) }), 'Name must be at most 200 characters.'],
    ['gallery item name', () => galleryItemSchema.safeParse({ name: long(201), slug: 'kwa' }), 'Name must be at most 200 characters.'],
    ['gallery item slug', () => galleryItemSchema.safeParse({ name: 'Kwa', slug: long(201) }), 'Slug must be at most 200 characters.'],
    ['sign-in e-mail', () => loginSchema.safeParse({ email: `${long(320)}@x.com`, password: 'x' }), 'Email must be at most 320 characters.'],
  ])('%s', (_, parse, expected) => {
    expect(first(parse())).toBe(expected)
  })
  it('the longest allowed values pass', () => {
    expect(productSchema.safeParse({ name: long(200), slug: long(200) }).success).toBe(true)
    expect(itemCodeSchema.safeParse({ product: 3, itemCode: long(100) }).success).toBe(true)
    expect(galleryCategorySchema.safeParse({ name: ` ${long(200)} ` }).success).toBe(true)
  })
})

describe('sign-in', () => {
  it('needs an identifier and a password', () => {
    expect(first(loginSchema.safeParse({ email: 'a@example.com' }))).toBe('You must provide either an email or phone number and a password')
    expect(first(loginSchema.safeParse({ password: 'x' }))).toBe('You must provide either an email or phone number and a password')
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
    expect(first(loginSchema.safeParse({ email: 'a\u0000b@example.com', password: 'x' }))).toBe('Email cannot contain control characters')
  })
})
