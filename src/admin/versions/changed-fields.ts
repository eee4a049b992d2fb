import { getTranslation, type I18n } from '@payloadcms/translations'
import type { FlattenedField } from 'payload'

/** Fields that hold no editor's value: the author of the save itself, a join's list of other records. */
const NOT_EDITED = new Set(['updatedBy', 'createdAt', 'updatedAt'])

/**
 * A value as an editor sees it: an empty text, null and a missing key are all "empty" (a record
 * created in English has no Chinese keys yet; its next save stores them as null), and object keys
 * are sorted. Undefined for an empty value.
 */
function seen(value: unknown): unknown {
  if (value === null || value === undefined || value === '') return undefined
  if (Array.isArray(value)) return value.map((item) => seen(item) ?? null)
  if (typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
    .map(([key, item]) => [key, seen(item)] as const)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}

const shownToEditors = (field: FlattenedField) => field.type !== 'join' && !NOT_EDITED.has(field.name) && !field.hidden && !field.admin?.hidden

/**
 * The labels of the fields whose stored values differ between two saves of a record, in the
 * administrator's language: what a save changed, in every language at once (the versions are read
 * with locale 'all', so a localized field is compared in English and Chinese together). A group or
 * an array counts as one field, named by its own label.
 */
export function changedFieldLabels(fields: FlattenedField[], newer: Record<string, unknown>, older: Record<string, unknown>, i18n: Pick<I18n, 'fallbackLanguage' | 'language' | 't'>): string[] {
  return fields
    .filter(shownToEditors)
    .filter((field) => JSON.stringify(seen(newer[field.name]) ?? null) !== JSON.stringify(seen(older[field.name]) ?? null))
    .map((field) => (field.label ? getTranslation(field.label, i18n) : field.name))
}
