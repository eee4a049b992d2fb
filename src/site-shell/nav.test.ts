import { describe, expect, it } from 'vitest'
import { fallbackLanguageHref, otherLanguageHref } from './language-link'
import { isActivePath, NAV_LINKS, visiblePath } from './nav'

describe('navigation', () => {
  it('keeps the spec order', () => {
    expect(NAV_LINKS.map((link) => link.href)).toEqual(['/', '/about', '/products', '/resources', '/news', '/contact'])
  })
  it('marks Home active only on an exact match, others also beneath', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/about', '/')).toBe(false)
    expect(isActivePath('/products/gold-thread', '/products')).toBe(true)
    expect(isActivePath('/products', '/products')).toBe(true)
    expect(isActivePath('/productsx', '/products')).toBe(false)
  })
  it('strips the internal locale prefix', () => {
    expect(visiblePath('/zh-Hant/about')).toBe('/about')
    expect(visiblePath('/en')).toBe('/')
    expect(visiblePath('/english')).toBe('/english')
  })
})

describe('language link', () => {
  it('keeps the path and swaps the host', () => {
    expect(otherLanguageHref('www.example.com', 'https:', '/products/gold', '?code=KS-1')).toBe('https://zh.example.com/products/gold?code=KS-1')
    expect(otherLanguageHref('zh.localhost:3000', 'http:', '/about')).toBe('http://localhost:3000/about')
    expect(fallbackLanguageHref('https://www.example.com', false, '/news')).toBe('https://zh.example.com/news')
    expect(fallbackLanguageHref('https://www.example.com', true, '/news')).toBe('https://example.com/news')
  })
})
