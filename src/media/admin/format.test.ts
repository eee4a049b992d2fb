import { describe, expect, it } from 'vitest'
import { dimensions, readableSize, usageText } from './format'

describe('the media library as people read it', () => {
  it('shows sizes in bytes, KB and MB', () => {
    expect(readableSize(845)).toBe('845 B')
    expect(readableSize(250_880)).toBe('245 KB')
    expect(readableSize(3_565_158)).toBe('3.4 MB')
    expect(readableSize(52_428_800)).toBe('50 MB')
    expect(readableSize(null)).toBe('')
  })

  it('shows dimensions only for files that have them', () => {
    expect(dimensions(1600, 1200)).toBe('1600 × 1200')
    expect(dimensions(null, null)).toBe('')
  })

  it('counts users in both languages', () => {
    expect([0, 1, 3].map(usageText.en.count)).toEqual(['Not used', 'Used by 1', 'Used by 3'])
    expect([0, 3].map(usageText.zh.count)).toEqual(['未被使用', '使用於 3 處'])
  })
})
