import { describe, expect, it } from 'vitest'
import { galleryCategorySchema, galleryItemSchema, embedUrlSchema } from '../gallery/schemas'
import { loginSchema } from '../users/schemas'
import { itemCodeSchema, productCategorySchema, productSchema } from './schemas'

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

describe('sign-in', () => {
  it('needs an identifier and a password', () => {
    expect(first(loginSchema.safeParse({ email: 'a@example.com' }))).toBe('You must provide either an email or phone number and a password')
    expect(first(loginSchema.safeParse({ password: 'x' }))).toBe('You must provide either an email or phone number and a password')
    expect(loginSchema.safeParse({ email: 'a@example.com', password: 'x' }).success).toBe(true)
  })
})
