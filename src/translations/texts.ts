import type { FlattenedField } from 'payload'
import { plainLabel, textIn, type Bilingual } from '../shared/admin-label'

/**
 * The texts of one record (or global) that are written per language: every
 * localized text and textarea field, at the top level, inside groups (the SEO
 * title and description) and inside array rows (About sections, testimonials,
 * opening hours, carousel slides, media captions). Each text has a key that
 * is the same in both languages: array rows are named by their id.
 */
export type LabelText = string | Bilingual
export type TextEntry = {
  /** `name`, `meta.title`, `sections.<rowId>.title` */
  key: string
  /** Field labels from the outside in, with the row number of an array row. */
  labels: { label: LabelText; row?: number }[]
  multiline: boolean
  english: string
  chinese: string
}

type Doc = Record<string, unknown>

const isTextField = (field: FlattenedField) => (field.type === 'text' || field.type === 'textarea') && field.localized === true && !field.admin?.hidden && !field.admin?.readOnly && !('hasMany' in field && field.hasMany)
const asDoc = (value: unknown): Doc => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : {})
const asText = (value: unknown) => (typeof value === 'string' ? value : '')
const labelOf = (field: FlattenedField): LabelText => plainLabel(field.label) ?? field.name

/** Whether a field or any field under it is a localized text. */
export function hasLocalizedText(fields: FlattenedField[]): boolean {
  return fields.some((field) => isTextField(field) || ((field.type === 'group' || field.type === 'array') && hasLocalizedText(field.flattenedFields)))
}

/** Every localized text of a record, read from its English and its Chinese version (without fallback). */
export function textEntries(fields: FlattenedField[], english: Doc, chinese: Doc, prefix = '', labels: TextEntry['labels'] = []): TextEntry[] {
  return fields.flatMap((field): TextEntry[] => {
    if (isTextField(field)) {
      return [{ key: `${prefix}${field.name}`, labels: [...labels, { label: labelOf(field) }], multiline: field.type === 'textarea', english: asText(english[field.name]), chinese: asText(chinese[field.name]) }]
    }
    if (field.type === 'group' && 'name' in field && field.name) {
      return textEntries(field.flattenedFields, asDoc(english[field.name]), asDoc(chinese[field.name]), `${prefix}${field.name}.`, [...labels, { label: labelOf(field) }])
    }
    if (field.type === 'array' && !field.localized) {
      const chineseRows = new Map((Array.isArray(chinese[field.name]) ? (chinese[field.name] as Doc[]) : []).map((row) => [String(row.id), row]))
      return (Array.isArray(english[field.name]) ? (english[field.name] as Doc[]) : []).flatMap((row, index) =>
        textEntries(field.flattenedFields, row, chineseRows.get(String(row.id)) ?? {}, `${prefix}${field.name}.${String(row.id)}.`, [...labels, { label: labelOf(field), row: index + 1 }]),
      )
    }
    return []
  })
}

/** Texts that have English and no Chinese yet. */
export const untranslated = (entries: TextEntry[]) => entries.filter((entry) => entry.english.trim() !== '' && entry.chinese.trim() === '')

/**
 * The Chinese data to save for the given texts: top-level fields as they are,
 * a group or an array whole (from the Chinese version, with the new texts in
 * place), so that nothing else in it changes.
 */
export function chineseUpdate(fields: FlattenedField[], chinese: Doc, values: Record<string, string>): Doc {
  const data: Doc = {}
  for (const [key, value] of Object.entries(values)) {
    const [head, ...rest] = key.split('.')
    if (!head) continue
    if (rest.length === 0) {
      data[head] = value
      continue
    }
    const field = fields.find((candidate) => candidate.name === head)
    if (field?.type === 'group') {
      const group = asDoc(data[head] ?? structuredClone(chinese[head] ?? {}))
      Object.assign(group, chineseUpdate(field.flattenedFields, group, { [rest.join('.')]: value }))
      data[head] = group
    } else if (field?.type === 'array') {
      const rows = (data[head] ?? structuredClone(Array.isArray(chinese[head]) ? chinese[head] : [])) as Doc[]
      const [rowId, ...inside] = rest
      const row = rows.find((candidate) => String(candidate.id) === rowId)
      if (row) Object.assign(row, chineseUpdate(field.flattenedFields, row, { [inside.join('.')]: value }))
      data[head] = rows
    }
  }
  return data
}

/** A text's label in the administrator's language: "About sections 2 › Title". */
export function entryLabel(entry: Pick<TextEntry, 'labels'>, language: string): string {
  return entry.labels
    .map(({ label, row }) => {
      const text = typeof label === 'string' ? label : textIn(label, language)
      return row ? `${text} ${row}` : text
    })
    .join(' › ')
}
