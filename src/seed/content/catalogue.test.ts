import { describe, expect, it } from 'vitest'
import type { Localized } from '../types'
import { products } from './catalogue'
import { ciede2000 } from '../../colours/ciede2000'
import { hexToLab } from '../../colours/srgb-lab'

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

// Issue 52.5: a believable mix of availability.
describe('demo availability', () => {
  const codes = products.flatMap((product) => product.itemCodes.map((code) => ({ ...code, product: product.slug })))
  const kind = (name: string) => codes.filter((code) => (code.availability?.availability ?? 'in-stock') === name)

  it('keeps most codes in stock, some made to order in 4 to 8 weeks, one or two limited with a note in both languages', () => {
    expect(kind('in-stock').length / codes.length).toBeGreaterThan(0.7)
    const madeToOrder = kind('made-to-order')
    expect(madeToOrder.length / codes.length).toBeGreaterThan(0.1)
    expect(madeToOrder.length / codes.length).toBeLessThan(0.2)
    for (const code of madeToOrder) expect(code.availability?.availability === 'made-to-order' && code.availability.leadTimeWeeks, code.itemCode).toSatisfy((weeks: unknown) => typeof weeks === 'number' && weeks >= 4 && weeks <= 8)
    const limited = kind('limited')
    expect(limited.length).toBeGreaterThanOrEqual(1)
    expect(limited.length).toBeLessThanOrEqual(2)
    for (const code of limited) expect(code.availability?.availability === 'limited' && code.availability.note.en && code.availability.note.zh, code.itemCode).toBeTruthy()
  })

  it('discontinues two codes months ago, each pointing to a close shade of its own product that can be ordered', () => {
    const discontinued = kind('discontinued')
    expect(discontinued).toHaveLength(2)
    for (const code of discontinued) {
      if (code.availability?.availability !== 'discontinued') continue
      const { replacement, monthsAgo } = code.availability
      expect(monthsAgo, code.itemCode).toBeGreaterThanOrEqual(2)
      const target = codes.find((other) => other.itemCode === replacement)
      expect(target?.product, code.itemCode).toBe(code.product)
      expect(target?.availability?.availability ?? 'in-stock', replacement).not.toBe('discontinued')
      expect(ciede2000(hexToLab(code.shadeHex)!, hexToLab(target!.shadeHex)!), `${code.itemCode} → ${replacement}`).toBeLessThan(12)
    }
  })

  it('gives each product a minimum order in its own unit', () => {
    expect(products.find((product) => product.slug === 'mirror-lame-flat-yarn')?.itemCodes[0]?.minimumOrder).toEqual({ quantity: 6, unit: 'spools' })
    expect(products.find((product) => product.slug === 'celestial-m-type-metallic')?.itemCodes[0]?.minimumOrder).toEqual({ quantity: 10, unit: 'cones' })
    expect(codes.filter((code) => code.minimumOrder).length / codes.length).toBeGreaterThan(0.9)
  })
})
