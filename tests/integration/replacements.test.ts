import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readColourCard } from '../../src/colours/colour-card'
import { readShadeIndex, type ShadeIndex } from '../../src/colours/reads'
import { convertReference } from '../../src/colours/references/convert'
import { readReplacements } from '../../src/colours/replacement-reads'
import { searchColours } from '../../src/colours/search'
import { productsWithColourCards } from '../../src/colours/sitemap'
import { availabilityData, pinDemoReplacements } from '../../src/seed/availability'
import { products } from '../../src/seed/content/catalogue'
import { createLocalized } from '../../src/seed/write-localized'
import { siteLocales } from '../../src/shared/locales'
import { toSimplified } from '../../src/shared/text/to-simplified'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Issue 52 in the colours domain, on the demo catalogue as the seed writes it (its products and
 * item codes with their availability and pinned replacements; without the pictures, which nothing
 * here looks at): the replacements of a discontinued code, and no discontinued code offered as a
 * nearest colour, a conversion or a colour card worth a search engine's visit.
 */
let context: TestPayload
let payload: Payload
let index: ShadeIndex
const codeIds = new Map<string, number>()
const productIds = new Map<string, number>()
const availabilityOf = new Map<string, string>()

beforeAll(async () => {
  context = await startTestPayload('replacements')
  payload = context.payload
  const now = new Date()
  for (const product of products) {
    const id = await createLocalized(payload, 'products', { name: product.name, slug: product.slug, status: product.status, description: product.description })
    productIds.set(product.slug, id)
    for (const code of product.itemCodes) {
      const { itemCode, shadeHex, denier, availability, minimumOrder, ...texts } = code
      codeIds.set(itemCode, await createLocalized(payload, 'item-codes', { product: id, itemCode, shadeHex, denier, ...availabilityData({ availability, minimumOrder }, now), ...texts }))
      availabilityOf.set(itemCode, availability?.availability ?? 'in-stock')
    }
  }
  await pinDemoReplacements(payload, products.flatMap((product) => product.itemCodes), codeIds)
  index = await readShadeIndex(payload)
})
afterAll(async () => context?.close())

const discontinued = () => [...availabilityOf].filter(([, availability]) => availability === 'discontinued').map(([code]) => code)
const productOf = (itemCode: string) => products.find((product) => product.itemCodes.some((code) => code.itemCode === itemCode))!

describe('the replacements of a discontinued code', () => {
  it("offer KS-H200-RB2's pinned KS-H200-MULTI first, as recommended, then the nearest of its own thread, named in each site language", async () => {
    const aurora = productOf('KS-H200-MULTI')
    const names = { en: aurora.name.en, 'zh-Hant': aurora.name.zh, 'zh-Hans': toSimplified(aurora.name.zh) }
    for (const locale of siteLocales) {
      const replacements = await readReplacements(payload, index, locale, codeIds.get('KS-H200-RB2')!)
      expect(replacements[0]).toMatchObject({ itemCode: 'KS-H200-MULTI', group: 'recommended', productSlug: aurora.slug, productName: names[locale], hex: '#B9A6D8', availability: 'in-stock' })
      expect(replacements[0]!.deltaE).toBeGreaterThan(0)
      // The rest of its thread that can be ordered, the limited one among them, nearest first.
      const sameProduct = replacements.filter((replacement) => replacement.group === 'sameProduct')
      expect(sameProduct.map((replacement) => replacement.itemCode).sort()).toEqual(['KS-H200-GD1', 'KS-H200-RB1', 'KS-H200-SL1'])
      expect(sameProduct.map((replacement) => replacement.deltaE!)).toEqual([...sameProduct.map((replacement) => replacement.deltaE!)].sort((a, b) => a - b))
    }
  })

  it('offer KS-P04-RG its pinned KS-P04-AG, and never a discontinued code, for any discontinued code of the demo', async () => {
    expect((await readReplacements(payload, index, 'en', codeIds.get('KS-P04-RG')!))[0]).toMatchObject({ itemCode: 'KS-P04-AG', group: 'recommended' })
    expect(discontinued().sort()).toEqual(['KS-H200-RB2', 'KS-P04-RG'])
    for (const code of discontinued()) {
      for (const locale of siteLocales) {
        const replacements = await readReplacements(payload, index, locale, codeIds.get(code)!)
        expect(replacements.length).toBeGreaterThan(1)
        expect(replacements.filter((replacement) => replacement.availability === 'discontinued' || availabilityOf.get(replacement.itemCode) === 'discontinued')).toEqual([])
        expect(new Set(replacements.map((replacement) => replacement.itemCode)).size).toBe(replacements.length)
      }
    }
  })

  it('are none for a code that can be ordered, or one that does not exist', async () => {
    for (const code of ['KS-H200-MULTI', 'KS-H200-SL1', 'KS-P04-PG']) expect(await readReplacements(payload, index, 'en', codeIds.get(code)!)).toEqual([])
    expect(await readReplacements(payload, index, 'en', 999_999)).toEqual([])
  })

  it('pass over a pin discontinued since, and are none once the product is not Active', async () => {
    const pin = codeIds.get('KS-P04-AG')!
    await payload.update({ collection: 'item-codes', id: pin, data: { availability: 'discontinued', discontinuedOn: '2026-10-31T12:00:00.000Z' } as never })
    try {
      const replacements = await readReplacements(payload, await readShadeIndex(payload), 'en', codeIds.get('KS-P04-RG')!)
      expect(replacements.map((replacement) => replacement.group)).not.toContain('recommended')
      expect(replacements.map((replacement) => replacement.itemCode)).not.toContain('KS-P04-AG')
      expect(replacements[0]?.group).toBe('sameProduct')
    } finally {
      await payload.update({ collection: 'item-codes', id: pin, data: { availability: 'in-stock' } as never })
    }
    const goldwork = productIds.get(productOf('KS-P04-RG').slug)!
    await payload.update({ collection: 'products', id: goldwork, data: { status: 'Inactive' } as never })
    try {
      expect(await readReplacements(payload, await readShadeIndex(payload), 'en', codeIds.get('KS-P04-RG')!)).toEqual([])
    } finally {
      await payload.update({ collection: 'products', id: goldwork, data: { status: 'Active' } as never })
    }
  })
})

describe('a discontinued code elsewhere in the colours domain', () => {
  it('is kept in the index, but never offered as the nearest colour, a family member or a conversion', () => {
    const old = index.entries.find((entry) => entry.code === 'KS-H200-RB2')!
    expect(old).toMatchObject({ availability: 'discontinued', replacement: codeIds.get('KS-H200-MULTI'), threadType: 'Holographic twisted thread' })
    expect(index.orderable.map((entry) => entry.code)).not.toContain('KS-H200-RB2')
    for (const hex of ['#C6A4E0', '#B08D2E']) {
      const found = searchColours({ hex }, index)
      expect(found.kind === 'colour' && found.matches.map((match) => match.code)).toHaveLength(6)
      expect(found.kind === 'colour' && found.matches.filter((match) => match.availability === 'discontinued')).toEqual([])
    }
    for (const family of ['blues', 'golds', 'holographic']) {
      const found = searchColours({ family }, index)
      expect(found.kind === 'family' && found.matches.filter((match) => discontinued().includes(match.code))).toEqual([])
    }
    // A reference pinned to a code discontinued since: the nearest orderable codes instead.
    const conversion = convertReference({ id: 1, brand: 'Madeira', code: '4010', hex: '#c6a4e0', equivalent: old.id, demo: true }, index)
    expect(conversion.matches.map((match) => match.code)).not.toContain('KS-H200-RB2')
    expect(conversion.matches.some((match) => match.pinned)).toBe(false)
    const nearest = searchColours({ hex: '#c6a4e0' }, index)
    expect(conversion.matches.map((match) => match.code)).toEqual(nearest.kind === 'colour' ? nearest.matches.map((match) => match.code) : [])
  })

  it("is marked on its product's colour card, with its phrase's facts in the card's language", async () => {
    const card = await readColourCard(payload, 'zh-Hant', productOf('KS-H200-SL1').slug)
    const shade = (code: string) => card!.shades.find((entry) => entry.itemCode === code)!
    expect(shade('KS-H200-RB2')).toMatchObject({ availability: 'discontinued', availabilityFacts: { discontinuedOn: expect.any(String) } })
    expect(shade('KS-H200-SL1')).toMatchObject({ availability: 'limited', availabilityFacts: { availabilityNote: '薄膜供應緊張：每張訂單最多 60 筒' } })
    expect(shade('KS-H200-MULTI').availability).toBe('in-stock')
  })

  it("takes a product's colour card out of the sitemap once every code is discontinued", async () => {
    const lame = productOf('KS-L69-G10')
    const id = productIds.get(lame.slug)!
    expect((await productsWithColourCards(payload)).has(id)).toBe(true)
    const codes = lame.itemCodes.map((code) => codeIds.get(code.itemCode)!)
    try {
      for (const code of codes) await payload.update({ collection: 'item-codes', id: code, data: { availability: 'discontinued', discontinuedOn: '2026-10-31T12:00:00.000Z' } as never })
      const listed = await productsWithColourCards(payload)
      expect(listed.has(id)).toBe(false)
      expect(listed.has(productIds.get(productOf('KS-H200-RB2').slug)!)).toBe(true)
    } finally {
      for (const code of lame.itemCodes) await payload.update({ collection: 'item-codes', id: codeIds.get(code.itemCode)!, data: { availability: availabilityOf.get(code.itemCode), ...(code.availability?.availability === 'made-to-order' ? { leadTimeWeeks: code.availability.leadTimeWeeks } : {}) } as never })
    }
  })
})
