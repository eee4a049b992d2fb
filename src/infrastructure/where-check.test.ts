import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'
import { anonymousReadProblem } from './api-limits'
import { whereProblem, type WhereContext } from './where-check'

const fields: FlattenedField[] = [
  { name: 'name', type: 'text' },
  { name: 'status', type: 'select', options: ['Active', 'Inactive'] },
  { name: 'displayOrder', type: 'number' },
  { name: 'createdAt', type: 'date' },
  { name: 'product', type: 'relationship', relationTo: 'products' },
  { name: 'tags', type: 'relationship', relationTo: 'media', hasMany: true },
  { name: 'location', type: 'point' },
  { name: 'document', type: 'relationship', relationTo: ['products', 'media'] },
]
const context: WhereContext = { fields, numericIds: true, hasNumericIds: (slug) => slug === 'products' }
const problem = (where: unknown) => whereProblem(where, context)

describe('where check', () => {
  it.each([
    [{ id: { in: '1,abc' } }, 'where[id][in]: "abc" is not a number'],
    [{ id: { in: ['1', 'abc'] } }, 'where[id][in]: "abc" is not a number'],
    [{ id: { equals: '1e999' } }, 'where[id][equals]: "1e999" is not a number'],
    [{ id: { equals: '1.5' } }, 'where[id][equals]: "1.5" is not a document id'],
    [{ product: { not_in: 'abc,def' } }, 'where[product][not_in]: "abc" is not a number'],
    [{ displayOrder: { greater_than: 'many' } }, 'where[displayOrder][greater_than]: "many" is not a number'],
    [{ createdAt: { greater_than: 'not-a-date' } }, 'where[createdAt][greater_than]: "not-a-date" is not a date'],
    [{ status: { equals: { $ne: '1' } } }, 'where[status][equals]: operators cannot be nested; give a single value'],
    [{ name: { equals: ['1'] } }, 'where[name][equals]: operators cannot be nested; give a single value'],
    [{ name: { in: [{ x: '1' }] } }, 'where[name][in]: operators cannot be nested; give a list of values'],
    [{ name: { near: '1,2' } }, 'where[name][near]: near works only on location (point) fields'],
    [{ name: { within: 'x' } }, 'where[name][within]: within works only on location (point) fields'],
    [{ createdAt: { intersects: 'x' } }, 'where[createdAt][intersects]: intersects works only on location (point) fields'],
    [{ name: { all: '1,x' } }, 'where[name][all]: all works only on fields that hold several values'],
    [{ name: 'plain' }, 'where[name] needs an operator, e.g. where[name][equals]=value'],
    ['abc', 'where must be written as where[field][operator]=value'],
    [{ status: { equals: 'Deleted' } }, 'where[status][equals]: "Deleted" is not one of Active, Inactive'],
    [{ status: { in: 'Active,Gone' } }, 'where[status][in]: "Gone" is not one of Active, Inactive'],
    [{ status: { like: 'Act' } }, 'where[status][like]: like works only on text fields'],
    [{ createdAt: { contains: '2026' } }, 'where[createdAt][contains]: contains works only on text fields'],
    [{ displayOrder: { not_like: 'x' } }, 'where[displayOrder][not_like]: not_like works only on text fields'],
    [{ id: { contains: '1' } }, 'where[id][contains]: contains works only on text fields'],
    [{ name: { contains: 'a\u0000b' } }, 'where values cannot contain NUL characters (%00)'],
    [{ or: [{ name: { in: ['ok', '\u0000'] } }] }, 'where values cannot contain NUL characters (%00)'],
    [{ OR: [{ and: [{ status: { equals: { equals: '1' } } }] }] }, 'where[status][equals]: operators cannot be nested; give a single value'],
  ])('refuses %j', (where, message) => {
    expect(problem(where)).toEqual(message)
  })

  it('refuses nesting deeper than ten levels', () => {
    let where: object = { name: { equals: 'a' } }
    for (let level = 0; level < 12; level += 1) where = { and: [where] }
    expect(problem(where)).toBe('where is nested more than 10 levels deep')
  })

  it.each([
    { id: { in: '1, 2,3' } },
    { id: { equals: 12 } },
    { status: { equals: 'Active' }, name: { like: 'gold' } },
    { or: [{ name: { contains: '金' } }, { 'product.slug': { equals: 'gold-thread' } }] },
    { or: { 0: { id: { equals: '1' } }, 25: { id: { equals: '2' } } } },
    { tags: { all: [1, 2] } },
    { document: { equals: { relationTo: 'products', value: 3 } } },
    { status: { in: ['Active', 'Inactive'] }, displayOrder: { like: '3' } },
    { location: { near: '114.1,22.3,1000' } },
    { createdAt: { greater_than_equal: '2026-01-01' }, product: { exists: 'true' } },
    { product: { equals: null } },
    { nosuchfield: { equals: 'x' } },
    // Left to Payload, which refuses them with a 400 of its own.
    { name: { nosuch: '1' } },
    { and: 'x' },
    { or: ['x'] },
    undefined,
  ])('lets %j through', (where) => {
    expect(problem(where)).toBeUndefined()
  })

  it('treats ids as text where the collection says so', () => {
    expect(whereProblem({ id: { in: 'abc,def' } }, { ...context, numericIds: false })).toBeUndefined()
  })
})

describe('anonymous read bounds', () => {
  it.each([
    [{ limit: 101 }, 'limit must be at most 100'],
    [{ limit: 100000, depth: 2 }, 'limit must be at most 100'],
    [{ depth: 3 }, 'depth must be at most 2'],
    [{ pagination: false }, 'pagination=false lists everything, which only administrators may ask for; use limit (at most 100) and page'],
    [{ limit: 0 }, 'limit must be between 1 and 100 (limit=0 lists everything, which only administrators may ask for)'],
  ])('refuses %j', (args, message) => {
    expect(anonymousReadProblem(args)).toBe(message)
  })
  it.each([{}, { limit: 100, depth: 2 }, { limit: 1, depth: 0, pagination: true }])('allows %j', (args) => {
    expect(anonymousReadProblem(args)).toBeUndefined()
  })
})
