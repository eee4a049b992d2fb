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

/**
 * A media field. `required` is checked by the field's validation and shown
 * by its label, never made a NOT NULL column: the database empties a deleted
 * file's references (ON DELETE SET NULL), and a NOT NULL column in a
 * version's table would refuse the delete of a file only an old version
 * still names, pinning it forever. Such a version restored asks for a new
 * file at its next save.
 */
function upload({ required, ...options }: UploadOptions, kinds: MediaKind[], mimeTypes: readonly string[], message: string, hasMany = false): UploadField {
  return {
    validate: kindValidator(kinds, message, required),
    ...options,
    ...(required ? { admin: { ...options.admin, components: { ...options.admin?.components, Label: '/admin/RequiredLabel#RequiredLabel' } } } : {}),
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
