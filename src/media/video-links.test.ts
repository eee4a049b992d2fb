import { describe, expect, it } from 'vitest'
import { mediaEntries } from './media-entries'
import { parseVideoLink, videoLinkSchema, videoPlayerUrl } from './video-links'

describe('the one video link parser', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/shorts/abcdEFG_123', { provider: 'youtube', id: 'abcdEFG_123' }],
    ['https://www.youtube.com/live/jfKfPfyJRdk?si=abc', { provider: 'youtube', id: 'jfKfPfyJRdk' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/motion/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/1234567/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8f2b1c3d4e', { provider: 'vimeo', id: '76979871', hash: '8f2b1c3d4e' }],
    ['https://player.vimeo.com/video/76979871?h=8f2b1c3d4e', { provider: 'vimeo', id: '76979871', hash: '8f2b1c3d4e' }],
  ])('reads %s', (link, expected) => {
    expect(parseVideoLink(link)).toEqual(expected)
  })

  it.each([
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v="><script>',
    'https://www.youtube.com/@kinsen',
    'https://vimeo.com/about',
    'https://vimeo.com/channels/staffpicks',
    'https://evil.example/vimeo.com/123456',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'not a url',
    '',
  ])('reads nothing in %j', (link) => {
    expect(parseVideoLink(link)).toBeUndefined()
  })

  it('builds privacy-friendly players, keeping an unlisted Vimeo video\'s hash', () => {
    expect(videoPlayerUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&modestbranding=1&playsinline=1')
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0')
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871', hash: '8f2b1c3d4e' }, { autoplay: true })).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0&h=8f2b1c3d4e&autoplay=1',
    )
  })

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/abcdEFG_123', 'https://www.youtube-nocookie.com/embed/abcdEFG_123'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('plays %s from %s, starting only when asked', (link, player) => {
    const video = parseVideoLink(link)!
    const [address, query] = videoPlayerUrl(video).split('?')
    expect(address).toBe(player)
    expect(new URLSearchParams(query).has('autoplay')).toBe(false)
    expect(new URLSearchParams(videoPlayerUrl(video, { autoplay: true }).split('?')[1]).get('autoplay')).toBe('1')
  })

  it('makes the admin accept exactly the links the gallery and news pages play', () => {
    const links = [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/live/jfKfPfyJRdk',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://vimeo.com/76979871/8f2b1c3d4e',
      'https://vimeo.com/about',
      'https://example.com/video.mp4',
    ]
    for (const link of links) {
      const saved = videoLinkSchema.safeParse(link).success
      const shown = mediaEntries({ media: [{ mediaType: 'embed', embedUrl: link }] }, 'Project')
      expect(shown.length === 1, link).toBe(saved)
    }
  })
})
