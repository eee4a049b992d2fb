import { describe, expect, it } from 'vitest'
import { sharePicture } from './share-picture'

const upload = (mimeType: string, sizes: Record<string, unknown> = {}) => ({ id: 2, filename: 'cone', mimeType, width: 900, height: 900, url: '/api/media/file/cone', sizes })

describe('the picture a shared link shows', () => {
  it('is the share size (a 1200×630 JPEG) with its size', () => {
    expect(sharePicture(upload('image/webp', { share: { url: 'http://localhost:3000/api/media/file/cone-1200x630.jpg', width: 1200, height: 630 } }))).toEqual({
      url: '/api/media/file/cone-1200x630.jpg',
      width: 1200,
      height: 630,
    })
  })

  it('is a JPEG or PNG original uploaded before that size existed', () => {
    expect(sharePicture(upload('image/png'))).toEqual({ url: '/api/media/file/cone', width: 900, height: 900 })
    expect(sharePicture(upload('image/jpeg', { share: { url: null, width: null, height: null } }))).toEqual({ url: '/api/media/file/cone', width: 900, height: 900 })
  })

  it('is none for a WebP original without the share size, or for no upload', () => {
    expect(sharePicture(upload('image/webp'))).toBeUndefined()
    expect(sharePicture(7)).toBeUndefined()
    expect(sharePicture(null)).toBeUndefined()
  })
})
