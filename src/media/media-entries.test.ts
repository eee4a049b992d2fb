import { describe, expect, it } from 'vitest'
import type { Media } from '../payload-types'
import { extensionOf, mediaEntries, videoMimeType } from './media-entries'

const file = (id: number, path: string, mimeType: string | null, extra: Partial<Media> = {}) =>
  ({ id, filename: path.split('/').pop(), url: `http://localhost:3000${path}`, mimeType, alt: '', updatedAt: '', createdAt: '', ...extra }) as Media

describe('mediaEntries', () => {
  const primary = file(1, '/api/media/file/main.jpg', 'image/jpeg', {
    alt: 'Main',
    width: 1200,
    height: 900,
    sizes: {
      thumbnail: { url: 'http://localhost:3000/api/media/file/main-160x160.webp', width: 160 },
      card: { url: 'http://localhost:3000/api/media/file/main-640.webp', width: 640 },
      large: { url: 'http://localhost:3000/api/media/file/main-1280.webp', width: 1280 },
    },
  })

  it('puts the primary image first, keeps the order, and leaves out what cannot be shown', () => {
    const entries = mediaEntries(
      {
        primaryImage: primary,
        media: [
          { id: 'a', mediaType: 'video', file: file(2, '/api/media/file/clip.webm', 'video/webm'), caption: ' Spinning ' },
          { id: 'b', mediaType: 'embed', embedUrl: 'https://youtu.be/dQw4w9WgXcQ?t=10' },
          { id: 'c', mediaType: 'embed', embedUrl: 'https://example.com/watch?v=dQw4w9WgXcQ' },
          { id: 'd', mediaType: 'image', file: 7 },
          { id: 'e', mediaType: 'image', file: file(3, '/api/media/file/second.jpg', 'image/jpeg') },
          { id: 'f', mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871/8f2b1c3d4e', caption: 'Unlisted' },
          { id: 'g', mediaType: 'image', file: file(4, '/api/media/file/book.pdf', 'application/pdf') },
          { id: 'h', mediaType: 'embed', embedUrl: null },
        ],
      },
      'Dragon Kwa',
    )
    expect(entries.map((entry) => `${entry.key}:${entry.kind}`)).toEqual(['primary-1:image', 'a:video', 'b:embed', 'e:image', 'f:embed'])
    expect(entries[0]).toEqual({
      kind: 'image',
      key: 'primary-1',
      src: '/api/media/file/main-1280.webp',
      srcSet: '/api/media/file/main-640.webp 640w, /api/media/file/main-1280.webp 1280w',
      thumb: '/api/media/file/main-160x160.webp',
      alt: 'Main',
      width: 1200,
      height: 900,
      caption: undefined,
    })
    expect(entries[1]).toEqual({ kind: 'video', key: 'a', src: '/api/media/file/clip.webm', type: 'video/webm', name: 'Spinning', caption: 'Spinning' })
    expect(entries[3]).toMatchObject({ src: '/api/media/file/second.jpg', thumb: '/api/media/file/second.jpg', alt: 'Dragon Kwa' })
  })

  it('builds each player address once, privacy-friendly and starting on the press that loads it', () => {
    const [youtube, vimeo] = mediaEntries(
      {
        media: [
          { mediaType: 'embed', embedUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30' },
          { mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871/8f2b1c3d4e', caption: 'Unlisted' },
        ],
      },
      'Gown',
    )
    expect(youtube).toEqual({
      kind: 'embed',
      key: 'entry-0',
      provider: 'youtube',
      player: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1&autoplay=1',
      name: 'Gown',
      caption: undefined,
    })
    expect(vimeo).toMatchObject({
      provider: 'vimeo',
      player: 'https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0&h=8f2b1c3d4e&autoplay=1',
      name: 'Unlisted',
    })
  })

  it('shows a file as what it is, whatever type the entry was given', () => {
    const entries = mediaEntries(
      {
        media: [
          { id: 'v', mediaType: 'image', file: file(5, '/api/media/file/clip', 'video/mp4') },
          { id: 'i', mediaType: 'video', file: file(6, '/api/media/file/photo.mp4', 'image/png', { alt: 'Photo' }) },
          { id: 'old', mediaType: 'video', file: file(7, '/media/legacy.mov', null) },
        ],
      },
      'News',
    )
    expect(entries.map((entry) => [entry.key, entry.kind, entry.kind === 'video' ? entry.type : entry.kind === 'image' ? entry.alt : ''])).toEqual([
      ['v', 'video', 'video/mp4'],
      ['i', 'image', 'Photo'],
      ['old', 'video', 'video/quicktime'],
    ])
  })

  it('is empty without a readable primary image or entries', () => {
    expect(mediaEntries({ primaryImage: null, media: null }, 'x')).toEqual([])
    expect(mediaEntries({ primaryImage: 5, media: [] }, 'x')).toEqual([])
    expect(mediaEntries({ primaryImage: file(9, '', 'image/jpeg', { url: null }) }, 'x')).toEqual([])
  })
})

describe('video files by address', () => {
  it.each([
    ['/a.mp4', 'video/mp4'],
    ['/a.WEBM', 'video/webm'],
    ['https://cdn.example.com/a/clip.ogg?x=1', 'video/ogg'],
    ['/a.mov', 'video/quicktime'],
    ['/a.avi', 'video/x-msvideo'],
    ['/a.jpg', undefined],
    ['/file?name=a.mp4', undefined],
  ])('%s is %s', (url, type) => {
    expect(videoMimeType(url)).toBe(type)
  })

  it('trusts the stored content type over the name', () => {
    expect(videoMimeType('/api/media/file/clip', 'video/webm')).toBe('video/webm')
    expect(videoMimeType('/api/media/file/clip.mp4', 'image/png')).toBeUndefined()
    expect(extensionOf('/file?name=a.mp4')).toBe('')
    expect(extensionOf('/a/b.JPEG')).toBe('jpeg')
  })
})
