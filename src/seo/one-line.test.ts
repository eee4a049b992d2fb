import { describe, expect, it } from 'vitest'
import { oneLine } from './one-line'

describe('an address on one line', () => {
  it('joins English lines with one comma, even where a line already ends with one', () => {
    expect(oneLine('Unit 5, 8 Hung To Road,\nKwun Tong, Kowloon')).toBe('Unit 5, 8 Hung To Road, Kwun Tong, Kowloon')
    expect(oneLine('Flat B, 12/F\n  Cheung Sha Wan Road \n\nSham Shui Po')).toBe('Flat B, 12/F, Cheung Sha Wan Road, Sham Shui Po')
  })

  it('runs Chinese lines on, and leaves a one-line address as it is', () => {
    expect(oneLine('九龍觀塘\n鴻圖道8號')).toBe('九龍觀塘鴻圖道8號')
    expect(oneLine('香港九龍新蒲崗大有街38號')).toBe('香港九龍新蒲崗大有街38號')
  })
})
