import { describe, expect, it } from 'vitest'
import { colourCardAddress, colourCardPath } from './card-route'

const path = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return colourCardPath(url.pathname, url.searchParams)
}

describe("the colour card's Available now address", () => {
  it('renders ?available=now by the internal filtered card, and leaves every other address alone', () => {
    expect(path(colourCardAddress('gold-m', true))).toBe('/products/gold-m/colours/available-now')
    expect(path('/products/gold-m/colours?available=now&family=golds')).toBe('/products/gold-m/colours/available-now')
    expect(path(colourCardAddress('gold-m'))).toBeUndefined()
    expect(path('/products/gold-m/colours?available=later')).toBeUndefined()
    expect(path('/products/gold-m?available=now')).toBeUndefined()
    expect(path('/products/gold-m/colours.pdf?available=now')).toBeUndefined()
  })

  it('keeps the internal address private', () => {
    expect(path('/products/gold-m/colours/available-now')).toBe('/page-not-found/products/gold-m/colours/available-now')
    expect(path('/products/gold-m/colours/available-now/x')).toBe('/page-not-found/products/gold-m/colours/available-now/x')
  })
})
