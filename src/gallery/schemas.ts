import { z } from 'zod'
import { MAX_NAME_LENGTH, tooLongMessage } from '../shared/validation/length'

export const galleryMessages = {
  categoryNameRequired: 'Category name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameRequired: 'Name is required',
  nameTooLong: tooLongMessage('Name', MAX_NAME_LENGTH),
  slugRequired: 'Slug is required',
  pdfRequired: 'A PDF file is required for a PDF item',
  mediaMustBeImage: 'This entry is an image: choose an image file',
  mediaMustBeVideo: 'This entry is a video: choose an MP4, WebM or OGG file',
} as const

export const galleryCategoryNameSchema = z
  .string({ error: galleryMessages.categoryNameRequired })
  .trim()
  .min(1, galleryMessages.categoryNameRequired)
  .min(2, galleryMessages.nameTooShort)
  .max(MAX_NAME_LENGTH, galleryMessages.nameTooLong)

export const galleryItemNameSchema = z
  .string({ error: galleryMessages.nameRequired })
  .trim()
  .min(1, galleryMessages.nameRequired)
  .max(MAX_NAME_LENGTH, galleryMessages.nameTooLong)
