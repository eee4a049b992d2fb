import { describe, expect, it } from 'vitest'
import { quantityText } from './quantity-text'

const english = { cones: 'cones', metres: 'metres', cone: 'cone', metre: 'metre' }
const chinese = { cones: '筒', metres: '米', cone: '筒', metre: '米' }

describe('a quantity in words', () => {
  it('says one in the singular and more in the plural', () => {
    expect(quantityText(1, 'cones', english)).toBe('1 cone')
    expect(quantityText(5, 'cones', english)).toBe('5 cones')
    expect(quantityText(1, 'metres', english)).toBe('1 metre')
    expect(quantityText(2000, 'metres', english)).toBe('2,000 metres')
  })

  it('uses the one word Chinese has for both', () => {
    expect(quantityText(1, 'cones', chinese)).toBe('1 筒')
    expect(quantityText(300, 'metres', chinese)).toBe('300 米')
  })
})
