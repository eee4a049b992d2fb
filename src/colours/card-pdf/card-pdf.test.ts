import { describe, expect, it } from 'vitest'
import { pageContents, pdfStructure, structureNodes } from '../../../tests/helpers/pdf-structure'
import type { GeneralSetting } from '../../payload-types'
import { pdfFontFiles } from '../../platform/pdf/fonts'
import type { ColourCard } from '../colour-card'
import { colourCardDocument, colourCardFilename } from './content'
import { renderColourCard } from './layout'
import { sheenStops } from './sheen'

const settings = { brandName: 'Kinsen', companyName: 'Kinsen Metallic Threads Ltd.', address: 'San Po Kong, Kowloon', telephone: '+852 2345 6789' } as GeneralSetting
const shades = (count: number): ColourCard['shades'] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    itemCode: `KS-M150-${String(index + 1).padStart(2, '0')}`,
    hex: `#${(0x203040 + index * 0x050301).toString(16).toUpperCase()}`,
    finish: index % 3 === 0 ? 'metallic' : index % 3 === 1 ? 'holographic' : 'plain',
    families: [],
    availability: 'in-stock' as const,
    availabilityFacts: {},
    threadType: 'Metallic',
    composition: '70% polyester, 30% metallised film',
    length: index % 2 ? '1,000 m' : '2,500 m',
  }))
const card = (count: number): ColourCard => ({ product: { id: 1, name: 'Supertwist Metallic', slug: 'supertwist' }, shades: shades(count) })

describe('the printed colour card', () => {
  it('runs on to further pages, every shade a tagged list item, every page with its footer as an artifact', async () => {
    const content = colourCardDocument('en', settings, card(30), new Date('2026-11-27T08:00:00Z'), 'https://www.kinsen.example/products/supertwist/colours')
    expect(content.shared.rows).toEqual([
      { label: 'Type', value: 'Metallic' },
      { label: 'Composition', value: '70% polyester, 30% metallised film' },
    ])
    expect(content.shades[1]!.figures).toEqual([['Length', '1,000 m']])
    const bytes = await renderColourCard(content, await pdfFontFiles())
    const structure = await pdfStructure(bytes)
    expect(structure.pages.length).toBeGreaterThan(1)
    expect(structure.pages.every((page) => page.untaggedText === 0 && page.artifacts > 0)).toBe(true)
    expect(structure.parentTreeMatches).toBe(true)
    const items = structureNodes(structure.root).filter((node) => node.type === 'LI')
    expect(items).toHaveLength(30)
    expect(structureNodes(items[0]).find((node) => node.type === 'Figure')?.alt).toBe('KS-M150-01, #203040, Metallic sheen')
    expect(structureNodes(items[2]).find((node) => node.type === 'Figure')?.alt).toBe('KS-M150-03, #2A3642')
    expect(bytes.byteLength).toBeLessThan(200_000)
  })

  it('says the availability of a code not in stock among its figures, in the card\'s language, and nothing of one in stock', () => {
    const [inStock, madeToOrder, discontinued] = shades(3)
    const mixed: ColourCard = {
      ...card(0),
      shades: [
        inStock!,
        { ...madeToOrder!, availability: 'made-to-order', availabilityFacts: { availability: 'made-to-order', leadTimeWeeks: 6 } },
        { ...discontinued!, availability: 'discontinued', availabilityFacts: { availability: 'discontinued', discontinuedOn: '2026-03-31T12:00:00.000Z' } },
      ],
    }
    const english = colourCardDocument('en', settings, mixed, new Date('2026-11-27T08:00:00Z'), 'https://www.kinsen.example/products/supertwist/colours')
    expect(english.shades.map((shade) => shade.figures.filter(([label]) => label === 'Availability'))).toEqual([[], [['Availability', 'Made to order: 6 weeks']], [['Availability', 'Discontinued on 31 March 2026']]])
    const chinese = colourCardDocument('zh-Hant', settings, mixed, new Date('2026-11-27T08:00:00Z'), 'https://zh.kinsen.example/products/supertwist/colours')
    expect(chinese.shades[1]!.figures).toContainEqual(['供應情況', '按訂單生產：6 星期'])
  })

  it('keeps a long footer within the margins', async () => {
    const address = `https://www.kinsen-metallic-threads.example/products/${'a-very-long-product-address-'.repeat(3)}/colours`
    const bytes = await renderColourCard(colourCardDocument('en', settings, card(2), new Date('2026-11-27T08:00:00Z'), address), await pdfFontFiles())
    const [content] = await pageContents(bytes)
    // The footer is the page's first text: its size is set by the Tf before it.
    const size = Number(/\/\S+ ([\d.]+) Tf/.exec(content ?? '')?.[1])
    expect(size).toBeGreaterThan(4)
    expect(size).toBeLessThan(8)
  })

  it('is saved under the product and the language', () => {
    expect(colourCardFilename('supertwist', 'en')).toBe('supertwist-colour-card.pdf')
    expect(colourCardFilename('supertwist', 'zh-Hant')).toBe('supertwist-colour-card-zh-Hant.pdf')
  })

  it('lights a metallic swatch as the site does: brighter at the top left, darker past the middle, a flat colour for a plain thread', () => {
    const gold: [number, number, number] = [0.79, 0.64, 0.15]
    expect(sheenStops('plain', gold)).toEqual([[0, gold], [1, gold]])
    const stops = sheenStops('metallic', gold)
    const at = (position: number) => stops.find(([where]) => Math.abs(where - position) < 1e-9)![1]
    expect(at(0)[2]).toBeCloseTo(gold[2] + (1 - gold[2]) * 0.55)
    expect(at(0.3)).toEqual(gold)
    expect(at(0.55)[0]).toBeCloseTo(gold[0] * (1 - 0.22))
    // A holographic swatch carries a hue of the rainbow the flat colour has not.
    const holographic = sheenStops('holographic', [0.5, 0.5, 0.5])
    expect(holographic.some(([, [red, , blue]]) => Math.abs(red - blue) > 0.05)).toBe(true)
  })
})
