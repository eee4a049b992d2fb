import type { FieldHook, TextField } from 'payload'
import { foldForSearch } from '../text/fold'

/**
 * A hidden copy of a record's searchable text in each language, accents removed (shared/text/fold.ts),
 * which the site search matches instead of the fields themselves: databases' LIKE compares "e" and
 * "é" as different letters. Written on every save from the fields named (the values being saved, or
 * the stored ones a partial save leaves unchanged); the migration that added it wrote it for the
 * records already stored.
 */
export function searchTextField(sources: readonly string[]): TextField {
  const write: FieldHook = ({ siblingData, originalDoc }) => {
    const values = sources.map((source) => (source in siblingData ? siblingData[source] : (originalDoc as Record<string, unknown> | undefined)?.[source]))
    const text = values.filter((value): value is string => typeof value === 'string' && value.trim() !== '').join('\n')
    return text ? foldForSearch(text) : null
  }
  return {
    name: 'searchText',
    type: 'text',
    localized: true,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    hooks: { beforeChange: [write] },
  }
}
