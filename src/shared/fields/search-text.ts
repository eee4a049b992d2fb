import type { FieldHook, PayloadRequest, TextField } from 'payload'
import { foldForSearch } from '../text/fold'

/** The search text of these values: the non-empty texts, one a line, accents removed; null when none. */
export function composeSearchText(values: readonly unknown[]): string | null {
  const text = values.filter((value): value is string => typeof value === 'string' && value.trim() !== '').join('\n')
  return text ? foldForSearch(text) : null
}

/** More words a record is found by, read at each save (a product's item codes' details), in the language being saved. */
export type SearchTextExtra = (args: { req: PayloadRequest; id: number | string; locale: string }) => Promise<string[]>

/**
 * A hidden copy of a record's searchable text in each language, accents removed (shared/text/fold.ts),
 * which the site search matches instead of the fields themselves: databases' LIKE compares "e" and
 * "é" as different letters. Written on every save from the fields named (the values being saved, or
 * the stored ones a partial save leaves unchanged), with the `extra` words of the record's own
 * (a product's item codes' details, which their saves also write: src/catalogue/search-details.ts);
 * the migrations that added it wrote it for the records already stored.
 */
export function searchTextField(sources: readonly string[], extra?: SearchTextExtra): TextField {
  const write: FieldHook = async ({ siblingData, originalDoc, req }) => {
    const values = sources.map((source) => (source in siblingData ? siblingData[source] : (originalDoc as Record<string, unknown> | undefined)?.[source]))
    const id = (originalDoc as { id?: number | string } | undefined)?.id
    const more = extra && id !== undefined && req.locale && req.locale !== 'all' ? await extra({ req, id, locale: req.locale }) : []
    return composeSearchText([...values, ...more])
  }
  return {
    name: 'searchText',
    type: 'text',
    localized: true,
    admin: { hidden: true, disableListColumn: true, disableListFilter: true },
    hooks: { beforeChange: [write] },
  }
}
