import { describe, expect, it } from 'vitest'
import { filterValue, withFilter } from './list-filter'

describe('a list filter on one field', () => {
  it('adds, replaces and removes the field condition', () => {
    const active = withFilter(undefined, 'status', 'Active')
    expect(active).toEqual({ status: { equals: 'Active' } })
    expect(filterValue(active, 'status')).toBe('Active')
    const inactive = withFilter(active, 'status', 'Inactive')
    expect(filterValue(inactive, 'status')).toBe('Inactive')
    expect(withFilter(inactive, 'status', '')).toEqual({})
  })

  it("keeps the administrator's other filters", () => {
    const built = { or: [{ and: [{ name: { like: 'gold' } }] }] }
    const filtered = withFilter(built, 'status', 'Active')
    expect(filtered).toEqual({ and: [built, { status: { equals: 'Active' } }] })
    expect(filterValue(filtered, 'status')).toBe('Active')
    expect(withFilter(filtered, 'status', '')).toEqual({ and: [built] })
  })

  it('reads a value chosen in the Filters builder, but not one alternative among several', () => {
    expect(filterValue({ or: [{ and: [{ status: { equals: 'Inactive' } }] }] }, 'status')).toBe('Inactive')
    expect(filterValue({ or: [{ status: { equals: 'Inactive' } }, { status: { equals: 'Active' } }] }, 'status')).toBe('')
  })
})
