/** What the media library accepts, by content (Payload checks the magic bytes against this list). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const
export const PDF_TYPES = ['application/pdf'] as const
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const
export const ACCEPTED_MEDIA_TYPES = [...IMAGE_TYPES, ...PDF_TYPES, ...VIDEO_TYPES] as const

const MB = 1024 * 1024
/** Per-kind ceilings; the request-wide ceiling is the largest of them. */
export const MAX_BYTES = { image: 10 * MB, pdf: 30 * MB, video: 50 * MB } as const
export const MAX_UPLOAD_BYTES = MAX_BYTES.video
/**
 * The largest request body an upload makes: the largest file and the form's other fields
 * (deploy/nginx/site.conf.template's client_max_body_size says the same, 51m).
 */
export const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + MB

export type MediaKind = keyof typeof MAX_BYTES

export function mediaKindOf(mimeType: string | null | undefined): MediaKind | undefined {
  if (!mimeType) return undefined
  if ((IMAGE_TYPES as readonly string[]).includes(mimeType)) return 'image'
  if ((PDF_TYPES as readonly string[]).includes(mimeType)) return 'pdf'
  if ((VIDEO_TYPES as readonly string[]).includes(mimeType)) return 'video'
  return undefined
}

/** The storage error texts of the spec (§8). */
export const uploadMessages = {
  invalid: 'Storage upload failed: Invalid file or request. Please check file format and size.',
  permission: 'Permission denied: Please ask your administrator to check storage bucket permissions and RLS policies.',
  tooLarge: 'File too large: The file you are trying to upload exceeds the maximum allowed size.',
  other: (message?: string) => `Storage upload failed: ${message || 'Unknown error'}.`,
} as const

/** Files over 10 MB are cached a day, smaller ones an hour (spec §9). */
export function uploadCacheSeconds(bytes: number): number {
  return bytes > 10485760 ? 86400 : 3600
}
