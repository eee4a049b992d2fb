import type { FlattenedField } from 'payload'
import { toSimplified } from '../../shared/text/to-simplified'

/**
 * A document as the Simplified Chinese site shows it: every text written per
 * language (text, textarea, rich text, at any depth of groups, tabs, arrays
 * and blocks) converted from Traditional, except where an administrator wrote
 * the Simplified wording (an override, by the same key the translations
 * manager gives the text: `name`, `meta.title`, `sections.<rowId>.title`).
 * Everything else (slugs, codes, file names, numbers) is left as it is, and
 * related documents are converted by their own collection's hook.
 */
type Doc = Record<string, unknown>
export type Overrides = ReadonlyMap<string, string>

const asDoc = (value: unknown): Doc | undefined => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Doc) : undefined)

/** Every `text` of a Lexical tree converted. */
function simplifyRichText(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyRichText)
  const doc = asDoc(node)
  if (!doc) return node
  return Object.fromEntries(Object.entries(doc).map(([key, value]) => [key, key === 'text' && typeof value === 'string' ? toSimplified(value) : typeof value === 'object' ? simplifyRichText(value) : value]))
}

function simplifyValue(field: FlattenedField, value: unknown, key: string, overrides: Overrides, inLocalized: boolean): unknown {
  const localized = inLocalized || ('localized' in field && field.localized === true)
  switch (field.type) {
    case 'text':
    case 'textarea':
      if (!localized) return value
      if (typeof value === 'string') return overrides.get(key) ?? toSimplified(value)
      return Array.isArray(value) ? value.map((each) => (typeof each === 'string' ? toSimplified(each) : each)) : value
    case 'richText':
      return localized ? simplifyRichText(value) : value
    case 'group':
    case 'tab': {
      const group = asDoc(value)
      return group ? simplifyFields(field.flattenedFields, group, overrides, `${key}.`, localized) : value
    }
    case 'array':
      return Array.isArray(value) ? value.map((row) => (asDoc(row) ? simplifyFields(field.flattenedFields, row as Doc, overrides, `${key}.${String((row as Doc).id)}.`, localized) : row)) : value
    case 'blocks':
      return Array.isArray(value)
        ? value.map((row) => {
            const block = asDoc(row) && field.blocks.find((candidate) => candidate.slug === (row as Doc).blockType)
            return block ? simplifyFields(block.flattenedFields, row as Doc, overrides, `${key}.${String((row as Doc).id)}.`, localized) : row
          })
        : value
    default:
      return value
  }
}

export function simplifyFields(fields: readonly FlattenedField[], doc: Doc, overrides: Overrides = new Map(), prefix = '', inLocalized = false): Doc {
  const out: Doc = { ...doc }
  for (const field of fields) {
    if (!('name' in field) || !(field.name in doc)) continue
    out[field.name] = simplifyValue(field, doc[field.name], `${prefix}${field.name}`, overrides, inLocalized)
  }
  return out
}
