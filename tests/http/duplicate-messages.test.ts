import { beforeAll, describe, expect, it } from 'vitest'
import { makeJpeg } from '../helpers/fixtures'
import { adminSession, api, createDocument, type Session } from '../helpers/http'

/**
 * Issue 13, item 6, over REST: a duplicate item code within its product and a
 * duplicate slug are refused with a sentence naming the problem (not "The
 * following field is invalid: product_id"), in the administrator's language
 * when the request names it.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
let admin: Session
let productId: number
let otherProductId: number
let imageId: number
const code = `KS-M150-${run}`.toUpperCase()

type FieldError = { path: string; message: string }
const fieldErrors = (body: Record<string, unknown>) =>
  ((body.errors as { data?: { errors?: FieldError[] } }[] | undefined) ?? []).flatMap((error) => error.data?.errors ?? [])
const zh = { 'Accept-Language': 'zh-TW' }

beforeAll(async () => {
  admin = await adminSession()
  productId = (await createDocument(admin, 'products', { name: `Duplicate Gold ${run}`, slug: `duplicate-gold-${run}` })).id
  otherProductId = (await createDocument(admin, 'products', { name: `Duplicate Silver ${run}`, slug: `duplicate-silver-${run}` })).id
  await createDocument(admin, 'item-codes', { product: productId, itemCode: code })
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(await makeJpeg(400, 300))], { type: 'image/jpeg' }), `duplicate-${run}.jpg`)
  form.append('_payload', JSON.stringify({ alt: 'Duplicate test' }))
  imageId = ((await api('/api/media', { method: 'POST', body: form, session: admin })).body.doc as { id: number }).id
})

describe('a duplicate item code', () => {
  it('is refused for the same product, in words, in English and in Chinese', async () => {
    const english = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product: productId, itemCode: code }) })
    expect(english.status).toBe(400)
    expect(fieldErrors(english.body).map((error) => [error.path, error.message])).toEqual([['itemCode', `Item code ${code} already exists for this product`]])
    expect(JSON.stringify(english.body)).not.toContain('product_id')

    const chinese = await api('/api/item-codes', { method: 'POST', session: admin, headers: zh, body: JSON.stringify({ product: productId, itemCode: code }) })
    expect(chinese.status).toBe(400)
    expect(fieldErrors(chinese.body).map((error) => error.message)).toEqual([`此產品已有貨品編號 ${code}`])
  })

  it('is accepted for another product, and an item code saved again keeps its own code', async () => {
    const other = await api('/api/item-codes', { method: 'POST', session: admin, body: JSON.stringify({ product: otherProductId, itemCode: code }) })
    expect(other.status).toBe(201)
    const id = (other.body.doc as { id: number }).id
    const resaved = await api(`/api/item-codes/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ itemCode: code, composition: 'Polyester' }) })
    expect(resaved.status).toBe(200)
    // Moving it to the product that already has the code is the same duplicate.
    const moved = await api(`/api/item-codes/${id}`, { method: 'PATCH', session: admin, body: JSON.stringify({ product: productId }) })
    expect(moved.status).toBe(400)
    expect(fieldErrors(moved.body).map((error) => error.message)).toEqual([`Item code ${code} already exists for this product`])
  })
})

describe('a duplicate slug', () => {
  const cases = [
    {
      collection: 'products',
      data: () => ({ name: `Another ${run}`, slug: `duplicate-gold-${run}` }),
      en: 'This slug is already used by another product',
      zh: '此網址代稱已被另一個產品使用',
    },
    {
      collection: 'gallery-items',
      data: () => ({ name: `Project ${run}`, slug: `project-${run}` }),
      en: 'This slug is already used by another gallery item',
      zh: '此網址代稱已被另一個資源庫項目使用',
    },
    {
      collection: 'news-items',
      data: () => ({
        title: `Fair ${run}`,
        slug: `fair-${run}`,
        description: 'A story told twice.',
        articleBody: 'The same address cannot be used by two stories.',
        primaryImage: imageId,
      }),
      en: 'This slug is already used by another news item',
      zh: '此網址代稱已被另一則新聞使用',
    },
  ] as const

  it.each(cases)('is refused in words for $collection, in English and in Chinese, and a record keeps its own slug', async ({ collection, data, en, zh: chineseMessage }) => {
    // The product case reuses the product made above; the others make their first record here.
    const first = collection === 'products' ? { id: productId } : await createDocument(admin, collection, data())
    const english = await api(`/api/${collection}?locale=en`, { method: 'POST', session: admin, body: JSON.stringify(data()) })
    expect(english.status).toBe(400)
    expect(fieldErrors(english.body).map((error) => [error.path, error.message])).toEqual([['slug', en]])
    const chinese = await api(`/api/${collection}?locale=en`, { method: 'POST', session: admin, headers: zh, body: JSON.stringify(data()) })
    expect(chinese.status).toBe(400)
    expect(fieldErrors(chinese.body).map((error) => error.message)).toEqual([chineseMessage])
    const resaved = await api(`/api/${collection}/${first.id}?locale=en`, { method: 'PATCH', session: admin, body: JSON.stringify({ slug: data().slug }) })
    expect(resaved.status).toBe(200)
  })
})
