import { isMedia, mediaPath } from '../media/media-url'

/** The picture a shared link shows, with its size when known (crawlers lay the card out before fetching it). */
export type SharePicture = { url: string; width?: number; height?: number }

/** JPEG and PNG: what every link preview reads (WebP is not, for all of them). */
const SHAREABLE_TYPES = ['image/jpeg', 'image/png']

/**
 * The share picture of an uploaded image: its `share` size (1200×630 JPEG, cut around its focal
 * point); for a file uploaded before that size existed, its original when that is a JPEG or PNG;
 * otherwise none, and the page shares the site's default picture.
 */
export function sharePicture(value: unknown): SharePicture | undefined {
  if (!isMedia(value)) return undefined
  const share = value.sizes?.share
  const sharePath = mediaPath(share?.url)
  if (sharePath && share?.width && share.height) return { url: sharePath, width: share.width, height: share.height }
  const originalPath = mediaPath(value.url)
  if (originalPath && value.mimeType && SHAREABLE_TYPES.includes(value.mimeType)) {
    return { url: originalPath, width: value.width ?? undefined, height: value.height ?? undefined }
  }
  return undefined
}
