import { describe, expect, it } from 'vitest'
import { lengthState, SEO_LENGTHS, seoLengthWords } from './seo-length'

describe('lengthState', () => {
  const title = SEO_LENGTHS.title
  it('calls an empty text empty, not missing: the page then uses its own', () => {
    expect(lengthState(0, title)).toBe('empty')
  })
  it('is too short below nine tenths of the minimum, almost there above, good within the range, too long beyond it', () => {
    expect([44, 45, 46, 49, 50, 60, 61].map((length) => lengthState(length, title))).toEqual(['tooShort', 'tooShort', 'almostThere', 'almostThere', 'good', 'good', 'tooLong'])
  })
})

describe('seoLengthWords', () => {
  it('counts in the admin language', () => {
    expect(seoLengthWords('en').count(18, 50, 60)).toBe('18 characters; 50–60 show in full')
    expect(seoLengthWords('zh-TW').count(18, 50, 60)).toBe('18 個字元；50 至 60 個可完整顯示')
  })
})
