import type { PayloadRequest, UploadField } from 'payload'
import { IMAGE_TYPES, mediaKindOf, PDF_TYPES, VIDEO_TYPES, type MediaKind } from './upload-rules'
import { loadMedia } from './validate-media'

type UploadOptions = Omit<UploadField, 'type' | 'relationTo' | 'hasMany' | 'filterOptions' | 'maxRows' | 'minRows'>

export const mediaFieldMessages = {
  image: 'Choose an image file (JPEG, PNG, WebP or GIF)',
  pdf: 'Choose a PDF file',
  imageOrVideo: 'Choose an image or a video file',
  missing: 'The chosen file no longer exists',
} as const

/**
 * Checks every chosen media document against the allowed kinds, with a
 * message an administrator understands (the filter also hides other files in
 * the picker).
 */
export function kindValidator(kinds: MediaKind[], message: string, required: boolean | undefined) {
  return async (value: unknown, { req }: { req: PayloadRequest }) => {
    const values = (Array.isArray(value) ? value : [value]).filter((entry) => entry !== null && entry !== undefined && entry !== '')
    if (values.length === 0) return required ? message : true
    for (const entry of values) {
      const media = await loadMedia(entry, req)
      if (!media) return mediaFieldMessages.missing
      const kind = mediaKindOf(media.mimeType)
      if (!kind || !kinds.includes(kind)) return message
    }
    return true
  }
}

function upload(options: UploadOptions, kinds: MediaKind[], mimeTypes: readonly string[], message: string, hasMany = false): UploadField {
  return {
    validate: kindValidator(kinds, message, options.required),
    ...options,
    type: 'upload',
    relationTo: 'media',
    hasMany,
    filterOptions: { mimeType: { in: [...mimeTypes] } },
  } as UploadField
}

export const imageUpload = (options: UploadOptions) => upload(options, ['image'], IMAGE_TYPES, mediaFieldMessages.image)
export const imageUploads = (options: UploadOptions) => upload(options, ['image'], IMAGE_TYPES, mediaFieldMessages.image, true)
export const pdfUpload = (options: UploadOptions) => upload(options, ['pdf'], PDF_TYPES, mediaFieldMessages.pdf)
export const imageOrVideoUpload = (options: UploadOptions) =>
  upload(options, ['image', 'video'], [...IMAGE_TYPES, ...VIDEO_TYPES], mediaFieldMessages.imageOrVideo)
