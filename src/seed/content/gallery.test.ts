import { describe, expect, it } from 'vitest'
import { products } from './catalogue'
import { galleryItems, namedItemCodes } from './gallery'

// Issue 16, item 14: no Active item embeds a third-party video whose subject cannot be vouched for.
describe('demo gallery videos', () => {
  it('uses the locally generated videos on Active items and keeps a video link only on an Inactive one', () => {
    const linked = galleryItems.filter((item) => 'embedUrl' in item && item.embedUrl)
    expect(linked.length).toBeGreaterThan(0)
    expect(linked.every((item) => item.status === 'Inactive')).toBe(true)
    expect(galleryItems.some((item) => item.status === 'Active' && 'withVideo' in item && item.withVideo)).toBe(true)
  })
})

// Issue 30.4: a project's shades are the codes its details name; each must be a demo item code.
describe('demo project shades', () => {
  it('names only item codes the demo catalogue has, two or more on most projects', () => {
    const codes = new Set(products.flatMap((product) => product.itemCodes.map((code) => code.itemCode)))
    const projects = galleryItems.filter((item) => item.kind === 'project')
    const named = projects.map((item) => ('projectDetails' in item ? namedItemCodes(item.projectDetails.en) : []))
    expect(named.flat().filter((code) => !codes.has(code))).toEqual([])
    expect(named.filter((list) => list.length >= 2).length).toBeGreaterThanOrEqual(4)
  })
})
