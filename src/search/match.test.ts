import { describe, expect, it } from 'vitest'
import { isCodeQuery, matchCode, normaliseQuery } from './match'

describe('the site search query', () => {
  it('trims, collapses spaces and cuts a long query', () => {
    expect(normaliseQuery('  gold   thread ')).toBe('gold thread')
    expect(normaliseQuery(['金線', 'x'])).toBe('金線')
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery('a'.repeat(2000))).toHaveLength(100)
  })
  it('treats one word of two characters or more as a possible item code', () => {
    expect(isCodeQuery('m1')).toBe(true)
    expect(isCodeQuery('m')).toBe(false)
    expect(isCodeQuery('gold thread')).toBe(false)
  })
})

describe('item-code matching', () => {
  it.each([
    ['KS-M150-C01', 'KS-M150-C01', 'exact'],
    ['KS-M150-C01', 'ks-m150-c01', 'exact'],
    ['KS-M150-C01', 'm150-c01', 'exact'],
    ['KS-M150-C01', 'KS-M150', 'prefix'],
    ['KS-M150-C01', 'm150', 'prefix'],
    ['KS-M150-C01', 'KS-M1', 'prefix'],
    ['KS-M150-C01', 'C01', null],
    ['KS-M150-C01', '150-C01', null],
    ['KS-M150-C01', 'KS-M150-C011', null],
    ['G01', 'g01', 'exact'],
    ['G01', 'G0', 'prefix'],
  ] as const)('%s answers %s as %s', (code, query, expected) => {
    expect(matchCode(code, query)).toBe(expected)
  })
})
