import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../helpers/errors'
import { uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

// Issue 52.1: an item code's availability and minimum order, as the collection keeps them.
let context: TestPayload
let payload: Payload
let product: number

beforeAll(async () => {
  context = await startTestPayload('item-code-availability')
  payload = context.payload
  product = (await payload.create({ collection: 'products', data: { name: 'Availability', slug: uniqueSlug('availability'), status: 'Active' } })).id
})
afterAll(async () => context?.close())

let serial = 0
const newCode = (data: Record<string, unknown> = {}) => payload.create({ collection: 'item-codes', data: { product, itemCode: `AV-${(serial += 1)}`, ...data } as never })

describe('item-code availability', () => {
  it('is in stock unless set, with no lead time, date, replacement or minimum', async () => {
    const code = await newCode()
    expect(code).toMatchObject({ availability: 'in-stock', leadTimeWeeks: null, discontinuedOn: null, replacement: null, minimumOrder: null, minimumOrderUnit: null })
  })

  it('needs a lead time of 1 to 52 whole weeks when made to order', async () => {
    expect(await validationMessages(() => newCode({ availability: 'made-to-order' }))).toEqual(['Give the lead time in weeks'])
    expect(await validationMessages(() => newCode({ availability: 'made-to-order', leadTimeWeeks: 60 }))).toEqual(['Lead time: whole weeks, 1 to 52'])
    expect(await validationMessages(() => newCode({ availability: 'made-to-order', leadTimeWeeks: 2.5 }))).toEqual(['Lead time: whole weeks, 1 to 52'])
    expect((await newCode({ availability: 'made-to-order', leadTimeWeeks: 6 })).leadTimeWeeks).toBe(6)
  })

  it('needs the date when discontinued, kept as its calendar day', async () => {
    expect(await validationMessages(() => newCode({ availability: 'discontinued' }))).toEqual(['Give the date it was discontinued'])
    const code = await newCode({ availability: 'discontinued', discontinuedOn: '2026-06-30T16:00:00.000Z' })
    expect(code.discontinuedOn).toBe('2026-06-30T12:00:00.000Z')
  })

  it('answers in the administrator\'s language', async () => {
    const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: 'zh-TW' })
    const chinese = await validationMessages(() => payload.create({ collection: 'item-codes', data: { product, itemCode: 'AV-ZH', availability: 'made-to-order' }, req: { i18n } }))
    expect(chinese).toEqual(['請填寫交貨期（星期）'])
  })

  it('pins a replacement that can be ordered, never the code itself or a discontinued one', async () => {
    const replacement = await newCode()
    const gone = await newCode({ availability: 'discontinued', discontinuedOn: '2026-05-01' })
    const code = await newCode({ availability: 'discontinued', discontinuedOn: '2026-06-01', replacement: replacement.id })
    expect(typeof code.replacement === 'object' ? code.replacement?.id : code.replacement).toBe(replacement.id)
    expect(await validationMessages(() => payload.update({ collection: 'item-codes', id: code.id, data: { replacement: code.id } }))).toEqual(['A code cannot be its own replacement'])
    expect(await validationMessages(() => payload.update({ collection: 'item-codes', id: code.id, data: { replacement: gone.id } }))).toEqual([`${gone.itemCode} is discontinued too: choose another`])
    // The pinned code discontinued later: the pin is for the owner to change, and an unrelated save still goes through.
    await payload.update({ collection: 'item-codes', id: replacement.id, data: { availability: 'discontinued', discontinuedOn: '2026-07-01' } })
    expect((await payload.update({ collection: 'item-codes', id: code.id, data: { composition: 'Changed' } })).composition).toBe('Changed')
  })

  it('drops what the availability does not use when it changes', async () => {
    const replacement = await newCode()
    const code = await newCode({ availability: 'discontinued', discontinuedOn: '2026-06-01', replacement: replacement.id })
    const back = await payload.update({ collection: 'item-codes', id: code.id, data: { availability: 'made-to-order', leadTimeWeeks: 5 }, depth: 0 })
    expect(back).toMatchObject({ availability: 'made-to-order', leadTimeWeeks: 5, discontinuedOn: null, replacement: null })
    expect(await payload.update({ collection: 'item-codes', id: code.id, data: { availability: 'in-stock' }, depth: 0 })).toMatchObject({ availability: 'in-stock', leadTimeWeeks: null })
    expect(await validationMessages(() => payload.update({ collection: 'item-codes', id: code.id, data: { availability: null } }))).toEqual(['Choose the availability'])
  })

  it('keeps a minimum order with its unit, whole for cones and spools', async () => {
    expect(await newCode({ minimumOrder: 12, minimumOrderUnit: 'cones' })).toMatchObject({ minimumOrder: 12, minimumOrderUnit: 'cones' })
    expect(await newCode({ minimumOrder: 2.5, minimumOrderUnit: 'kg' })).toMatchObject({ minimumOrder: 2.5, minimumOrderUnit: 'kg' })
    expect(await validationMessages(() => newCode({ minimumOrder: 12 }))).toEqual(['Choose the unit of the minimum order'])
    expect(await validationMessages(() => newCode({ minimumOrder: 0, minimumOrderUnit: 'cones' }))).toEqual(['The minimum order must be above 0'])
    expect(await validationMessages(() => newCode({ minimumOrder: 1.5, minimumOrderUnit: 'spools' }))).toEqual(['Cones and spools are whole numbers'])
  })

  it('keeps each change in the history', async () => {
    const code = await newCode()
    await payload.update({ collection: 'item-codes', id: code.id, data: { availability: 'limited', availabilityNote: 'Last 40 cones' } })
    const versions = await payload.findVersions({ collection: 'item-codes', where: { parent: { equals: code.id } }, sort: '-updatedAt', depth: 0 })
    expect(versions.docs.map((version) => version.version.availability)).toEqual(['limited', 'in-stock'])
    expect(versions.docs[0]?.version.availabilityNote).toBe('Last 40 cones')
  })
})
