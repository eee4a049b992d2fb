import { describe, expect, it } from 'vitest'
import { galleryCategoryNameSchema, galleryItemNameSchema } from './schemas'

const long = (length: number) => 'a'.repeat(length)
const first = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

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

describe('too-long gallery values get the maximum, not the minimum', () => {
  it('category name', () => {
    expect(first(galleryCategoryNameSchema.safeParse(long(201)))).toBe('Name must be at most 200 characters.')
    expect(galleryCategoryNameSchema.safeParse(` ${long(200)} `).success).toBe(true)
  })
  it('item name', () => {
    expect(first(galleryItemNameSchema.safeParse(long(201)))).toBe('Name must be at most 200 characters.')
  })
})
