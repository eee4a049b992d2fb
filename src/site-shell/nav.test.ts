import { describe, expect, it } from 'vitest'
import { fallbackLanguageHref, languageHref } from './language-link'
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
    expect(languageHref('www.example.com', 'https:', 'zh-Hant', '/products/gold', '?code=KS-1')).toBe('https://zh.example.com/products/gold?code=KS-1')
    expect(languageHref('www.example.com', 'https:', 'zh-Hans', '/products/gold', '?code=KS-1')).toBe('https://cn.example.com/products/gold?code=KS-1')
    expect(languageHref('zh.localhost:3000', 'http:', 'en', '/about')).toBe('http://localhost:3000/about')
    expect(languageHref('zh.localhost:3000', 'http:', 'zh-Hans', '/about')).toBe('http://cn.localhost:3000/about')
    expect(languageHref('cn.example.com', 'https:', 'zh-Hant', '/')).toBe('https://zh.example.com/')
    expect(fallbackLanguageHref('https://www.example.com', 'zh-Hant', '/news')).toBe('https://zh.example.com/news')
    expect(fallbackLanguageHref('https://www.example.com', 'en', '/news')).toBe('https://example.com/news')
    expect(fallbackLanguageHref('https://www.example.com', 'zh-Hans', '/news')).toBe('https://cn.example.com/news')
    expect(visiblePath('/zh-Hans/products/gold')).toBe('/products/gold')
  })
})
