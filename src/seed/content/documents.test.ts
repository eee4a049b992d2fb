import { describe, expect, it } from 'vitest'
import { products } from './catalogue'
import { demoDocuments } from './documents'

describe('demo documents', () => {
  it('cover demo products only, and show each state: valid, expiring within the month, expired', () => {
    const slugs = new Set(products.map((product) => product.slug))
    expect(demoDocuments.flatMap((document) => document.productSlugs).filter((slug) => !slugs.has(slug))).toEqual([])
    const until = demoDocuments.map((document) => document.validUntilDays)
    expect(until.some((days) => days !== undefined && days > 0 && days <= 30)).toBe(true)
    expect(until.some((days) => days !== undefined && days < 0)).toBe(true)
    expect(new Set(demoDocuments.map((document) => document.kind))).toEqual(new Set(['certificate', 'safety-data-sheet', 'test-report', 'brochure']))
  })
})
