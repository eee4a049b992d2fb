import type { FlattenedField } from 'payload'
import { validOperators } from 'payload/shared'

/**
 * Checks a `where` query against the fields of the collection it queries,
 * before Payload runs it. Payload answers several malformed conditions with a
 * 500 (an operator nested in an operator, `in` with a word on a number or id
 * field, `near` on a text field, `all` on a single-value field); this turns
 * each into a message naming the condition, so the caller can answer 400.
 */

/** What the check needs to know about field types: numbers, ids and relations to numeric-id collections. */
export type WhereContext = {
  fields: readonly FlattenedField[]
  /** True when this collection's own ids are numbers. */
  numericIds: boolean
  /** True when documents of the named collection have number ids. */
  hasNumericIds: (collection: string) => boolean
}

const MAX_NESTING = 10
const OPERATORS: ReadonlySet<string> = new Set<string>(validOperators)
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])
const COMPARED_OPERATORS = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

type Kind = 'number' | 'integer-id' | 'date' | 'point' | 'select' | 'polymorphic' | 'other'
type Resolved = { kind: Kind; hasMany: boolean; options?: readonly string[] } | undefined

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** The field a dotted path names, when it lies in this collection; undefined for paths into related collections or unknown paths (Payload itself refuses those with a 400). */
function resolve(path: string, context: WhereContext): Resolved {
  if (path === 'id') return { kind: context.numericIds ? 'integer-id' : 'other', hasMany: false }
  let fields = context.fields
  const segments = path.split('.')
  for (const [index, segment] of segments.entries()) {
    const field = fields.find((candidate) => candidate.name === segment)
    if (!field) return undefined
    const last = index === segments.length - 1
    if (field.type === 'group' || field.type === 'tab') {
      if (last) return { kind: 'other', hasMany: false }
      fields = field.flattenedFields
      continue
    }
    if (!last) return undefined
    const hasMany = 'hasMany' in field && field.hasMany === true
    switch (field.type) {
      case 'number':
        return { kind: 'number', hasMany }
      case 'date':
        return { kind: 'date', hasMany: false }
      case 'point':
        return { kind: 'point', hasMany: false }
      case 'select':
      case 'radio':
        return { kind: 'select', hasMany, options: field.options.map((option) => (typeof option === 'string' ? option : option.value)) }
      case 'relationship':
      case 'upload':
        if (typeof field.relationTo === 'string' && context.hasNumericIds(field.relationTo)) return { kind: 'integer-id', hasMany }
        // A relationship to several collections is queried with { relationTo, value } objects.
        return { kind: typeof field.relationTo === 'string' ? 'other' : 'polymorphic', hasMany }
      default:
        return { kind: 'other', hasMany }
    }
  }
  return undefined
}

/**
 * Text operators on other columns fail on PostgreSQL (an integer, a timestamp
 * or an enum has no LIKE); Payload itself turns `like` on a number into a
 * comparison that works, so that one stays allowed on numbers and ids.
 */
function textSearchable(kind: Kind, operator: string): boolean {
  if (kind === 'other') return true
  return operator === 'like' && (kind === 'number' || kind === 'integer-id')
}

/** PostgreSQL refuses text holding a NUL character (in a query or in data to store). */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(holdsNul)
  if (isPlainObject(value)) return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || holdsNul(entry))
  return false
}

/** REST sends lists as "1,2,3"; GraphQL and the Local API as arrays. */
const listItems = (value: unknown): unknown[] => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value])

function badValue({ kind, options }: NonNullable<Resolved>, value: unknown): string | undefined {
  if (value === null || value === '' || value === 'null') return undefined
  // PostgreSQL stores a select as an enum and fails on any other value.
  if (kind === 'select' && options && !options.includes(String(value))) return `${JSON.stringify(value)} is not one of ${options.join(', ')}`
  if (kind === 'number' || kind === 'integer-id') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
    if (!Number.isFinite(number)) return `${JSON.stringify(value)} is not a number`
    if (kind === 'integer-id' && (!Number.isInteger(number) || number < 0 || number > 2_147_483_647)) return `${JSON.stringify(value)} is not a document id`
  }
  if (kind === 'date' && (typeof value !== 'string' && typeof value !== 'number' ? true : Number.isNaN(new Date(value).getTime()))) {
    return `${JSON.stringify(value)} is not a date`
  }
  return undefined
}

function checkCondition(path: string, condition: unknown, context: WhereContext): string | undefined {
  const name = `where[${path}]`
  if (!isPlainObject(condition)) return `${name} needs an operator, e.g. ${name}[equals]=value`
  const field = resolve(path, context)
  for (const [operator, value] of Object.entries(condition)) {
    const at = `${name}[${operator}]`
    // Payload refuses an unknown operator itself, with a 400 naming the path.
    if (!OPERATORS.has(operator)) continue
    if (field?.kind === 'polymorphic') continue
    if (GEO_OPERATORS.has(operator)) {
      if (field && field.kind !== 'point') return `${at}: ${operator} works only on location (point) fields`
      continue
    }
    if (LIST_OPERATORS.has(operator)) {
      if (operator === 'all' && field && !field.hasMany) return `${at}: all works only on fields that hold several values`
      const items = listItems(value)
      if (!items.every(isScalar)) return `${at}: operators cannot be nested; give a list of values`
      for (const item of items) {
        const problem = field && badValue(field, typeof item === 'string' ? item.trim() : item)
        if (problem) return `${at}: ${problem}`
      }
      continue
    }
    if (!isScalar(value)) return `${at}: operators cannot be nested; give a single value`
    if (field && TEXT_OPERATORS.has(operator) && !textSearchable(field.kind, operator)) return `${at}: ${operator} works only on text fields`
    if (field && COMPARED_OPERATORS.has(operator)) {
      const problem = badValue(field, value)
      if (problem) return `${at}: ${problem}`
    }
  }
  return undefined
}

/** A message for the first malformed part of `where`, or undefined when it can be run. */
export function whereProblem(where: unknown, context: WhereContext, depth = 0): string | undefined {
  if (where === undefined || where === null) return undefined
  if (depth === 0 && holdsNul(where)) return 'where values cannot contain NUL characters (%00)'
  if (depth > MAX_NESTING) return `where is nested more than ${MAX_NESTING} levels deep`
  if (!isPlainObject(where)) return depth === 0 ? 'where must be written as where[field][operator]=value' : undefined
  for (const [key, value] of Object.entries(where)) {
    // Payload reads and/or in any case (GraphQL sends AND and OR).
    if (['and', 'or'].includes(key.toLowerCase())) {
      // Anything but a list of conditions is refused by Payload itself, with a 400.
      const parts = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : []
      for (const part of parts) {
        const problem = whereProblem(part, context, depth + 1)
        if (problem) return problem
      }
      continue
    }
    const problem = checkCondition(key, value, context)
    if (problem) return problem
  }
  return undefined
}
