import type { Media } from '../payload-types'
import { imageSources, isMedia, mediaPath } from './media-url'
import { parseVideoLink, videoPlayerUrl } from './video-links'

/** The kinds of media a viewer can show (spec §2.7). */
export type MediaKind = 'image' | 'video' | 'youtube' | 'vimeo'

/** Video file extensions recognised by their address (spec §9). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi'] as const

const VIDEO_MIME: Record<(typeof VIDEO_EXTENSIONS)[number], string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url.trim(), 'http://relative.invalid')
  } catch {
    return undefined
  }
}

/** The video id of a YouTube address, or undefined (see ./video-links). */
export function youtubeId(url: string): string | undefined {
  const link = parseVideoLink(url)
  return link?.provider === 'youtube' ? link.id : undefined
}

/** The numeric video id of a Vimeo address, or undefined (see ./video-links). */
export function vimeoId(url: string): string | undefined {
  const link = parseVideoLink(url)
  return link?.provider === 'vimeo' ? link.id : undefined
}

/** The lower-case file extension of an address (its path only), or ''. */
export function extensionOf(url: string): string {
  const path = parse(url)?.pathname ?? ''
  const match = /\.([a-z0-9]{2,5})$/i.exec(path)
  return match ? match[1]!.toLowerCase() : ''
}

export function isVideoUrl(url: string, mimeType?: string | null): boolean {
  if (mimeType?.startsWith('video/')) return true
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extensionOf(url))
}

/** The content type to announce in <source type>, from the stored type or the extension. */
export function videoMimeType(url: string, mimeType?: string | null): string | undefined {
  if (mimeType?.startsWith('video/')) return mimeType
  const extension = extensionOf(url) as keyof typeof VIDEO_MIME
  return VIDEO_MIME[extension]
}

/** What an address is: a YouTube or Vimeo link, a direct video file, or else an image. */
export function classifyMediaUrl(url: string, mimeType?: string | null): MediaKind {
  if (youtubeId(url)) return 'youtube'
  if (vimeoId(url)) return 'vimeo'
  if (isVideoUrl(url, mimeType)) return 'video'
  return 'image'
}

/** The player address of a YouTube or Vimeo link (see ./video-links), or undefined for anything else. */
export function embedUrl(url: string, options: { autoplay?: boolean } = {}): string | undefined {
  const link = parseVideoLink(url)
  return link ? videoPlayerUrl(link, options) : undefined
}

/** One entry of a media viewer, ready to render (plain data: it crosses into a client component). */
export type ViewerMedia =
  | { key: string; kind: 'image'; src: string; srcSet?: string; thumb: string; alt: string; width?: number; height?: number; caption?: string }
  | { key: string; kind: 'video'; src: string; type?: string; caption?: string }
  | { key: string; kind: 'youtube' | 'vimeo'; url: string; caption?: string }

/** A stored media entry (gallery items and news items share this shape). */
export type StoredMediaEntry = { mediaType: 'image' | 'video' | 'embed'; file?: number | Media | null; embedUrl?: string | null; caption?: string | null; id?: string | null }

function imageEntry(media: Media, key: string, fallbackAlt: string, caption?: string): ViewerMedia {
  const { src, srcSet } = imageSources(media, ['card', 'large', 'hero'])
  return {
    key,
    kind: 'image',
    src,
    srcSet,
    thumb: mediaPath(media.sizes?.thumbnail?.url ?? media.url) ?? src,
    alt: media.alt || caption || fallbackAlt,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
    caption,
  }
}

/**
 * The primary image followed by the media entries, in order, as viewer data.
 * Entries whose file is missing (deleted, or not readable) and links that are
 * neither YouTube nor Vimeo are left out.
 */
export function toViewerMedia(primary: unknown, entries: readonly StoredMediaEntry[] | null | undefined, fallbackAlt: string): ViewerMedia[] {
  const result: ViewerMedia[] = []
  if (isMedia(primary) && primary.url) result.push(imageEntry(primary, `primary-${primary.id}`, fallbackAlt))
  ;(entries ?? []).forEach((entry, index) => {
    const key = entry.id ?? `entry-${index}`
    const caption = entry.caption?.trim() || undefined
    if (entry.mediaType === 'embed') {
      const url = entry.embedUrl?.trim()
      const kind = url ? classifyMediaUrl(url) : undefined
      if (url && (kind === 'youtube' || kind === 'vimeo')) result.push({ key, kind, url, caption })
      return
    }
    if (!isMedia(entry.file) || !entry.file.url) return
    const src = mediaPath(entry.file.url) ?? entry.file.url
    const kind = classifyMediaUrl(src, entry.file.mimeType)
    if (kind === 'video') result.push({ key, kind, src, type: videoMimeType(src, entry.file.mimeType), caption })
    else if (kind === 'image') result.push(imageEntry(entry.file, key, fallbackAlt, caption))
  })
  return result
}
