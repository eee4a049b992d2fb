import { describe, expect, it } from 'vitest'
import { slugSchema } from '../shared/validation/slug'
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

describe('too-long values get the maximum, not the minimum', () => {
  it.each([
    ['product name', () => productNameSchema.safeParse(long(201)), 'Product name must be at most 200 characters.'],
    ['slug', () => slugSchema.safeParse(long(201)), 'Slug must be at most 200 characters.'],
    ['category name', () => productCategorySchema.safeParse({ name: long(201) }), 'Category name must be at most 200 characters.'],
    ['item code', () => itemCodeValueSchema.safeParse(long(101)), 'Item code must be at most 100 characters.'],
  ])('%s', (_, parse, expected) => {
    expect(first(parse())).toBe(expected)
  })
  it('the longest allowed values pass', () => {
    expect(productNameSchema.safeParse(long(200)).success).toBe(true)
    expect(slugSchema.safeParse(long(200)).success).toBe(true)
    expect(itemCodeValueSchema.safeParse(long(100)).success).toBe(true)
  })
})
