import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readShadeIndex } from '../../src/colours/reads'
import { searchColours } from '../../src/colours/search'
import { uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
let goldId: number
let hiddenId: number

const product = async (name: string, status: 'Active' | 'Inactive', chinese?: string) => {
  const doc = await payload.create({ collection: 'products', data: { name, slug: uniqueSlug('colour'), status } as never })
  if (chinese) await payload.update({ collection: 'products', id: doc.id, locale: 'zh-Hant', data: { name: chinese } as never })
  return doc.id
}
const code = (productId: number, itemCode: string, shadeHex?: string) =>
  payload.create({ collection: 'item-codes', data: { product: productId, itemCode, ...(shadeHex ? { shadeHex } : {}) } as never })

beforeAll(async () => {
  context = await startTestPayload('colours')
  payload = context.payload
  goldId = await product('Sun Gold Metallic', 'Active', '太陽金線')
  const holo = await product('Prism Holographic Twist', 'Active', '稜鏡幻彩捻線')
  hiddenId = await product('Hidden Gold', 'Inactive')
  await code(goldId, 'SG-01', '#C9A227')
  await code(goldId, 'SG-02', '#CAA328')
  await code(goldId, 'SG-03', '#1F4E9C')
  await code(goldId, 'SG-04')
  await code(holo, 'PH-01', '#C9CCD6')
  await code(hiddenId, 'HG-01', '#C9A227')
})
afterAll(async () => context?.close())

describe('the colour finder reads', () => {
  it('reads only item codes with a shade colour, of Active products, with their Lab and families', async () => {
    const index = await readShadeIndex(payload)
    expect(index.entries.map((entry) => entry.code)).toEqual(['PH-01', 'SG-01', 'SG-02', 'SG-03'])
    const gold = index.entries.find((entry) => entry.code === 'SG-01')!
    expect(gold).toMatchObject({ hex: '#c9a227', productId: goldId, families: ['golds'] })
    expect(gold.lab.L).toBeCloseTo(68.32, 1)
    expect(index.entries.find((entry) => entry.code === 'SG-03')?.families).toEqual(['blues'])
    expect(index.entries.find((entry) => entry.code === 'PH-01')?.families).toEqual(['silvers', 'holographic'])
    expect(index.products[goldId]).toMatchObject({ name: { en: 'Sun Gold Metallic', 'zh-Hant': '太陽金線' } })
    expect(index.products[hiddenId]).toBeUndefined()
  })

  it('ranks the nearest codes, the far ones last and labelled so', async () => {
    const index = await readShadeIndex(payload)
    const found = searchColours({ hex: 'c9a227' }, index)
    expect(found.kind).toBe('colour')
    if (found.kind !== 'colour') return
    expect(found.matches.map((match) => [match.code, match.closeness])).toEqual([
      ['SG-01', 'exact'],
      ['SG-02', 'exact'],
      ['PH-01', 'notClose'],
      ['SG-03', 'notClose'],
    ])
    expect(found.matches[0]?.product.slug).toMatch(/^colour-/)
    expect(searchColours({ hex: 'nonsense' }, index)).toEqual({ kind: 'invalid', value: 'nonsense' })
    const holographic = searchColours({ family: 'holographic' }, index)
    expect(holographic).toMatchObject({ kind: 'family', total: 1, matches: [{ code: 'PH-01' }] })
  })

  it('forgets a code whose product becomes Inactive', async () => {
    await payload.update({ collection: 'products', id: goldId, data: { status: 'Inactive' } as never })
    const index = await readShadeIndex(payload)
    expect(index.entries.map((entry) => entry.code)).toEqual(['PH-01'])
  })
})
