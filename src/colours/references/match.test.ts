import { describe, expect, it } from 'vitest'
import { codeKey, matchReferences } from './match'

const references = [
  { id: 1, brand: 'Madeira', line: 'Metallic No. 40', code: '4006' },
  { id: 2, brand: 'Madeira', line: 'Metallic No. 4', code: '6' },
  { id: 3, brand: 'Isacord', line: 'Isacord 40', code: '0020' },
  { id: 4, brand: 'Pantone', line: 'Metallic', code: '871 C' },
  { id: 5, brand: 'Gunold', line: 'Poly Sparkle', code: '4006' },
]
const ids = (query: string) => matchReferences(query, references).map((reference) => reference.id)

describe('reading another brand’s shade', () => {
  it('finds a reference by brand and code, by code alone, in any case, and with its line', () => {
    expect(ids('Madeira 4006')).toEqual([1])
    expect(ids('4006')).toEqual([1, 5])
    expect(ids('isacord 0020')).toEqual([3])
    expect(ids('ISACORD 20')).toEqual([3])
    expect(ids('madeira metallic 6')).toEqual([2])
    expect(ids('Madeira Metallic No. 4 no. 6')).toEqual([2])
    expect(ids('Pantone 871 C')).toEqual([4])
    expect(ids('pantone 871c')).toEqual([4])
    expect(ids('871 C')).toEqual([4])
  })

  it('reads a bare number the table has once with its zeros, a named brand\'s code without its letter, and a brand run into its code (issue 50.7)', () => {
    expect(ids('0020')).toEqual([3])
    expect(ids('Pantone 871')).toEqual([4])
    expect(ids('madeira4006')).toEqual([1])
    expect(ids('isacord0020')).toEqual([3])
    // A brand whose name holds digits is read the same way in the table and in the query.
    expect(matchReferences('Threadco2x9 7707', [{ id: 9, brand: 'Threadco2x9', line: 'Glitter', code: '7707' }]).map((reference) => reference.id)).toEqual([9])
    expect(ids('871')).toEqual([])
    expect(ids('Madeira 400')).toEqual([])
  })

  it('names nothing for a lone short number, a word that is not the brand or line, or no code', () => {
    expect(ids('6')).toEqual([])
    expect(ids('gold 6')).toEqual([])
    expect(ids('metallic 4006')).toEqual([])
    expect(ids('Madeira')).toEqual([])
    expect(ids('')).toEqual([])
  })

  it('compares codes without case, spaces, hyphens or leading zeros', () => {
    expect(codeKey('0020')).toBe('20')
    expect(codeKey('871 C')).toBe('871c')
    expect(codeKey('KS-0')).toBe('ks0')
    expect(codeKey('000')).toBe('0')
  })
})
