import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readShadeIndex, updateShadeIndex, type ShadeIndex } from '../../src/colours/reads'
import { nearestByLightness } from '../../src/colours/rank'
import { searchColours } from '../../src/colours/search'
import { hexToLab } from '../../src/colours/srgb-lab'
import { toSimplified } from '../../src/shared/text/to-simplified'
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

describe('the colour finder kept up to date after saves', () => {
  // What a request after each save finds: only the changes are read, and the list is the one a whole read gives.
  let index: ShadeIndex
  let since: Date
  const updated = async () => {
    const next = await updateShadeIndex(payload, index, since)
    expect(next).not.toBeNull()
    const whole = await readShadeIndex(payload)
    expect(next).toEqual(whole)
    since = new Date(Date.now() - 1000)
    index = next!
    return next!
  }
  const codes = (found: ShadeIndex) => found.entries.map((entry) => `${entry.code} ${entry.hex} ${entry.families.join('+')}`)

  beforeAll(async () => {
    since = new Date(Date.now() - 1000)
    index = await readShadeIndex(payload)
  })

  it('follows a changed shade, a new code, a cleared shade and a deleted code', async () => {
    const active = await product('Ember Copper', 'Active', '餘燼銅線')
    const first = await code(active, 'EC-01', '#B87333')
    expect(codes(await updated())).toContain('EC-01 #b87333 coppers')
    await payload.update({ collection: 'item-codes', id: first.id, data: { shadeHex: '#F5F5F0' } as never })
    expect(codes(await updated())).toContain('EC-01 #f5f5f0 whites')
    const second = await code(active, 'EC-02', '#101010')
    await payload.update({ collection: 'item-codes', id: first.id, data: { shadeHex: '' } as never })
    const afterClear = codes(await updated())
    expect(afterClear).toContain('EC-02 #101010 blacks')
    expect(afterClear.some((line) => line.startsWith('EC-01'))).toBe(false)
    await payload.delete({ collection: 'item-codes', id: second.id })
    expect(codes(await updated()).some((line) => line.startsWith('EC-'))).toBe(false)
  })

  it('follows a change of availability: a discontinued code stays in the index but leaves the nearest colours, a limited one keeps its note per language (issue 52)', async () => {
    const active = await product('Tidal Blue', 'Active', '潮汐藍線')
    const blue = await code(active, 'TB-01', '#1F4E9C')
    const near = await code(active, 'TB-02', '#2A5AA8')
    expect(codes(await updated())).toContain('TB-01 #1f4e9c blues')
    // Asked of the lists themselves: an answer kept in the memo would make the index differ from a whole read.
    const nearestTo = (found: ShadeIndex) => nearestByLightness(hexToLab('#1f4e9c')!, found.lightness, 2).map(({ entry }) => entry.code)
    expect(nearestTo(index)).toEqual(['TB-01', 'TB-02'])
    await payload.update({ collection: 'item-codes', id: blue.id, data: { availability: 'discontinued', discontinuedOn: '2026-10-31T12:00:00.000Z', replacement: near.id } as never })
    const afterDiscontinued = await updated()
    expect(afterDiscontinued.entries.find((entry) => entry.code === 'TB-01')).toMatchObject({ availability: 'discontinued', replacement: near.id, facts: { discontinuedOn: expect.any(String) } })
    expect(afterDiscontinued.orderable.map((entry) => entry.code)).not.toContain('TB-01')
    expect(nearestTo(afterDiscontinued)[0]).toBe('TB-02')
    const blues = searchColours({ family: 'blues' }, afterDiscontinued)
    expect(blues.kind === 'family' && blues.matches.map((match) => match.code)).toContain('TB-02')
    expect(blues.kind === 'family' && blues.matches.map((match) => match.code)).not.toContain('TB-01')
    await payload.update({ collection: 'item-codes', id: near.id, data: { availability: 'limited', availabilityNote: 'Last 12 cones' } as never })
    await payload.update({ collection: 'item-codes', id: near.id, locale: 'zh-Hant', data: { availabilityNote: '只餘 12 筒' } as never })
    const afterLimited = await updated()
    expect(afterLimited.entries.find((entry) => entry.code === 'TB-02')).toMatchObject({ availability: 'limited', facts: { notes: { en: 'Last 12 cones', 'zh-Hant': '只餘 12 筒', 'zh-Hans': toSimplified('只餘 12 筒') } } })
    // Back in production: offered again as the nearest.
    await payload.update({ collection: 'item-codes', id: blue.id, data: { availability: 'in-stock' } as never })
    expect(nearestTo(await updated())).toEqual(['TB-01', 'TB-02'])
    await payload.delete({ collection: 'products', id: active })
    await updated()
  })

  it('follows a product made Active or Inactive, renamed, or deleted', async () => {
    await payload.update({ collection: 'products', id: goldId, data: { status: 'Active' } as never })
    expect(codes(await updated())).toContain('SG-01 #c9a227 golds')
    await payload.update({ collection: 'products', id: goldId, data: { name: 'Sun Gold Holographic' } as never })
    expect(codes(await updated())).toContain('SG-01 #c9a227 golds+holographic')
    await payload.update({ collection: 'products', id: goldId, data: { status: 'Inactive' } as never })
    expect(codes(await updated()).some((line) => line.startsWith('SG-'))).toBe(false)
    const doomed = await product('Short Lived Silver', 'Active', '短暫銀線')
    await code(doomed, 'SL-01', '#C0C0C0')
    expect(codes(await updated())).toContain('SL-01 #c0c0c0 silvers')
    await payload.delete({ collection: 'products', id: doomed })
    expect(codes(await updated()).some((line) => line.startsWith('SL-'))).toBe(false)
  })
})
