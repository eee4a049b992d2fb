import { describe, expect, it } from 'vitest'
import { familyNamed } from './family-words'

describe('familyNamed', () => {
  it.each([
    ['silver', 'silvers'],
    ['Silver metallic thread', 'silvers'],
    ['銀色', 'silvers'],
    ['银色', 'silvers'],
    ['金色', 'golds'],
    ['gold', 'golds'],
    ['rose gold', 'coppers'],
    ['红色', 'reds'],
    ['紅色金屬線', 'reds'],
    ['navy', 'blues'],
  ] as const)('reads %s as %s', (query, family) => {
    expect(familyNamed(query)).toBe(family)
  })

  it.each(['金屬線', 'goldfinch', 'Madeira 4006', 'KS-M150-G01', ''])('names no family in %s', (query) => {
    expect(familyNamed(query)).toBeUndefined()
  })
})
