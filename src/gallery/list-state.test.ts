import { describe, expect, it } from 'vitest'
import { galleryHref, parseGalleryState } from './list-state'

describe('gallery list state', () => {
  it('reads the address, falling back to the defaults for anything odd', () => {
    expect(parseGalleryState({})).toEqual({ category: 0, q: '', size: 6, page: 1 })
    expect(parseGalleryState({ category: '4', q: '  kwa ', size: '12', page: '3' })).toEqual({ category: 4, q: 'kwa', size: 12, page: 3 })
    expect(parseGalleryState({ category: 'abc', size: '7', page: 'abc' })).toEqual({ category: 0, q: '', size: 6, page: 1 })
    expect(parseGalleryState({ category: '-3', page: '-1' })).toMatchObject({ category: 0, page: 1 })
    expect(parseGalleryState({ category: '1e400' }).category).toBe(0)
    expect(parseGalleryState({ q: 'x'.repeat(500) }).q).toHaveLength(100)
    expect(parseGalleryState({ q: ['a', 'b'] }).q).toBe('a')
  })

  it('writes an address without the defaults', () => {
    expect(galleryHref({})).toBe('/resources')
    expect(galleryHref({ category: 0, q: '', size: 6, page: 1 })).toBe('/resources')
    expect(galleryHref({ category: 2, q: 'gold thread', size: 18, page: 2 })).toBe('/resources?category=2&q=gold+thread&size=18&page=2')
    expect(galleryHref({ q: '金線' })).toBe('/resources?q=%E9%87%91%E7%B7%9A')
  })
})
