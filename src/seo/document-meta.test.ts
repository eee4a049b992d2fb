import { describe, expect, it } from 'vitest'
import { documentMeta } from './document-meta'

const image = (name: string) => ({ id: 1, filename: `${name}.jpg`, url: `/api/media/file/${name}.jpg`, sizes: { large: { url: `http://localhost:3000/api/media/file/${name}-1280.webp` } } })

describe('documentMeta', () => {
  it('uses the SEO fields where they are filled in', () => {
    expect(documentMeta({ title: 'Gold thread for couture', description: 'Made in Japan.', image: image('share') }, { title: 'Gold', description: 'Short.', image: image('main') })).toEqual({
      title: 'Gold thread for couture',
      description: 'Made in Japan.',
      image: '/api/media/file/share-1280.webp',
    })
  })
  it("falls back to the page's own title, description and main image, each on its own", () => {
    expect(documentMeta({ title: '  ', description: 'Made in Japan.', image: null }, { title: 'Gold', description: 'Short.', image: image('main') })).toEqual({
      title: 'Gold',
      description: 'Made in Japan.',
      image: '/api/media/file/main-1280.webp',
    })
    expect(documentMeta(undefined, { title: 'Gold', description: null, image: 7 })).toEqual({ title: 'Gold', description: undefined, image: undefined })
  })
})
