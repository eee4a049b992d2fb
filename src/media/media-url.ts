import type { Media } from '../payload-types'

type SizeName = keyof NonNullable<Media['sizes']>

/** Payload gives absolute URLs on SITE_URL; the public pages use paths so both language hosts share them. */
export function mediaPath(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url, 'http://relative.invalid')
    return parsed.origin === 'http://relative.invalid' ? url : `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}

export function isMedia(value: unknown): value is Media {
  return typeof value === 'object' && value !== null && 'filename' in value
}

/** A srcset of the generated WebP sizes, widest last, plus the original. */
export function imageSources(media: Media, sizes: SizeName[] = ['card', 'large', 'hero']) {
  const entries = sizes
    .map((name) => media.sizes?.[name])
    .filter((size): size is NonNullable<typeof size> => Boolean(size?.url && size.width))
    .map((size) => `${mediaPath(size.url)} ${size.width}w`)
  const fallback = mediaPath(media.sizes?.large?.url ?? media.url)
  return { src: fallback ?? '', srcSet: entries.length ? entries.join(', ') : undefined }
}
