import { describe, expect, it } from 'vitest'
import { fill } from './fill'

describe('fill', () => {
  it('fills every placeholder, by name, in any order', () => {
    expect(fill('Page {page} of {total}', { total: 9, page: 2 })).toBe('Page 2 of 9')
    expect(fill('{a} and {a}', { a: 'x' })).toBe('x and x')
  })

  it('takes a value exactly as given, $ patterns included', () => {
    expect(fill('Results for “{query}”', { query: "gold $& $' $1" })).toBe("Results for “gold $& $' $1”")
  })

  it('leaves a placeholder without a value as it is', () => {
    expect(fill('{known} {unknown}', { known: 1 })).toBe('1 {unknown}')
  })
})
