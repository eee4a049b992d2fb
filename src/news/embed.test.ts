import { describe, expect, it } from 'vitest'
import { embedPlayerUrl, withAutoplay } from './embed'

describe('embedded players', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abcdEFG_123', 'https://www.youtube-nocookie.com/embed/abcdEFG_123'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s from %s', (link, src) => {
    expect(embedPlayerUrl(link)?.src.split('?')[0]).toBe(src)
  })
  it.each(['https://example.com/watch?v=dQw4w9WgXcQ', 'https://youtube.com/watch?v="><script>', 'https://vimeo.com/about', 'not a url', ''])(
    'plays nothing for %j',
    (link) => {
      expect(embedPlayerUrl(link)).toBeUndefined()
    },
  )
  it('starts playing only when asked', () => {
    expect(withAutoplay('https://player.vimeo.com/video/1', true)).toBe('https://player.vimeo.com/video/1?autoplay=1')
    expect(withAutoplay('https://player.vimeo.com/video/1', false)).toBe('https://player.vimeo.com/video/1')
  })
})
