import { imageSources, isMedia, mediaPath } from '../media/media-url'
import type { NewsItem } from '../payload-types'
import type { NewsMediaItem } from './components/NewsMedia'
import { embedPlayerUrl } from './embed'

/** The primary image, then each attached image, video file and YouTube or Vimeo link, as the viewer shows them. */
export function newsMediaItems(item: NewsItem, videoTitle: (index: number) => string): NewsMediaItem[] {
  const items: NewsMediaItem[] = []
  const title = item.title ?? ''
  let videos = 0
  if (isMedia(item.primaryImage)) {
    const media = item.primaryImage
    items.push({
      kind: 'image',
      key: `primary-${media.id}`,
      ...imageSources(media, ['card', 'large', 'hero']),
      thumb: mediaPath(media.sizes?.thumbnail?.url ?? media.url) ?? '',
      alt: media.alt || title,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
    })
  }
  for (const [index, entry] of (item.media ?? []).entries()) {
    const key = entry.id ?? `entry-${index}`
    if (entry.mediaType === 'embed') {
      const player = embedPlayerUrl(entry.embedUrl)
      if (player) items.push({ kind: 'embed', key, src: player.src, label: videoTitle((videos += 1)) })
      continue
    }
    if (!isMedia(entry.file)) continue
    const media = entry.file
    const isVideo = entry.mediaType === 'video' || (media.mimeType ?? '').startsWith('video/')
    if (isVideo) {
      const src = mediaPath(media.url)
      if (src) items.push({ kind: 'video', key, src, mimeType: media.mimeType ?? undefined, label: videoTitle((videos += 1)) })
      continue
    }
    items.push({
      kind: 'image',
      key,
      ...imageSources(media, ['card', 'large', 'hero']),
      thumb: mediaPath(media.sizes?.thumbnail?.url ?? media.url) ?? '',
      alt: media.alt || title,
      width: media.width ?? undefined,
      height: media.height ?? undefined,
    })
  }
  return items
}
