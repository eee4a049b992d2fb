import { describe, expect, it } from 'vitest'
import { products } from './catalogue'
import { demoReferences } from './shade-references'

describe('demo shade references', () => {
  it('span three brands, each a colour, pinned only to demo item codes, never twice', () => {
    expect(new Set(demoReferences.map((reference) => reference.brand))).toEqual(new Set(['Madeira', 'Isacord', 'Pantone']))
    expect(demoReferences.length).toBeGreaterThanOrEqual(24)
    expect(demoReferences.filter((reference) => !/^#[0-9A-F]{6}$/.test(reference.hex))).toEqual([])
    const codes = new Set(products.flatMap((product) => product.itemCodes.map((code) => code.itemCode)))
    expect(demoReferences.flatMap((reference) => (reference.equivalent && !codes.has(reference.equivalent) ? [reference.equivalent] : []))).toEqual([])
    const keys = demoReferences.map((reference) => `${reference.brand}|${reference.line}|${reference.code}`)
    expect(new Set(keys).size).toBe(keys.length)
  })
})
