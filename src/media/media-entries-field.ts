import type { ArrayField, PayloadRequest } from 'payload'
import { label, type AdminLabel, type Bilingual } from '../shared/admin-label'
import { validateWith } from '../shared/validation/payload-validate'
import { imageOrVideoUpload } from './fields'
import { loadMedia } from './validate-media'
import { mediaFileRequiredMessage, videoLinkSchema } from './video-links'

/** What an entry holds: an image file, a video file, or a YouTube or Vimeo link. */
export type MediaEntryType = 'image' | 'video' | 'embed'

type LoadedMedia = NonNullable<Awaited<ReturnType<typeof loadMedia>>>

type Options = {
  label: AdminLabel
  description: Bilingual
  /** Checks the chosen file against the entry's type; returns an error message or true. */
  checkFile: (media: LoadedMedia, mediaType: MediaEntryType) => string | true
  captions?: boolean
}

/**
 * An ordered list of media after a primary image: each entry an image, a video
 * file, or a YouTube or Vimeo link. Used by gallery items and news items.
 */
export function mediaEntriesField({ label: fieldLabel, description, checkFile, captions }: Options): ArrayField {
  return {
    name: 'media',
    label: fieldLabel,
    labels: { singular: label('Media entry', '媒體項目'), plural: label('Media', '媒體') },
    type: 'array',
    admin: { description },
    fields: [
      {
        name: 'mediaType',
        label: label('Type', '類型'),
        type: 'select',
        required: true,
        defaultValue: 'image',
        options: [
          { value: 'image', label: label('Image', '圖片') },
          { value: 'video', label: label('Video file', '影片檔') },
          { value: 'embed', label: label('YouTube or Vimeo link', 'YouTube 或 Vimeo 連結') },
        ],
      },
      imageOrVideoUpload({
        name: 'file',
        label: label('File', '檔案'),
        admin: { condition: (_: unknown, sibling: Record<string, unknown>) => sibling?.mediaType !== 'embed' },
        validate: async (value: unknown, options: { siblingData: Record<string, unknown>; req: PayloadRequest }) => {
          const mediaType = (options.siblingData?.mediaType ?? 'image') as MediaEntryType
          if (mediaType === 'embed') return true
          if (!value) return mediaFileRequiredMessage
          const media = await loadMedia(value, options.req)
          if (!media) return mediaFileRequiredMessage
          return checkFile(media, mediaType)
        },
      } as never),
      {
        name: 'embedUrl',
        label: label('YouTube or Vimeo link', 'YouTube 或 Vimeo 連結'),
        type: 'text',
        admin: { condition: (_: unknown, sibling: Record<string, unknown>) => sibling?.mediaType === 'embed' },
        validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
          siblingData?.mediaType === 'embed' ? validateWith(videoLinkSchema)(value) : true,
      } as never,
      ...(captions ? [{ name: 'caption', label: label('Caption', '說明'), type: 'text' as const, localized: true }] : []),
    ],
  }
}
