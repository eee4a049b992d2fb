import { describe, expect, it } from 'vitest'
import { codeCandidateTerms, isCodeQuery, keyRange, matchCode, normaliseQuery } from './match'

describe('the site search query', () => {
  it('trims, collapses spaces and cuts a long query', () => {
    expect(normaliseQuery('  gold   thread ')).toBe('gold thread')
    expect(normaliseQuery(['金線', 'x'])).toBe('金線')
    expect(normaliseQuery(undefined)).toBe('')
    expect(normaliseQuery('a'.repeat(2000))).toHaveLength(100)
  })
  it('treats one word of two characters or more as a possible item code, and a spaced code with digits (issue 28.8)', () => {
    expect(isCodeQuery('m1')).toBe(true)
    expect(isCodeQuery('m')).toBe(false)
    expect(isCodeQuery('gold thread')).toBe(false)
    expect(isCodeQuery('KS M150 G01')).toBe(true)
    expect(isCodeQuery('KSM150G01')).toBe(true)
    expect(isCodeQuery('%')).toBe(false)
    expect(isCodeQuery('金線')).toBe(true)
  })

  it('asks the database for the longest run typed, and the longest run of digits', () => {
    expect(codeCandidateTerms('KS M150 G01')).toEqual(['M150', '150'])
    expect(codeCandidateTerms('KSM150G01')).toEqual(['KSM150G01', '150'])
    expect(codeCandidateTerms('ks-m150-c01')).toEqual(['m150', '150'])
    expect(codeCandidateTerms('GD')).toEqual(['GD'])
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
    ['KS-M150-C01', 'C01', 'exact'],
    ['KS-M150-C01', 'KS M150 C01', 'exact'],
    ['KS-M150-C01', 'ksm150c01', 'exact'],
    ['KS-M150-C01', 'M150 C0', 'prefix'],
    ['KS-M150-C01', '150-C01', null],
    ['KS-M150-C01', '50C01', null],
    ['KS-M150-C01', 'KS-M150-', 'prefix'],
    ['KS-M1500-G01', 'KS-M150-', null],
    ['KS-M1500-G01', 'M1500-', 'prefix'],
    ['KS-M150-C01', 'KS-M150-C011', null],
    ['G01', 'g01', 'exact'],
    ['G01', 'G0', 'prefix'],
  ] as const)('%s answers %s as %s', (code, query, expected) => {
    expect(matchCode(code, query)).toBe(expected)
  })
})

describe('keyRange', () => {
  it('names the keys that start with a key as a range of the key column', () => {
    expect(keyRange('M150')).toEqual({ from: 'M150', to: 'M151' })
    expect(keyRange('M159')).toEqual({ from: 'M159', to: 'M15A' })
    expect(keyRange('M15Z')).toEqual({ from: 'M15Z', to: 'M16' })
    expect(keyRange('KS')).toEqual({ from: 'KS', to: 'KT' })
  })

  it('leaves keys of other characters, and keys no range ends, to the scan', () => {
    expect(keyRange('')).toBeNull()
    expect(keyRange('ZZ')).toBeNull()
    expect(keyRange('金線1')).toBeNull()
    expect(keyRange('m150')).toBeNull()
  })
})
