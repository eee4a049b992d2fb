import { describe, expect, it } from 'vitest'
import { generateDescription, generateImage, generateTitle, generateURL, summarise } from './generate'

const product = { collectionConfig: { slug: 'products' } }
const news = { collectionConfig: { slug: 'news-items' } }

describe('SEO generate buttons', () => {
  it('title: the name or news title in the edited language', () => {
    expect(generateTitle({ ...product, doc: { name: '  Imperial   Gold ' }, locale: 'en' })).toBe('Imperial Gold')
    expect(generateTitle({ ...news, doc: { title: '新年展覽' }, locale: 'zh-Hant' })).toBe('新年展覽')
    expect(generateTitle({ collectionConfig: { slug: 'categories' }, doc: { name: 'x' } })).toBe('')
  })
  it('description: the short description, else the longer text, cut to a search result', () => {
    expect(generateDescription({ ...product, doc: { description: 'Passing thread.' }, locale: 'en' })).toBe('Passing thread.')
    expect(generateDescription({ ...news, doc: { description: '', articleBody: 'Line one.\nLine two.' }, locale: 'en' })).toBe('Line one. Line two.')
    const long = generateDescription({ ...product, doc: { description: 'word '.repeat(60) }, locale: 'en' })
    expect(long.length).toBeLessThanOrEqual(150)
    expect(long.endsWith('word…')).toBe(true)
  })
  it('cuts Chinese at 80 characters, English at a word', () => {
    expect(summarise('金'.repeat(100), 'zh-Hant')).toBe(`${'金'.repeat(79)}…`)
    expect(summarise('金線，'.repeat(10), 'zh-Hant')).toBe('金線，'.repeat(10))
    expect(summarise(`${'a'.repeat(140)} tail-that-is-long`, 'en')).toBe(`${'a'.repeat(140)}…`)
  })
  it('image: the main image; URL: the page on the site of the edited language', () => {
    expect(generateImage({ ...product, doc: { image: 12 } })).toBe(12)
    expect(generateImage({ ...news, doc: { primaryImage: { id: 5 } } })).toBe(5)
    expect(generateImage({ ...news, doc: {} })).toBe('')
    expect(generateURL({ ...product, doc: { slug: 'gold' }, locale: 'en' })).toMatch(/^https?:\/\/[^/]+\/products\/gold$/)
    expect(generateURL({ ...news, doc: { slug: 'fair' }, locale: 'zh-Hant' })).toMatch(/^https?:\/\/zh\.[^/]+\/news\/fair$/)
    expect(generateURL({ ...news, doc: {}, locale: 'en' })).toBe('')
  })
})
