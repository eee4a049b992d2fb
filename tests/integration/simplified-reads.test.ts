import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readProductPage, readRelatedProducts } from '../../src/catalogue/reads'
import { readAs } from '../../src/shared/locales'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

// Issue 31: the Simplified Chinese site's reads convert every document as it is read (lists, related
// documents, globals), put an administrator's own wording in place, and leave the stored text alone.

let context: TestPayload
let payload: Payload
const run = Math.random().toString(36).slice(2, 7)
let productId: number
let otherId: number

beforeAll(async () => {
  context = await startTestPayload('simplified-reads')
  payload = context.payload
  const category = await payload.create({ collection: 'categories', locale: 'en', data: { name: `Goldwork ${run}` } as never })
  await payload.update({ collection: 'categories', id: category.id, locale: 'zh-Hant', data: { name: `金線繡 ${run}` } as never })
  const create = async (slug: string, en: string, zh: string, description: string) => {
    const doc = await payload.create({ collection: 'products', locale: 'en', data: { name: en, slug: `${slug}-${run}`, status: 'Active', categories: [category.id] } as never })
    await payload.update({ collection: 'products', id: doc.id, locale: 'zh-Hant', data: { name: zh, description } as never })
    return doc.id as number
  }
  productId = await create('imperial', 'Imperial Passing Thread', '御品平金線', '緊密包覆的平金線，擁有日本自設廠房生產。')
  otherId = await create('velvet', 'Velvet Glow', '絨光夜光線', '於黑暗中發出綠光的繡線。')
  await payload.updateGlobal({ slug: 'general-settings', locale: 'zh-Hant', data: { companyName: '金泉金屬線有限公司' } as never })
})
afterAll(async () => context?.close())

describe('the Simplified site reads', () => {
  it('converts a list, the related products and their categories, and leaves the stored text Traditional', async () => {
    const page = await readProductPage(payload, 'zh-Hans', undefined, '', 1)
    const imperial = page.docs.find((doc) => doc.id === productId)!
    expect(imperial.name).toBe('御品平金线')
    expect(imperial.description).toBe('紧密包覆的平金线，拥有日本自设厂房生产。')
    expect((imperial.categories as { name: string }[])[0]?.name).toBe(`金线绣 ${run}`)
    const related = await readRelatedProducts(payload, 'zh-Hans', productId, [])
    expect(related.find((doc) => doc.id === otherId)?.name).toBe('绒光夜光线')
    const stored = await payload.findByID({ collection: 'products', id: productId, locale: 'zh-Hant', depth: 0 })
    expect(stored.name).toBe('御品平金線')
    // The Traditional site reads as before.
    expect((await readProductPage(payload, 'zh-Hant', undefined, '', 1)).docs.find((doc) => doc.id === productId)?.name).toBe('御品平金線')
  })

  it('converts a global', async () => {
    const settings = await payload.findGlobal({ slug: 'general-settings', ...readAs('zh-Hans'), depth: 0, overrideAccess: false })
    expect(settings.companyName).toBe('金泉金属线有限公司')
  })

  it("shows an administrator's own wording of one text of one record, and only there", async () => {
    const wording = await payload.create({ collection: 'simplified-texts', data: { source: 'products', record: String(productId), key: 'name', text: '御制平金线', traditional: '御品平金線' } })
    const page = await readProductPage(payload, 'zh-Hans', undefined, '', 1)
    expect(page.docs.find((doc) => doc.id === productId)?.name).toBe('御制平金线')
    expect(page.docs.find((doc) => doc.id === productId)?.description).toBe('紧密包覆的平金线，拥有日本自设厂房生产。')
    expect(page.docs.find((doc) => doc.id === otherId)?.name).toBe('绒光夜光线')
    // One wording per text: a second for the same text is refused by the database's unique index (Payload names its first field).
    await expect(payload.create({ collection: 'simplified-texts', data: { source: 'products', record: String(productId), key: 'name', text: '另一个' } })).rejects.toThrow(/field is invalid: source|unique/i)
    await payload.delete({ collection: 'simplified-texts', id: wording.id })
    expect((await readProductPage(payload, 'zh-Hans', undefined, '', 1)).docs.find((doc) => doc.id === productId)?.name).toBe('御品平金线')
  })
})
