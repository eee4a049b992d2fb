import type { CheckboxField, CollectionAfterReadHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig, Field, Plugin } from 'payload'

/**
 * Empty values sort last, in both directions (SPEC §2.11: the admin's tables
 * sort "with empty values last").
 *
 * PostgreSQL puts NULL first when descending (last when ascending), an
 * emptied text is '' rather than NULL,
 * and Payload's sort has no NULLS LAST option. So every optional column that
 * can be sorted gets a hidden companion flag, `<name>Filled` (one per
 * language for a localized column), which a hook keeps true while the column
 * holds a value; a sort on the column is read as "filled rows first, then the
 * column" in either direction.
 *
 * Columns that are never empty (required, defaulted, timestamps, or kept
 * filled by a hook such as display order) sort as they are, so their list
 * queries stay plain `ORDER BY column` and can use the column's index.
 */

const SORTABLE_TYPES = new Set(['text', 'textarea', 'email', 'number', 'date', 'select', 'upload', 'relationship', 'code'])
const ALWAYS_SET = new Set(['id', 'createdAt', 'updatedAt'])
/** Columns Payload adds to upload collections after plugins run, all empty for some files (a PDF has no width). */
const UPLOAD_COLUMNS = ['filename', 'mimeType', 'filesize', 'width', 'height'] as const

export type TrackedColumn = { name: string; localized: boolean }

/** A field marks itself `custom: { neverEmpty: true }` when a hook keeps it filled. */
const isNeverEmpty = (field: Field) => 'custom' in field && field.custom?.neverEmpty === true

/** The optional, sortable top-level columns of a collection (through rows, collapsibles and unnamed tabs). */
export function optionalSortableColumns(collection: CollectionConfig): TrackedColumn[] {
  const found: TrackedColumn[] = []
  const walk = (fields: Field[]) => {
    for (const field of fields) {
      if (field.type === 'row' || field.type === 'collapsible') walk(field.fields)
      else if (field.type === 'tabs') field.tabs.forEach((tab) => ('name' in tab && tab.name ? undefined : walk(tab.fields)))
      else if ('name' in field && SORTABLE_TYPES.has(field.type)) {
        if (ALWAYS_SET.has(field.name) || isNeverEmpty(field)) continue
        if ('hasMany' in field && field.hasMany) continue
        if ('relationTo' in field && Array.isArray(field.relationTo)) continue
        if ('required' in field && field.required) continue
        if ('defaultValue' in field && field.defaultValue !== undefined) continue
        if ('virtual' in field && field.virtual) continue
        if ('hidden' in field && field.hidden) continue
        // Not shown in the admin, so never a list column to sort by (a system fact such as media's unusedSince).
        if (field.admin && 'hidden' in field.admin && field.admin.hidden) continue
        found.push({ name: field.name, localized: Boolean('localized' in field && field.localized) })
      }
    }
  }
  walk(collection.fields)
  if (collection.upload) {
    for (const name of UPLOAD_COLUMNS) if (!found.some((column) => column.name === name)) found.push({ name, localized: false })
  }
  return found
}

/** The languages a localized column has a flag for; a column that is not localized has one flag. */
type Locales = { codes: readonly string[]; defaultLocale: string }

const pascal = (code: string) => code.split(/[^a-zA-Z0-9]+/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('')

/** `denier` → `denierFilled`; localized, per language: `nameFilledEn`, `nameFilledZhHant`. */
export const filledFlagName = (column: string, locale?: string) => `${column}Filled${locale ? pascal(locale) : ''}`

const flagNames = (column: TrackedColumn, locales: Locales) =>
  column.localized ? locales.codes.map((locale) => filledFlagName(column.name, locale)) : [filledFlagName(column.name)]

/** Empty: nothing, or only white space. Zero and false are values. */
export const isFilled = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '')

/**
 * The flags live on the collection's own table, one per language of a
 * localized column, never in its translations table: a document with no row
 * for a language yet would read NULL there, which PostgreSQL sorts first.
 */
const flagField = (name: string): CheckboxField => ({
  name,
  type: 'checkbox',
  defaultValue: false,
  // Not `hidden`: Payload refuses to sort a public read by a hidden field.
  // Never shown in the admin, set on every save by keepFilledFlags (whatever a
  // caller sends), and taken out of every document read by dropFilledFlags.
  // Nor offered among the fields of the list's bulk edit (Payload lists admin-hidden fields there).
  admin: { hidden: true, disableListColumn: true, disableListFilter: true, disableBulkEdit: true },
})

const dropFilledFlags =
  (names: string[]): CollectionAfterReadHook =>
  ({ doc }) => {
    const shown = { ...doc }
    for (const name of names) delete shown[name]
    return shown
  }

/** Each flag follows its column in the language being saved: the value written now, else the value already stored. */
const keepFilledFlags =
  (columns: TrackedColumn[], locales: Locales): CollectionBeforeChangeHook =>
  ({ data, originalDoc, req }) => {
    const stored = (originalDoc ?? {}) as Record<string, unknown>
    const next: Record<string, unknown> = { ...data }
    const locale = req.locale && req.locale !== 'all' ? req.locale : locales.defaultLocale
    for (const column of columns) {
      const value = column.name in data ? data[column.name] : stored[column.name]
      if (!column.localized) next[filledFlagName(column.name)] = isFilled(value)
      else if (req.locale === 'all' && value && typeof value === 'object') {
        for (const [code, text] of Object.entries(value)) if (locales.codes.includes(code)) next[filledFlagName(column.name, code)] = isFilled(text)
      } else next[filledFlagName(column.name, locale)] = isFilled(value)
    }
    return next
  }

/**
 * `denier` becomes `-denierFilled, denier`; `-name` read in Chinese becomes
 * `-nameFilledZhHant, -name`: filled rows first, in either direction.
 */
export function sortWithEmptyLast(sort: string | string[], columns: ReadonlyMap<string, TrackedColumn>, locale?: string): string[] {
  const entries = (Array.isArray(sort) ? sort : sort.split(',')).map((entry) => entry.trim()).filter(Boolean)
  return entries.flatMap((entry) => {
    const column = columns.get(entry.startsWith('-') ? entry.slice(1) : entry)
    if (!column) return [entry]
    return [`-${filledFlagName(column.name, column.localized ? locale : undefined)}`, entry]
  })
}

const rewriteSort =
  (columns: ReadonlyMap<string, TrackedColumn>, defaultSort: CollectionConfig['defaultSort'], locales: Locales): CollectionBeforeOperationHook =>
  ({ args, operation, req }) => {
    // findByID reads one row: nothing to order.
    if (operation !== 'read' || Reflect.get(args, 'id') !== undefined) return args
    const sort = (args as { sort?: unknown }).sort ?? defaultSort
    if (typeof sort !== 'string' && !Array.isArray(sort)) return args
    const locale = req.locale && locales.codes.includes(req.locale) ? req.locale : locales.defaultLocale
    return { ...args, sort: sortWithEmptyLast(sort as string | string[], columns, locale) }
  }

/** Adds the flags, the hook that keeps them, and the sort rewrite to every collection with optional columns. */
export const emptyValuesLastPlugin: Plugin = (config) => {
  const localization = config.localization || undefined
  const locales: Locales = localization
    ? { codes: localization.locales.map((locale) => (typeof locale === 'string' ? locale : locale.code)), defaultLocale: localization.defaultLocale }
    : { codes: [], defaultLocale: '' }
  return { ...config, collections: config.collections?.map((collection) => withEmptyValuesLast(collection, locales)) }
}

/** Adds the flags, the hook that keeps them, and the sort rewrite to one collection. */
export function withEmptyValuesLast(collection: CollectionConfig, locales: Locales): CollectionConfig {
  // Without languages a localized column is stored like any other.
  const columns = optionalSortableColumns(collection).map((column) => ({ ...column, localized: column.localized && locales.codes.length > 0 }))
  if (columns.length === 0) return collection
  const names = columns.flatMap((column) => flagNames(column, locales))
  return {
    ...collection,
    fields: [...collection.fields, ...names.map(flagField)],
    hooks: {
      ...collection.hooks,
      // Last, so that the flags see the values other hooks settle on.
      beforeChange: [...(collection.hooks?.beforeChange ?? []), keepFilledFlags(columns, locales)],
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), rewriteSort(new Map(columns.map((column) => [column.name, column])), collection.defaultSort, locales)],
      afterRead: [...(collection.hooks?.afterRead ?? []), dropFilledFlags(names)],
    },
  }
}
