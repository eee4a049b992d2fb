import { describe, expect, it } from 'vitest'
import type { Localized } from '../types'
import { products } from './catalogue'

const text = (value: string | Localized, side: 'en' | 'zh') => (typeof value === 'string' ? value : value[side])

// Issue 16, item 10: within an item code's specification table, values and units read one way per language.
describe('demo item-code specifications', () => {
  const codes = products.flatMap((product) => product.itemCodes)

  it('give lengths and weights in one unit style per language: m and g in English, 米 and 克 in Chinese', () => {
    for (const code of codes) {
      for (const field of ['netWeight', 'grossWeight'] as const) {
        expect(code[field].en, `${code.itemCode} ${field}`).toMatch(/^[\d,.]+ g$/)
        expect(code[field].zh, `${code.itemCode} ${field}`).toMatch(/^[\d,.]+ 克$/)
      }
      expect(code.length.en, code.itemCode).toMatch(/^[\d,.]+ (m|g) per \w+$/)
      expect(code.length.zh, code.itemCode).toMatch(/^每. [\d,.]+ (米|克)$/)
    }
  })

  it('write temperatures one way per language (110 °C in English, 110°C in Chinese) and have no inch mark or English words on the Chinese side', () => {
    for (const code of codes) {
      for (const field of ['ironing', 'washingTemperature'] as const) {
        expect(code[field].en, `${code.itemCode} ${field}`).not.toMatch(/\d°C/)
        expect(code[field].zh, `${code.itemCode} ${field}`).not.toMatch(/\d °C/)
      }
      const denier = text(code.denier, 'zh')
      expect(denier, code.itemCode).not.toMatch(/["”]|[A-Za-z]{2,}/)
    }
  })
})

// Issue 16, item 14: a premium thread maker's catalogue, not one cone in many colours.
describe('demo product pictures', () => {
  it('give every product a look of its own kind, never the same as its neighbour in the catalogue', () => {
    const looks = products.map((product) => product.look)
    expect(looks.every(Boolean)).toBe(true)
    looks.slice(1).forEach((look, index) => expect(look, products[index + 1]!.slug).not.toBe(looks[index]))
    expect(new Set(looks).size).toBeGreaterThanOrEqual(6)
  })
})

// Issue 50.10: a product's text that counts its stocked shades agrees with the item codes it is seeded with.
describe('demo product texts', () => {
  it('count as many stocked shades as the product has item codes, in both languages', () => {
    let claims = 0
    for (const product of products) {
      const english = /(\d+) stocked shades/.exec(text(product.detailedDescription, 'en'))
      const chinese = /常備 (\d+) 種顏色/.exec(text(product.detailedDescription, 'zh'))
      expect(Boolean(english), product.slug).toBe(Boolean(chinese))
      if (!english || !chinese) continue
      claims += 1
      expect([Number(english[1]), Number(chinese[1])], product.slug).toEqual([product.itemCodes.length, product.itemCodes.length])
    }
    expect(claims).toBeGreaterThan(0)
  })
})
