import { z } from 'zod'

/**
 * The one reader of YouTube and Vimeo links, used by the admin's validator
 * (what may be saved) and by every page (what can be played), so the two can
 * never disagree about a link.
 */
type VideoLink = { provider: 'youtube'; id: string } | { provider: 'vimeo'; id: string; hash?: string }

const videoLinkMessage = 'Enter a YouTube or Vimeo link'
export const mediaFileRequiredMessage = 'Choose a file for this media entry'

const YOUTUBE_ID = /^[\w-]{6,20}$/
const VIMEO_ID = /^\d{3,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com'])

function parse(link: string): URL | undefined {
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined
  } catch {
    return undefined
  }
}

function youtube(url: URL, host: string): VideoLink | undefined {
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') id = url.searchParams.get('v')
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1]
  }
  return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined
}

/**
 * vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID,
 * vimeo.com/groups/NAME/videos/ID, vimeo.com/showcase/N/video/ID and
 * player.vimeo.com/video/ID?h=HASH.
 */
function vimeo(url: URL, host: string): VideoLink | undefined {
  const segments = url.pathname.split('/').filter(Boolean)
  let rest: string[] | undefined
  if (host === 'player.vimeo.com') rest = segments[0] === 'video' ? segments.slice(1) : undefined
  else if (host === 'vimeo.com') {
    if (segments[0] === 'channels') rest = segments.slice(2)
    else if (segments[0] === 'groups' && segments[2] === 'videos') rest = segments.slice(3)
    else if (segments[0] === 'showcase' && segments[2] === 'video') rest = segments.slice(3)
    else rest = segments
  }
  const [id, second] = rest ?? []
  if (!id || !VIMEO_ID.test(id)) return undefined
  const hash = second && VIMEO_HASH.test(second) ? second : (url.searchParams.get('h') ?? undefined)
  return hash && VIMEO_HASH.test(hash) ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id }
}

/** What a link points to, or undefined when it is not a YouTube or Vimeo video. */
export function parseVideoLink(link: string | null | undefined): VideoLink | undefined {
  const url = link ? parse(link) : undefined
  if (!url) return undefined
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  return youtube(url, host) ?? vimeo(url, host)
}

/**
 * A privacy-friendly player address: YouTube's no-cookie host, Vimeo with
 * "do not track" (and the unlisted video's hash). Autoplay only when asked
 * (a viewer plays the entry the visitor selected).
 */
export function videoPlayerUrl(link: VideoLink, { autoplay = false }: { autoplay?: boolean } = {}): string {
  if (link.provider === 'youtube') {
    const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' })
    if (autoplay) params.set('autoplay', '1')
    return `https://www.youtube-nocookie.com/embed/${link.id}?${params}`
  }
  const params = new URLSearchParams({ dnt: '1', title: '0', byline: '0', portrait: '0' })
  if (link.hash) params.set('h', link.hash)
  if (autoplay) params.set('autoplay', '1')
  return `https://player.vimeo.com/video/${link.id}?${params}`
}

/** The admin's check of a video link: exactly the links a page can play. */
export const videoLinkSchema = z
  .string({ error: videoLinkMessage })
  .trim()
  .refine((link) => parseVideoLink(link) !== undefined, videoLinkMessage)
