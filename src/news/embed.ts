/**
 * The player address of a YouTube or Vimeo link (links are checked by
 * embedUrlSchema when saved). YouTube plays from its privacy-enhanced host.
 */
export function embedPlayerUrl(link: string | null | undefined): { provider: 'youtube' | 'vimeo'; src: string } | undefined {
  if (!link) return undefined
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:') return undefined
  const host = url.hostname.replace(/^www\./, '')
  const segments = url.pathname.split('/').filter(Boolean)
  let youtubeId: string | undefined
  if (host === 'youtu.be') youtubeId = segments[0]
  else if (host === 'youtube.com' || host === 'm.youtube.com') {
    youtubeId = segments[0] === 'watch' ? (url.searchParams.get('v') ?? undefined) : ['embed', 'shorts'].includes(segments[0] ?? '') ? segments[1] : undefined
  }
  if (youtubeId !== undefined) return /^[\w-]{6,20}$/.test(youtubeId) ? { provider: 'youtube', src: `https://www.youtube-nocookie.com/embed/${youtubeId}` } : undefined
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d+$/.test(segment))
    return id ? { provider: 'vimeo', src: `https://player.vimeo.com/video/${id}` } : undefined
  }
  return undefined
}

/** The player address that starts playing: only for an entry the visitor selected. */
export function withAutoplay(src: string, autoplay: boolean): string {
  if (!autoplay) return src
  return `${src}${src.includes('?') ? '&' : '?'}autoplay=1`
}
