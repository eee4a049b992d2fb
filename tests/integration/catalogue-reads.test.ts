import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTS_PER_PAGE, readProductPage, readRelatedProducts } from '../../src/catalogue/reads'
import { uniqueSlug } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload
let threads: number
let yarns: number
let empty: number

const category = async (name: string) => (await payload.create({ collection: 'categories', data: { name } })).id
const product = async (name: string, data: Record<string, unknown>) =>
  payload.create({ collection: 'products', data: { name, slug: uniqueSlug('read'), ...data } as never })

beforeAll(async () => {
  context = await startTestPayload('catalogue-reads')
  payload = context.payload
  threads = await category('Threads')
  yarns = await category('Yarns')
  empty = await category('Empty')
  // Display orders given out of creation order; two share an order so the name decides.
  await product('Gamma', { displayOrder: 3, categories: [threads] })
  await product('Alpha', { displayOrder: 1, categories: [threads, yarns] })
  await product('Beta', { displayOrder: 2, categories: [yarns], description: 'A bright gold yarn' })
  await product('Delta', { displayOrder: 2, categories: [threads] })
  await product('Hidden', { displayOrder: 0, categories: [threads, yarns], status: 'Inactive' })
  for (let index = 0; index < PRODUCTS_PER_PAGE; index += 1) await product(`Filler ${String(index).padStart(2, '0')}`, { displayOrder: 100 + index })
})
afterAll(async () => context?.close())

const names = (docs: { name?: string | null }[]) => docs.map((doc) => doc.name)

describe('product list pages', () => {
  it('lists Active products by display order, then name, a page at a time', async () => {
    const first = await readProductPage(payload, 'en', undefined, '', 1)
    expect(first.totalDocs).toBe(4 + PRODUCTS_PER_PAGE)
    expect(first.totalPages).toBe(2)
    expect(first.docs).toHaveLength(PRODUCTS_PER_PAGE)
    expect(names(first.docs).slice(0, 5)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma', 'Filler 00'])
    const second = await readProductPage(payload, 'en', undefined, '', 2)
    expect(names(second.docs)).toEqual(['Filler 20', 'Filler 21', 'Filler 22', 'Filler 23'])
    expect(second.page).toBe(2)
  })

  it('gives each card its image and categories', async () => {
    const [alpha] = (await readProductPage(payload, 'en', undefined, 'Alpha', 1)).docs
    expect(alpha?.categories?.map((entry) => (typeof entry === 'object' ? entry.name : entry))).toEqual(['Threads', 'Yarns'])
    expect(alpha?.slug).toMatch(/^read-/)
  })

  it('filters by category and searches name and description, never showing an Inactive product', async () => {
    expect(names((await readProductPage(payload, 'en', yarns, '', 1)).docs)).toEqual(['Alpha', 'Beta'])
    expect(names((await readProductPage(payload, 'en', threads, '', 1)).docs)).toEqual(['Alpha', 'Delta', 'Gamma'])
    expect(names((await readProductPage(payload, 'en', undefined, 'GOLD', 1)).docs)).toEqual(['Beta'])
    expect(names((await readProductPage(payload, 'en', undefined, 'hidden', 1)).docs)).toEqual([])
    const none = await readProductPage(payload, 'en', empty, '', 1)
    expect(none).toMatchObject({ docs: [], totalDocs: 0 })
  })
})

describe('related products', () => {
  it('are the other Active products of the same categories, in display order, filled up to 4 with the catalogue\'s others', async () => {
    const alpha = (await readProductPage(payload, 'en', undefined, 'Alpha', 1)).docs[0]!
    const related = await readRelatedProducts(payload, 'en', alpha.id, [threads, yarns])
    expect(names(related)).toEqual(['Beta', 'Delta', 'Gamma', 'Filler 00'])
  })

  it('never include the product itself, and stop at 4', async () => {
    const extra = await product('Epsilon', { displayOrder: 4, categories: [yarns] })
    await product('Zeta', { displayOrder: 5, categories: [yarns] })
    const related = await readRelatedProducts(payload, 'en', extra.id, [threads, yarns])
    expect(names(related)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma'])
    expect(related.map((entry) => entry.id)).not.toContain(extra.id)
  })

  it('are the catalogue\'s first Active products for a product without categories', async () => {
    const loner = await product('Loner', { displayOrder: 200 })
    expect(names(await readRelatedProducts(payload, 'en', loner.id, []))).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma'])
  })
})
