import { z } from 'zod'
import '../shared/validation/zod-jitless'
import { MAX_NAME_LENGTH, tooLongMessage } from '../shared/validation/length'
import { LIKE_IDS_MAX } from './liked-ids'

export { LIKE_IDS_MAX, parseLikedIds } from './liked-ids'

const MAX_NEWS_DESCRIPTION_LENGTH = 500

export const newsMessages = {
  titleTooShort: 'Title must be at least 2 characters',
  descriptionTooShort: 'Description must be at least 10 characters',
  articleBodyTooShort: 'Article body must be at least 20 characters',
  titleTooLong: tooLongMessage('Title', MAX_NAME_LENGTH),
  descriptionTooLong: tooLongMessage('Description', MAX_NEWS_DESCRIPTION_LENGTH),
  primaryImageRequired: 'Primary image is required',
  imageTooLarge: 'Image must be less than 5MB',
  fileTooLarge: (file: string) => `File "${file}" must be less than 5MB`,
  imageType: 'File must be an image (JPEG, PNG, WebP, GIF)',
  mediaType: 'File must be an image or video',
  tooManyPinned: 'Cannot pin more than 3 items',
  notFound: 'News item not found',
} as const

const NEWS_UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const MAX_PINNED_NEWS = 3
export const PINNED_DISPLAY_ORDER = 999
export const UNPINNED_DISPLAY_ORDER = 0
/** The order of the pinned items among themselves, as on the public list: all 999 until reordered, then the newest first. */
export const PINNED_SORT = ['displayOrder', '-publishedAt', '-id']

const NEWS_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const
const NEWS_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const

export const newsTitleSchema = z.string().trim().min(2, newsMessages.titleTooShort).max(MAX_NAME_LENGTH, newsMessages.titleTooLong)
export const newsDescriptionSchema = z
  .string()
  .trim()
  .min(10, newsMessages.descriptionTooShort)
  .max(MAX_NEWS_DESCRIPTION_LENGTH, newsMessages.descriptionTooLong)
export const newsArticleBodySchema = z.string().trim().min(20, newsMessages.articleBodyTooShort)

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

/* Likes (spec §4): anonymous, counted on the server, remembered in the browser. */

export const likeMessages = {
  badAction: 'Send a JSON body {"action": "like"} or {"action": "unlike"}',
  notJson: 'The request body must be JSON (Content-Type: application/json)',
  badIds: 'ids must be a comma-separated list of up to 50 news item ids, e.g. ids=1,2,3',
  tooMany: 'Too many likes from this address. Please wait a minute and try again.',
  failed: 'Failed to update like status',
  crossSite: 'Likes can only be given from this site.',
} as const

const MAX_ID = 2_147_483_647

export const likeActionSchema = z.object({ action: z.enum(['like', 'unlike'], { error: likeMessages.badAction }) }, { error: likeMessages.badAction })
export type LikeAction = z.infer<typeof likeActionSchema>['action']

/** A document id from the address: digits only, 1 to 2^31-1. */
export const newsIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_ID)

/** `ids=1,2,3`: distinct ids, at least one, at most 50. */
export const likeIdsSchema = z
  .string({ error: likeMessages.badIds })
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(newsIdSchema, { error: likeMessages.badIds }).min(1, likeMessages.badIds))
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.number()).max(LIKE_IDS_MAX, likeMessages.badIds))
