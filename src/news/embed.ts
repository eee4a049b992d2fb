import { parseVideoLink, videoPlayerUrl } from '../media/video-links'

/** The player of a YouTube or Vimeo link (the media kit's one parser), or undefined for anything else. */
export function embedPlayerUrl(link: string | null | undefined): { provider: 'youtube' | 'vimeo'; src: string } | undefined {
  const video = parseVideoLink(link)
  return video ? { provider: video.provider, src: videoPlayerUrl(video) } : undefined
}

/** The player address that starts playing: only for an entry the visitor selected. */
export function withAutoplay(src: string, autoplay: boolean): string {
  if (!autoplay) return src
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`
}
