import { describe, expect, it } from 'vitest'
import { galleryCategoryNameSchema, galleryItemNameSchema } from '../gallery/schemas'
import { slugSchema } from '../shared/validation/slug'
import { loginSchema } from '../users/schemas'
import { itemCodeProductSchema, itemCodeValueSchema, productCategorySchema, productNameSchema, shadeHexSchema } from './schemas'

/** The field validators of the admin forms (each collection validates its fields with these). */

const long = (length: number) => 'a'.repeat(length)

const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('catalogue fields', () => {
  it("product name: 'Product name and slug are required'", () => {
    expect(first(productNameSchema.safeParse(''))).toBe('Product name and slug are required')
    expect(first(productNameSchema.safeParse(undefined))).toBe('Product name and slug are required')
    expect(productNameSchema.parse('  Gold ')).toBe('Gold')
  })
  it("item code: 'Please select a product', then the code itself, then an optional shade", () => {
    expect(first(itemCodeProductSchema.safeParse(undefined))).toBe('Please select a product')
    expect(itemCodeProductSchema.safeParse({ id: 3 }).success).toBe(true)
    expect(first(itemCodeValueSchema.safeParse(' '))).toBe('Item code is required')
    expect(itemCodeValueSchema.parse(' KS-1 ')).toBe('KS-1')
    expect(shadeHexSchema.safeParse('#C9A227').success).toBe(true)
    expect(first(shadeHexSchema.safeParse('C9A227'))).toBe('Shade must be a colour like #C9A227')
  })
  it('product category: name required', () => {
    expect(first(productCategorySchema.safeParse({ name: '' }))).toBe('Category name is required')
  })
})

describe('gallery fields', () => {
  it('category name: required, then at least 2 characters', () => {
    expect(first(galleryCategoryNameSchema.safeParse(''))).toBe('Category name is required')
    expect(first(galleryCategoryNameSchema.safeParse('A'))).toBe('Name must be at least 2 characters')
    expect(galleryCategoryNameSchema.safeParse('Bridal').success).toBe(true)
  })
  it('item name: required', () => {
    expect(first(galleryItemNameSchema.safeParse(''))).toBe('Name is required')
    expect(galleryItemNameSchema.safeParse('Kwa').success).toBe(true)
  })
})

describe('too-long values get the maximum, not the minimum', () => {
  it.each([
    ['product name', () => productNameSchema.safeParse(long(201)), 'Product name must be at most 200 characters.'],
    ['slug', () => slugSchema.safeParse(long(201)), 'Slug must be at most 200 characters.'],
    ['category name', () => productCategorySchema.safeParse({ name: long(201) }), 'Category name must be at most 200 characters.'],
    ['item code', () => itemCodeValueSchema.safeParse(long(101)), 'Item code must be at most 100 characters.'],
    ['gallery category name', () => galleryCategoryNameSchema.safeParse(long(201)), 'Name must be at most 200 characters.'],
    ['gallery item name', () => galleryItemNameSchema.safeParse(long(201)), 'Name must be at most 200 characters.'],
    ['sign-in e-mail', () => loginSchema.safeParse({ email: `${long(320)}@x.com`, password: 'x' }), 'Email must be at most 320 characters.'],
  ])('%s', (_, parse, expected) => {
    expect(first(parse())).toBe(expected)
  })
  it('the longest allowed values pass', () => {
    expect(productNameSchema.safeParse(long(200)).success).toBe(true)
    expect(slugSchema.safeParse(long(200)).success).toBe(true)
    expect(itemCodeValueSchema.safeParse(long(100)).success).toBe(true)
    expect(galleryCategoryNameSchema.safeParse(` ${long(200)} `).success).toBe(true)
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
