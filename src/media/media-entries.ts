import type { Media } from '../payload-types'
import type { MediaEntryType } from './media-entries-field'
import { imageSources, isMedia, mediaPath } from './media-url'
import { mediaKindOf } from './upload-rules'
import { parseVideoLink, videoPlayerUrl } from './video-links'

/**
 * The view model of the media viewer: a gallery project's or a news article's
 * primary image and media entries, in order, as plain data (it crosses into
 * the viewer, a client component). An embedded player's address is built
 * here, on the server, so no link parsing reaches the browser.
 */
export type MediaEntry =
  | { kind: 'image'; key: string; src: string; srcSet?: string; thumb: string; alt: string; width?: number; height?: number; caption?: string }
  /** A video file; its poster is a frame from its middle, taken in the browser (spec §2.7). */
  | { kind: 'video'; key: string; src: string; type?: string; name: string; caption?: string }
  /** A YouTube or Vimeo video; `player` is loaded (and plays) only once the visitor presses play. */
  | { kind: 'embed'; key: string; provider: 'youtube' | 'vimeo'; player: string; name: string; caption?: string }

/** A stored media entry: the `media` array of gallery items and news items (./media-entries-field). */
type StoredMediaEntry = {
  mediaType: MediaEntryType
  file?: number | Media | null
  embedUrl?: string | null
  caption?: string | null
  id?: string | null
}

/** The video file extensions recognised by their address (spec §9), and their content types. */
const VIDEO_MIME = new Map([
  ['mp4', 'video/mp4'],
  ['webm', 'video/webm'],
  ['ogg', 'video/ogg'],
  ['mov', 'video/quicktime'],
  ['avi', 'video/x-msvideo'],
])

/** The lower-case file extension of an address (its path only, not its query), or ''. */
export function extensionOf(url: string): string {
  let path = ''
  try {
    path = new URL(url.trim(), 'http://relative.invalid').pathname
  } catch {
    return ''
  }
  const match = /\.([a-z0-9]{2,5})$/i.exec(path)
  return match ? match[1]!.toLowerCase() : ''
}

/**
 * The content type of a video file: its stored type when there is one (the
 * media library checks each upload's content), else by its extension;
 * undefined when it is not a video.
 */
export function videoMimeType(url: string, mimeType?: string | null): string | undefined {
  if (mimeType) return mimeType.startsWith('video/') ? mimeType : undefined
  return VIDEO_MIME.get(extensionOf(url))
}

function imageEntry(media: Media, key: string, fallbackAlt: string, caption?: string): MediaEntry {
  const { src, srcSet } = imageSources(media, ['card', 'large', 'hero'])
  return {
    kind: 'image',
    key,
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
 * The primary image followed by the media entries, in order. A file entry is
 * shown as what the file is (a news entry may hold either kind of file under
 * either type); entries whose file is missing (deleted, or not readable) or
 * is a PDF, and links that are neither YouTube nor Vimeo, are left out.
 *
 * @param title what the document is called: the alternative text of an image
 *   without its own, and the name of a video without a caption.
 */
export function mediaEntries(document: { primaryImage?: unknown; media?: readonly StoredMediaEntry[] | null }, title: string): MediaEntry[] {
  const entries: MediaEntry[] = []
  const primary = document.primaryImage
  if (isMedia(primary) && primary.url) entries.push(imageEntry(primary, `primary-${primary.id}`, title))
  for (const [index, stored] of (document.media ?? []).entries()) {
    const key = stored.id ?? `entry-${index}`
    const caption = stored.caption?.trim() || undefined
    const name = caption ?? title
    if (stored.mediaType === 'embed') {
      const link = parseVideoLink(stored.embedUrl)
      if (link) entries.push({ kind: 'embed', key, provider: link.provider, player: videoPlayerUrl(link, { autoplay: true }), name, caption })
      continue
    }
    const file = stored.file
    if (!isMedia(file) || !file.url) continue
    const src = mediaPath(file.url) ?? file.url
    const type = videoMimeType(src, file.mimeType)
    if (type) entries.push({ kind: 'video', key, src, type, name, caption })
    else if (mediaKindOf(file.mimeType) !== 'pdf') entries.push(imageEntry(file, key, title, caption))
  }
  return entries
}
