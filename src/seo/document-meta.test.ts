import { describe, expect, it } from 'vitest'
import { documentMeta } from './document-meta'

/** An uploaded JPEG with its share size, as Payload returns it (absolute URLs on SITE_URL). */
const image = (name: string) => ({
  id: 1,
  filename: `${name}.jpg`,
  mimeType: 'image/jpeg',
  width: 1600,
  height: 1200,
  url: `/api/media/file/${name}.jpg`,
  sizes: {
    large: { url: `http://localhost:3000/api/media/file/${name}-1280.webp`, width: 1280, height: 960 },
    share: { url: `http://localhost:3000/api/media/file/${name}-1200x630.jpg`, width: 1200, height: 630 },
  },
})

describe('documentMeta', () => {
  it('uses the SEO fields where they are filled in', () => {
    expect(documentMeta({ title: 'Gold thread for couture', description: 'Made in Japan.', image: image('share') }, { title: 'Gold', description: 'Short.', image: image('main') })).toEqual({
      title: 'Gold thread for couture',
      description: 'Made in Japan.',
      image: { url: '/api/media/file/share-1200x630.jpg', width: 1200, height: 630 },
    })
  })
  it("falls back to the page's own title, description and main image, each on its own", () => {
    expect(documentMeta({ title: '  ', description: 'Made in Japan.', image: null }, { title: 'Gold', description: 'Short.', image: image('main') })).toEqual({
      title: 'Gold',
      description: 'Made in Japan.',
      image: { url: '/api/media/file/main-1200x630.jpg', width: 1200, height: 630 },
    })
    expect(documentMeta(undefined, { title: 'Gold', description: null, image: 7 })).toEqual({ title: 'Gold', description: undefined, image: undefined })
  })
})
