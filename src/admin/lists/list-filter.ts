import type { Where } from 'payload'

/**
 * One field's "equals" filter inside a list's where query, kept beside any
 * conditions the administrator built with Payload's Filters: choosing a value
 * replaces only this field's condition, "All" removes it.
 */
export function filterValue(where: Where | undefined, field: string): string {
  const condition = findCondition(where, field)
  return condition === undefined ? '' : String(condition)
}

export function withFilter(where: Where | undefined, field: string, value: string): Where {
  const others = withoutField(where ?? {}, field)
  const conditions: Where[] = Object.keys(others).length > 0 ? [others] : []
  if (value) conditions.push({ [field]: { equals: value } })
  if (conditions.length === 0) return {}
  return conditions.length === 1 ? conditions[0]! : { and: conditions }
}

function findCondition(where: Where | undefined, field: string): unknown {
  if (!where) return undefined
  const own = where[field]
  if (own && typeof own === 'object' && 'equals' in own) return (own as { equals: unknown }).equals
  for (const group of [where.and, where.or]) {
    if (!Array.isArray(group)) continue
    // Inside an "or" a condition does not hold for the whole list: only an "and" (or the top level) says what the list shows.
    if (group === where.or && group.length > 1) continue
    for (const part of group) {
      const found = findCondition(part, field)
      if (found !== undefined) return found
    }
  }
  return undefined
}

function withoutField(where: Where, field: string): Where {
  const result: Where = {}
  for (const [key, value] of Object.entries(where)) {
    if (key === field) continue
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      const parts = (value as Where[]).map((part) => withoutField(part, field)).filter((part) => Object.keys(part).length > 0)
      if (parts.length > 0) result[key] = parts
      continue
    }
    result[key] = value
  }
  return result
}
