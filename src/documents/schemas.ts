import { z } from 'zod'
import { MAX_NAME_LENGTH, tooLongMessage } from '../shared/validation/length'

/** The kinds of document a buyer asks a thread maker for, in the order the public page lists them. */
export const DOCUMENT_KINDS = ['certificate', 'safety-data-sheet', 'test-report', 'brochure'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const documentMessages = {
  titleRequired: 'Title is required',
  titleTooLong: tooLongMessage('Title', MAX_NAME_LENGTH),
  fileRequired: 'Choose the PDF file of this document',
  untilBeforeFrom: 'The end of validity must come after its start',
} as const

export const documentTitleSchema = z
  .string({ error: documentMessages.titleRequired })
  .trim()
  .min(1, documentMessages.titleRequired)
  .max(MAX_NAME_LENGTH, documentMessages.titleTooLong)
