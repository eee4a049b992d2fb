import { describe, expect, it } from 'vitest'
import type { Media } from '../payload-types'
import { classifyMediaUrl, embedUrl, extensionOf, toViewerMedia, videoMimeType, vimeoId, youtubeId } from './media-entry'

describe('classifyMediaUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ['https://youtu.be/dQw4w9WgXcQ?t=30', 'youtube'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'youtube'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'youtube'],
    ['https://vimeo.com/76979871', 'vimeo'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo'],
    ['/api/media/file/clip.mp4', 'video'],
    ['/api/media/file/clip.WEBM', 'video'],
    ['https://cdn.example.com/a/clip.ogg?x=1', 'video'],
    ['/media/old.mov', 'video'],
    ['/media/old.avi', 'video'],
    ['/api/media/file/photo.jpg', 'image'],
    ['https://example.com/watch?v=dQw4w9WgXcQ', 'image'],
    ['https://vimeo.com/about', 'image'],
  ])('%s is %s', (url, kind) => {
    expect(classifyMediaUrl(url)).toBe(kind)
  })

  it('trusts a stored video content type over the name', () => {
    expect(classifyMediaUrl('/api/media/file/clip', 'video/webm')).toBe('video')
    expect(classifyMediaUrl('/api/media/file/clip', 'image/png')).toBe('image')
  })

  it('ignores an extension in the query string and rejects odd ids', () => {
    expect(extensionOf('/file?name=a.mp4')).toBe('')
    expect(youtubeId('https://www.youtube.com/watch?v=<script>')).toBeUndefined()
    expect(vimeoId('https://evil.example/vimeo.com/123456')).toBeUndefined()
  })
})

describe('embedUrl', () => {
  it('uses the no-cookie YouTube player and Vimeo with do-not-track', () => {
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1')
    expect(embedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0')
  })

  it('autoplays only when asked', () => {
    expect(embedUrl('https://youtu.be/dQw4w9WgXcQ', { autoplay: true })).toContain('autoplay=1')
    expect(embedUrl('https://vimeo.com/76979871', { autoplay: true })).toContain('autoplay=1')
    expect(embedUrl('https://vimeo.com/76979871')).not.toContain('autoplay')
  })

  it('gives nothing for another site', () => {
    expect(embedUrl('https://example.com/video')).toBeUndefined()
  })
})

describe('videoMimeType', () => {
  it('names the type of each recognised extension', () => {
    expect(videoMimeType('/a.mp4')).toBe('video/mp4')
    expect(videoMimeType('/a.webm')).toBe('video/webm')
    expect(videoMimeType('/a.ogg')).toBe('video/ogg')
    expect(videoMimeType('/a.mov')).toBe('video/quicktime')
    expect(videoMimeType('/a.avi')).toBe('video/x-msvideo')
    expect(videoMimeType('/a.bin', 'video/mp4')).toBe('video/mp4')
    expect(videoMimeType('/a.jpg')).toBeUndefined()
  })
})

describe('toViewerMedia', () => {
  const media = (id: number, url: string, mimeType: string, extra: Partial<Media> = {}) =>
    ({ id, filename: url.split('/').pop(), url: `http://localhost:3000${url}`, mimeType, alt: '', updatedAt: '', createdAt: '', ...extra }) as Media

  it('puts the primary image first, keeps the order, and leaves out broken entries', () => {
    const primary = media(1, '/api/media/file/main.jpg', 'image/jpeg', { alt: 'Main', sizes: { thumbnail: { url: 'http://localhost:3000/api/media/file/main-160x160.webp' } } })
    const result = toViewerMedia(
      primary,
      [
        { id: 'a', mediaType: 'video', file: media(2, '/api/media/file/clip.webm', 'video/webm'), caption: ' Spinning ' },
        { id: 'b', mediaType: 'embed', embedUrl: 'https://youtu.be/dQw4w9WgXcQ' },
        { id: 'c', mediaType: 'embed', embedUrl: 'https://example.com/nope' },
        { id: 'd', mediaType: 'image', file: 7 },
        { id: 'e', mediaType: 'image', file: media(3, '/api/media/file/second.jpg', 'image/jpeg') },
        { id: 'f', mediaType: 'embed', embedUrl: 'https://vimeo.com/76979871' },
      ],
      'Fallback',
    )
    expect(result.map((entry) => `${entry.key}:${entry.kind}`)).toEqual(['primary-1:image', 'a:video', 'b:youtube', 'e:image', 'f:vimeo'])
    expect(result[0]).toMatchObject({ src: '/api/media/file/main.jpg', thumb: '/api/media/file/main-160x160.webp', alt: 'Main' })
    expect(result[1]).toMatchObject({ src: '/api/media/file/clip.webm', type: 'video/webm', caption: 'Spinning' })
    expect(result[3]).toMatchObject({ alt: 'Fallback' })
  })

  it('is empty without a primary image or entries', () => {
    expect(toViewerMedia(null, null, 'x')).toEqual([])
    expect(toViewerMedia(5, [], 'x')).toEqual([])
  })
})
