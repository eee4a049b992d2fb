import { describe, expect, it } from 'vitest'
import { isAvailability, leadTimeProblem, minimumOrderProblem } from './availability'

describe('item-code availability rules', () => {
  it('knows its four values', () => {
    expect(['in-stock', 'made-to-order', 'limited', 'discontinued'].every(isAvailability)).toBe(true)
    expect(isAvailability('In stock')).toBe(false)
  })

  it('takes a lead time of 1 to 52 whole weeks', () => {
    expect([leadTimeProblem(null), leadTimeProblem(''), leadTimeProblem(0), leadTimeProblem(1.5), leadTimeProblem(53)]).toEqual(['required', 'required', 'range', 'range', 'range'])
    expect([leadTimeProblem(1), leadTimeProblem(52), leadTimeProblem('8')]).toEqual([undefined, undefined, undefined])
  })

  it('takes a minimum order above 0 with its unit, whole in cones and spools', () => {
    expect(minimumOrderProblem(null, null)).toBeUndefined()
    expect(minimumOrderProblem(12, null)).toBe('unit')
    expect(minimumOrderProblem(-1, 'kg')).toBe('positive')
    expect(minimumOrderProblem(6.5, 'spools')).toBe('whole')
    expect(minimumOrderProblem(0.5, 'kg')).toBeUndefined()
    expect(minimumOrderProblem(500, 'metres')).toBeUndefined()
  })
})
