import { describe, expect, it } from 'vitest'
import { galleryItems } from './gallery'

// Issue 16, item 14: no Active item embeds a third-party video whose subject cannot be vouched for.
describe('demo gallery videos', () => {
  it('uses the locally generated videos on Active items and keeps a video link only on an Inactive one', () => {
    const linked = galleryItems.filter((item) => 'embedUrl' in item && item.embedUrl)
    expect(linked.length).toBeGreaterThan(0)
    expect(linked.every((item) => item.status === 'Inactive')).toBe(true)
    expect(galleryItems.some((item) => item.status === 'Active' && 'withVideo' in item && item.withVideo)).toBe(true)
  })
})
