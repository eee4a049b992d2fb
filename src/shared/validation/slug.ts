import { z } from 'zod'
import { MAX_SLUG_LENGTH, tooLongMessage } from './length'

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugMessages = {
  tooShort: 'Slug must be at least 2 characters',
  format: 'Slug must be lowercase and hyphen-separated',
  tooLong: tooLongMessage('Slug', MAX_SLUG_LENGTH),
} as const

export const slugSchema = z
  .string({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .min(2, slugMessages.tooShort)
  .max(MAX_SLUG_LENGTH, slugMessages.tooLong)
  .regex(SLUG_PATTERN, slugMessages.format)

/** The spec's rule: lowercased, non-alphanumerics removed, spaces to hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
