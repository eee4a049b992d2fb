import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/messages/en'
import { zhHant } from '../../i18n/messages/zh-Hant'
import { availabilityOf, availabilityText, isAvailableNow, isOrderable, minimumOrderText, SCHEMA_AVAILABILITY } from './availability-text'
import { deltaELabel } from './replacements'

describe('an item code’s availability in the buyer’s words', () => {
  it('reads a record without availability as in stock', () => {
    expect(availabilityOf({})).toBe('in-stock')
    expect(availabilityOf({ availability: 'sold-out' })).toBe('in-stock')
    expect(availabilityText(undefined, en.availability, 'en')).toBe('In stock')
  })

  it('gives the lead time of a code made to order, and its plain words without one', () => {
    expect(availabilityText({ availability: 'made-to-order', leadTimeWeeks: 6 }, en.availability, 'en')).toBe('Made to order: 6 weeks')
    expect(availabilityText({ availability: 'made-to-order', leadTimeWeeks: 6 }, zhHant.availability, 'zh-Hant')).toBe('按訂單生產：6 星期')
    expect(availabilityText({ availability: 'made-to-order' }, en.availability, 'en')).toBe('Made to order')
  })

  it('shows a note only under Limited, whatever an older record still holds', () => {
    expect(availabilityText({ availability: 'limited', availabilityNote: ' Up to 60 cones ' }, en.availability, 'en')).toBe('Limited stock — Up to 60 cones')
    expect(availabilityText({ availability: 'in-stock', availabilityNote: 'Up to 60 cones' }, en.availability, 'en')).toBe('In stock')
  })

  it('dates a discontinued code in Hong Kong time, in each language', () => {
    expect(availabilityText({ availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z' }, en.availability, 'en')).toBe('Discontinued on 31 July 2026')
    expect(availabilityText({ availability: 'discontinued', discontinuedOn: '2026-07-31T20:00:00.000Z' }, zhHant.availability, 'zh-Hant')).toBe('已於 2026年8月1日 停產')
  })

  it('tells what can be ordered and what ships now', () => {
    expect(['in-stock', 'made-to-order', 'limited', 'discontinued'].map((availability) => [isOrderable({ availability }), isAvailableNow({ availability })])).toEqual([
      [true, true],
      [true, false],
      [true, true],
      [false, false],
    ])
    expect(SCHEMA_AVAILABILITY.discontinued).toBe('https://schema.org/Discontinued')
  })

  it('writes a minimum order with its unit, and none without a unit', () => {
    expect(minimumOrderText({ minimumOrder: 2.5, minimumOrderUnit: 'kg' }, en.availability, 'en')).toBe('2.5 kg')
    expect(minimumOrderText({ minimumOrder: 1200, minimumOrderUnit: 'metres' }, zhHant.availability, 'zh-Hant')).toBe('1,200 米')
    expect(minimumOrderText({ minimumOrder: 12 }, en.availability, 'en')).toBeUndefined()
  })

  it('labels ΔE with one decimal, never 0.0 for shades that differ', () => {
    expect([deltaELabel(0), deltaELabel(0.02), deltaELabel(1.26)]).toEqual(['0.0', '<0.1', '1.3'])
  })
})
