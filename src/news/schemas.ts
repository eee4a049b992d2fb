import { z } from 'zod'
import { SLUG_PATTERN, slugMessages } from '../shared/validation/slug'

export const newsMessages = {
  titleTooShort: 'Title must be at least 2 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  articleBodyTooShort: 'Article body must be at least 20 characters',
  primaryImageRequired: 'Primary image is required',
  imageTooLarge: 'Image must be less than 5MB',
  fileTooLarge: (file: string) => `File "${file}" must be less than 5MB`,
  imageType: 'File must be an image (JPEG, PNG, WebP, GIF)',
  mediaType: 'File must be an image or video',
  tooManyPinned: 'Cannot pin more than 3 items',
  notFound: 'News item not found',
} as const

export const NEWS_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const MAX_PINNED_NEWS = 3
export const PINNED_DISPLAY_ORDER = 999
export const UNPINNED_DISPLAY_ORDER = 0

export const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const
export const NEWS_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const

export const newsTitleSchema = z.string().trim().min(2, newsMessages.titleTooShort)
export const newsSlugSchema = z.string().trim().min(2, slugMessages.tooShort).regex(SLUG_PATTERN, slugMessages.format)
export const newsDescriptionSchema = z.string().trim().min(10, newsMessages.descriptionTooShort)
export const newsArticleBodySchema = z.string().trim().min(20, newsMessages.articleBodyTooShort)

export const newsFormSchema = z.object({
  title: newsTitleSchema,
  slug: newsSlugSchema,
  description: newsDescriptionSchema,
  articleBody: newsArticleBodySchema,
  status: z.enum(['Active', 'Inactive']).default('Active'),
  isPinned: z.boolean().default(false),
})

type UploadedFile = { name: string; size: number; type: string }

/** The primary image of a news item: an image type, under 5 MB. */
export function checkNewsImage(file: UploadedFile): string | true {
  if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(file.type)) return newsMessages.imageType
  if (file.size >= NEWS_UPLOAD_MAX_BYTES) return newsMessages.imageTooLarge
  return true
}

/** An attached media file of a news item: an image or an MP4/WebM/OGG video, under 5 MB. */
export function checkNewsMediaFile(file: UploadedFile): string | true {
  const allowed = [...NEWS_IMAGE_TYPES, ...NEWS_VIDEO_TYPES] as readonly string[]
  if (!allowed.includes(file.type)) return newsMessages.mediaType
  if (file.size >= NEWS_UPLOAD_MAX_BYTES) return newsMessages.fileTooLarge(file.name)
  return true
}
