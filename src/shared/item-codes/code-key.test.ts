import { describe, expect, it } from 'vitest'
import { codeKey, searchKeysOf } from './code-key'

describe('item code keys', () => {
  it('reads a code as its letters and digits in capitals', () => {
    expect(codeKey('ks m150-g01')).toBe('KSM150G01')
  })

  it('keys a code by itself and by each tail a buyer may type alone', () => {
    expect(searchKeysOf('KS-M150-G01')).toEqual(['KSM150G01', 'M150G01', 'G01'])
    expect(searchKeysOf('KS-MS300-G01-X')).toEqual(['KSMS300G01X', 'MS300G01X', 'G01X', 'X'])
    // One key once, and none empty.
    expect(searchKeysOf('G01')).toEqual(['G01'])
    expect(searchKeysOf('KS--')).toEqual(['KS'])
  })
})
