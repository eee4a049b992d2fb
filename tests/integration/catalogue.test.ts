import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validationMessages } from '../helpers/errors'
import { uniqueSlug, uploadImage, uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('catalogue')
  payload = context.payload
})
afterAll(async () => context?.close())

const newProduct = (data: Record<string, unknown> = {}) =>
  payload.create({ collection: 'products', data: { name: 'Gold Thread', slug: uniqueSlug('gold'), ...data } as never })

describe('products', () => {
  it('places each new product last: highest display order + 1, starting at 1', async () => {
    // From an empty catalogue, whatever ran before in this file.
    await payload.delete({ collection: 'products', where: { id: { exists: true } } })
    const first = await newProduct()
    const second = await newProduct()
    const third = await newProduct({ displayOrder: 40 })
    const fourth = await newProduct()
    expect(first.displayOrder).toBe(1)
    expect(second.displayOrder).toBe(2)
    expect(third.displayOrder).toBe(40)
    expect(fourth.displayOrder).toBe(41)
  })

  it('places a product whose display order is cleared last, so the order is never empty', async () => {
    const product = await newProduct()
    const later = await newProduct()
    const cleared = await payload.update({ collection: 'products', id: product.id, data: { displayOrder: null } })
    expect(cleared.displayOrder).toBe((later.displayOrder ?? 0) + 1)
  })

  it('defaults to Active', async () => {
    expect((await newProduct()).status).toBe('Active')
  })

  it("requires a name and a slug with the spec's message", async () => {
    expect(await validationMessages(() => newProduct({ name: '' }))).toContain('Product name and slug are required')
    expect(await validationMessages(() => newProduct({ name: '', slug: '' }))).toContain('Product name and slug are required')
  })

  it('makes an empty slug from the name, as news items do from their title', async () => {
    const name = `Antique Gold ${uniqueSlug('x')}`
    expect((await newProduct({ name, slug: '' })).slug).toBe(name.toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/\s+/g, '-'))
    expect((await newProduct({ name: '古金線', slug: '' })).slug).toMatch(/^product-[0-9a-z]+$/)
  })

  it('refuses a slug that is not lowercase and hyphen-separated', async () => {
    expect(await validationMessages(() => newProduct({ slug: 'Gold Thread' }))).toContain(
      'Slug must be lowercase and hyphen-separated',
    )
    expect(await validationMessages(() => newProduct({ slug: 'gold--thread' }))).toContain(
      'Slug must be lowercase and hyphen-separated',
    )
  })

  it('refuses a duplicate slug and keeps the first product', async () => {
    const slug = uniqueSlug('dup')
    const first = await newProduct({ slug })
    await expect(newProduct({ slug })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'slug', message: 'This slug is already used by another product' })] },
    })
    const found = await payload.find({ collection: 'products', where: { slug: { equals: slug } } })
    expect(found.docs.map((doc) => doc.id)).toEqual([first.id])
  })

  it('accepts only a PDF as catalogue and only images as pictures', async () => {
    const image = await uploadImage(payload)
    const pdf = await uploadPdf(payload)
    const ok = await newProduct({ image, images: [image], cataloguePdf: pdf })
    expect(ok.cataloguePdf).toBeTruthy()
    expect(await validationMessages(() => newProduct({ cataloguePdf: image }))).toContain('Choose a PDF file')
    expect(await validationMessages(() => newProduct({ image: pdf }))).toContain('Choose an image file (JPEG, PNG, WebP or GIF)')
    expect(await validationMessages(() => newProduct({ images: [image, pdf] }))).toContain(
      'Choose an image file (JPEG, PNG, WebP or GIF)',
    )
  })

  it('stores texts per language and falls back to English', async () => {
    const product = await newProduct({ name: 'Rose Gold Lamé', description: 'Flat metallic yarn' })
    await payload.update({ collection: 'products', id: product.id, locale: 'zh-Hant', data: { name: '玫瑰金片狀金屬線' } })
    const zh = await payload.findByID({ collection: 'products', id: product.id, locale: 'zh-Hant' })
    const en = await payload.findByID({ collection: 'products', id: product.id, locale: 'en' })
    expect(zh.name).toBe('玫瑰金片狀金屬線')
    expect(zh.description).toBe('Flat metallic yarn')
    expect(en.name).toBe('Rose Gold Lamé')
  })

  it('finds products by a case-insensitive substring, in Chinese too', async () => {
    const product = await newProduct({ name: 'Holographic Sparkle Twist' })
    await payload.update({ collection: 'products', id: product.id, locale: 'zh-Hant', data: { name: '幻彩閃光捻線' } })
    const english = await payload.find({ collection: 'products', where: { name: { like: 'sparkle twist' } } })
    const chinese = await payload.find({ collection: 'products', locale: 'zh-Hant', where: { name: { like: '閃光' } } })
    expect(english.docs.map((doc) => doc.id)).toContain(product.id)
    expect(chinese.docs.map((doc) => doc.id)).toEqual([product.id])
  })
})

describe('visitors and status', () => {
  it('shows anonymous readers only Active products and only their item codes', async () => {
    const active = await newProduct({ status: 'Active' })
    const inactive = await newProduct({ status: 'Inactive' })
    const activeCode = await payload.create({ collection: 'item-codes', data: { product: active.id, itemCode: 'KS-A1' } })
    const hiddenCode = await payload.create({ collection: 'item-codes', data: { product: inactive.id, itemCode: 'KS-H1' } })

    const products = await payload.find({ collection: 'products', overrideAccess: false, limit: 0 })
    const ids = products.docs.map((doc) => doc.id)
    expect(ids).toContain(active.id)
    expect(ids).not.toContain(inactive.id)
    await expect(payload.findByID({ collection: 'products', id: inactive.id, overrideAccess: false })).rejects.toThrow('Not Found')

    const codes = await payload.find({ collection: 'item-codes', overrideAccess: false, limit: 0 })
    const codeIds = codes.docs.map((doc) => doc.id)
    expect(codeIds).toContain(activeCode.id)
    expect(codeIds).not.toContain(hiddenCode.id)
  })

  it('refuses anonymous writes', async () => {
    await expect(
      payload.create({ collection: 'products', overrideAccess: false, data: { name: 'X', slug: uniqueSlug('x') } as never }),
    ).rejects.toThrow('You are not allowed to perform this action.')
    await expect(
      payload.create({ collection: 'categories', overrideAccess: false, data: { name: 'X' } }),
    ).rejects.toThrow('You are not allowed to perform this action.')
  })
})

describe('item codes', () => {
  it("requires a product and an item code with the spec's messages", async () => {
    expect(await validationMessages(() => payload.create({ collection: 'item-codes', data: { itemCode: 'KS-1' } as never }))).toContain(
      'Please select a product',
    )
    const product = await newProduct()
    expect(
      await validationMessages(() => payload.create({ collection: 'item-codes', data: { product: product.id, itemCode: '  ' } })),
    ).toContain('Item code is required')
  })

  it('keeps item codes unique within a product but not across products', async () => {
    const a = await newProduct()
    const b = await newProduct()
    await payload.create({ collection: 'item-codes', data: { product: a.id, itemCode: 'KS-M150-G01' } })
    await expect(payload.create({ collection: 'item-codes', data: { product: a.id, itemCode: 'KS-M150-G01' } })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'itemCode', message: 'Item code KS-M150-G01 already exists for this product' })] },
    })
    const other = await payload.create({ collection: 'item-codes', data: { product: b.id, itemCode: 'KS-M150-G01' } })
    expect(other.itemCode).toBe('KS-M150-G01')
  })

  it('checks the shade colour format', async () => {
    const product = await newProduct()
    expect(
      await validationMessages(() =>
        payload.create({ collection: 'item-codes', data: { product: product.id, itemCode: 'KS-S1', shadeHex: 'gold' } }),
      ),
    ).toContain('Shade must be a colour like #C9A227')
  })

  it("deletes a product's item codes with it, and only those", async () => {
    const doomed = await newProduct()
    const kept = await newProduct()
    await payload.create({ collection: 'item-codes', data: { product: doomed.id, itemCode: 'KS-D1' } })
    await payload.create({ collection: 'item-codes', data: { product: doomed.id, itemCode: 'KS-D2' } })
    const survivor = await payload.create({ collection: 'item-codes', data: { product: kept.id, itemCode: 'KS-K1' } })
    await payload.delete({ collection: 'products', id: doomed.id })
    const left = await payload.find({ collection: 'item-codes', where: { product: { in: [doomed.id, kept.id] } } })
    expect(left.docs.map((doc) => doc.id)).toEqual([survivor.id])
  })

  it('sorts empty values last in both directions (the admin columns)', async () => {
    const product = await newProduct()
    const make = (itemCode: string, denier?: string) =>
      payload.create({ collection: 'item-codes', data: { product: product.id, itemCode, ...(denier ? { denier } : {}) } })
    await make('KS-E1')
    await make('KS-E2', '150D')
    await make('KS-E3')
    await make('KS-E4', '300D')
    const sorted = async (sort: string) =>
      (await payload.find({ collection: 'item-codes', where: { product: { equals: product.id } }, sort: [sort, 'itemCode'] })).docs.map(
        (doc) => doc.itemCode,
      )
    expect(await sorted('denier')).toEqual(['KS-E2', 'KS-E4', 'KS-E1', 'KS-E3'])
    expect(await sorted('-denier')).toEqual(['KS-E4', 'KS-E2', 'KS-E1', 'KS-E3'])
  })

  it('sorts values an administrator cleared last too, per language, and for anonymous readers', async () => {
    const product = await newProduct()
    const make = (itemCode: string, denier: string) =>
      payload.create({ collection: 'item-codes', data: { product: product.id, itemCode, denier } })
    const cleared = await make('KS-C1', '75D')
    const blanked = await make('KS-C2', '100D')
    await make('KS-C3', '150D')
    await make('KS-C4', '300D')
    await payload.update({ collection: 'item-codes', id: cleared.id, data: { denier: '' } })
    await payload.update({ collection: 'item-codes', id: blanked.id, data: { denier: null } })
    // Only the Chinese text of KS-C3 is set; in Chinese the others are empty.
    const onlyChinese = await payload.find({ collection: 'item-codes', where: { and: [{ product: { equals: product.id } }, { itemCode: { equals: 'KS-C3' } }] } })
    await payload.update({ collection: 'item-codes', id: onlyChinese.docs[0]!.id, locale: 'zh-Hant', data: { denier: '150 旦' } })
    // Filled values in order, then the empty ones (in no particular order among themselves).
    const sorted = async (sort: string, filled: number, locale: 'en' | 'zh-Hant' = 'en') => {
      const { docs } = await payload.find({ collection: 'item-codes', locale, fallbackLocale: false, where: { product: { equals: product.id } }, sort })
      const codes = docs.map((doc) => doc.itemCode)
      return [...codes.slice(0, filled), codes.slice(filled).sort()]
    }
    expect(await sorted('denier', 2)).toEqual(['KS-C3', 'KS-C4', ['KS-C1', 'KS-C2']])
    expect(await sorted('-denier', 2)).toEqual(['KS-C4', 'KS-C3', ['KS-C1', 'KS-C2']])
    expect(await sorted('denier', 1, 'zh-Hant')).toEqual(['KS-C3', ['KS-C1', 'KS-C2', 'KS-C4']])
    expect(await sorted('-denier', 1, 'zh-Hant')).toEqual(['KS-C3', ['KS-C1', 'KS-C2', 'KS-C4']])
    // Products (Active) are public: an anonymous reader's sort on an optional column works the same way.
    await payload.update({ collection: 'products', id: product.id, data: { status: 'Active' } })
    const anonymous = await payload.find({ collection: 'item-codes', overrideAccess: false, where: { product: { equals: product.id } }, sort: '-denier' })
    expect(anonymous.docs.slice(0, 2).map((doc) => doc.itemCode)).toEqual(['KS-C4', 'KS-C3'])
    // The flags stay inside: a reader never sees them.
    expect(anonymous.docs.flatMap((doc) => Object.keys(doc)).filter((key) => key.endsWith('Filled'))).toEqual([])
  })

  it('sorts products without an image last, whichever the direction', async () => {
    const image = await uploadImage(payload)
    const withImage = await newProduct({ image })
    const without = await newProduct()
    const ids = [withImage.id, without.id]
    for (const sort of ['image', '-image']) {
      const { docs } = await payload.find({ collection: 'products', where: { id: { in: ids } }, sort })
      expect(docs.map((doc) => doc.id)).toEqual([withImage.id, without.id])
    }
  })
})

describe('product categories', () => {
  it("requires a name with the spec's message", async () => {
    expect(await validationMessages(() => payload.create({ collection: 'categories', data: { name: '' } }))).toContain(
      'Category name is required',
    )
  })

  it('places new categories last', async () => {
    const a = await payload.create({ collection: 'categories', data: { name: 'Metallic' } })
    const b = await payload.create({ collection: 'categories', data: { name: 'Lamé' } })
    expect(b.displayOrder).toBe((a.displayOrder ?? 0) + 1)
  })

  it('deleting a category removes only its links; products stay', async () => {
    const keep = await payload.create({ collection: 'categories', data: { name: 'Keep' } })
    const drop = await payload.create({ collection: 'categories', data: { name: 'Drop' } })
    const product = await newProduct({ categories: [keep.id, drop.id] })
    await payload.delete({ collection: 'categories', id: drop.id })
    const reread = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(reread.categories).toEqual([keep.id])
  })
})
