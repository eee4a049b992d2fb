import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineReplacements } from '../../src/requests/line-replacements'
import type { RequestLine } from '../../src/requests/lines'
import { resolveLines, storedLines } from '../../src/requests/reads'
import type { Replacement, ReplacementsOf } from '../../src/shared/item-codes/replacements'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The request list's reads of availability (issue 52) on the Local API: each line's code as it is now,
 * copied into the request as sent; a discontinued line's replacements, ranked here by a fake of the
 * colours domain's ReplacementsOf, with the ids the list's button swaps in; and the refusal of adding one.
 */
let context: TestPayload
let payload: Payload
let product: number
let other: number
const ids: Record<string, number> = {}

const line = (code: number | undefined, extra: Partial<RequestLine> = {}): RequestLine => ({ product, code, kind: 'samples', quantity: 2, unit: 'cones', note: '', ...extra })

beforeAll(async () => {
  context = await startTestPayload('request-availability')
  payload = context.payload
  product = (await payload.create({ collection: 'products', data: { name: 'Hologram Thread', slug: 'hologram-thread', status: 'Active' } as never })).id
  other = (await payload.create({ collection: 'products', data: { name: 'Hologram Fine', slug: 'hologram-fine', status: 'Active' } as never })).id
  const create = async (itemCode: string, data: Record<string, unknown> = {}, of = product) => (await payload.create({ collection: 'item-codes', data: { product: of, itemCode, shadeHex: '#8a6fb0', ...data } as never })).id
  const code = async (itemCode: string, data: Record<string, unknown> = {}) => (ids[itemCode] = await create(itemCode, data))
  await code('KS-H200-MULTI')
  await code('KS-H200-GD', { availability: 'made-to-order', leadTimeWeeks: 6 })
  await code('KS-H200-LT', { availability: 'limited' })
  await payload.update({ collection: 'item-codes', id: ids['KS-H200-LT']!, locale: 'en', data: { availabilityNote: 'Last 40 cones' } as never })
  await code('KS-H200-RB2', { availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z', replacement: ids['KS-H200-MULTI'] })
  // The same code text in another product: a ranking names a code by its product's slug as well.
  ids['fine MULTI'] = await create('KS-H200-MULTI', {}, other)
}, 120_000)
afterAll(async () => context?.close())

describe("a request list's lines", () => {
  it("read each code's availability now, only what it means, and copy it into the request as it is sent", async () => {
    const resolved = await resolveLines(payload, 'en', [line(ids['KS-H200-GD']), line(ids['KS-H200-LT']), line(ids['KS-H200-RB2']), line(undefined)])
    expect(resolved.map((entry) => entry.availability)).toEqual([
      { availability: 'made-to-order', leadTimeWeeks: 6, availabilityNote: null, discontinuedOn: null },
      { availability: 'limited', leadTimeWeeks: null, availabilityNote: 'Last 40 cones', discontinuedOn: null },
      { availability: 'discontinued', leadTimeWeeks: null, availabilityNote: null, discontinuedOn: '2026-07-31T12:00:00.000Z' },
      undefined,
    ])
    // A discontinued code is still a line the buyer may send: the owner decides.
    expect(resolved.every((entry) => entry.available)).toBe(true)
    const stored = storedLines(resolved)
    expect(stored[0]).toMatchObject({ itemCodeText: 'KS-H200-GD', availability: 'made-to-order', leadTimeWeeks: 6 })
    expect(stored[2]).toMatchObject({ itemCodeText: 'KS-H200-RB2', availability: 'discontinued', discontinuedOn: '2026-07-31T12:00:00.000Z' })
    expect(stored[3]).not.toHaveProperty('availability')
  })

  it("offer a discontinued line's replacements as ranked, each with the ids of its own product's code, and ask nothing for the others", async () => {
    const asked: number[] = []
    const ranking: Replacement[] = [
      { itemCode: 'KS-H200-MULTI', productSlug: 'hologram-thread', productName: 'Hologram Thread', hex: '#9a7fc0', deltaE: 4.2, group: 'recommended', availability: 'in-stock' },
      { itemCode: 'KS-H200-MULTI', productSlug: 'hologram-fine', productName: 'Hologram Fine', hex: '#9a7fc0', deltaE: 4.2, group: 'sameType', availability: 'in-stock' },
      { itemCode: 'KS-GONE', productSlug: 'hologram-thread', productName: 'Hologram Thread', hex: null, deltaE: null, group: 'sameProduct', availability: 'in-stock' },
      { itemCode: 'KS-H200-GD', productSlug: 'hologram-thread', productName: 'Hologram Thread', hex: null, deltaE: 9, group: 'sameProduct', availability: 'made-to-order' },
    ]
    const fake: ReplacementsOf = async (locale, itemCodeId) => {
      asked.push(itemCodeId)
      expect(locale).toBe('zh-Hant')
      return ranking
    }
    const resolved = await resolveLines(payload, 'zh-Hant', [line(ids['KS-H200-GD']), line(ids['KS-H200-RB2'])])
    const replacements = await lineReplacements(payload, 'zh-Hant', resolved, fake)
    expect(asked).toEqual([ids['KS-H200-RB2']])
    expect([...replacements.keys()]).toEqual([1])
    // The nearest three; a code the catalogue does not hold is shown without ids (linked, not offered).
    expect(replacements.get(1)?.map((entry) => entry.item)).toEqual([{ product, code: ids['KS-H200-MULTI'] }, { product: other, code: ids['fine MULTI'] }, undefined])
    expect(await lineReplacements(payload, 'zh-Hant', resolved, undefined)).toEqual(new Map())
  })
})
