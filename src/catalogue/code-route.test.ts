import { describe, expect, it } from 'vitest'
import { productCodePath } from './code-route'

const path = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return productCodePath(url.pathname, url.searchParams)
}

describe('productCodePath', () => {
  it('renders a product page open on a code from the internal code route', () => {
    expect(path('/products/gold-thread?code=KS-M150%20G01')).toBe('/products/gold-thread/code/KS-M150%20G01')
    expect(path('/products/gold-thread?utm_source=mail&code=KS-1.5')).toBe('/products/gold-thread/code/KS-1.5')
  })

  it('leaves the plain product page, an empty code and other pages alone', () => {
    expect(path('/products/gold-thread')).toBeUndefined()
    expect(path('/products/gold-thread?code=')).toBeUndefined()
    expect(path('/products/gold-thread?code=%20')).toBeUndefined()
    expect(path('/products?code=KS-1')).toBeUndefined()
    expect(path('/products/gold-thread/data-sheet/KS-1')).toBeUndefined()
  })

  it('answers the internal address asked for directly with the not-found page', () => {
    expect(path('/products/gold-thread/code/KS-1')).toBe('/page-not-found/products/gold-thread/code/KS-1')
    expect(path('/products/gold-thread/code')).toBe('/page-not-found/products/gold-thread/code')
  })
})
