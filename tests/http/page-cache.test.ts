import { beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, baseUrl, getWithHost, type Session } from '../helpers/http'

// Public pages are rendered once per address and language, then served from Next's cache
// until a save of what they show expires them.
const run = Date.now().toString(36)
let admin: Session
let categoryId: number
let productId: number
let relatedId: number
let itemCodeId: number
const slug = `cached-${run}`

const english = () => getWithHost(baseUrl(), `/products/${slug}`, new URL(baseUrl()).host)
const chinese = () => getWithHost(baseUrl(), `/products/${slug}`, `zh.${new URL(baseUrl()).host}`)

async function create(collection: string, data: Record<string, unknown>): Promise<number> {
  const response = await api(`/api/${collection}`, { method: 'POST', session: admin, body: JSON.stringify(data) })
  if (response.status !== 201) throw new Error(`Creating ${collection} answered ${response.status}: ${JSON.stringify(response.body)}`)
  return (response.body.doc as { id: number }).id
}

async function save(collection: string, id: number, data: Record<string, unknown>, locale = 'en') {
  const response = await api(`/api/${collection}/${id}?locale=${locale}`, { method: 'PATCH', session: admin, body: JSON.stringify(data) })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  admin = await adminSession()
  categoryId = await create('categories', { name: `Cache category ${run}` })
  productId = await create('products', { name: `Cached thread ${run}`, slug, categories: [categoryId], status: 'Active' })
  relatedId = await create('products', { name: `Cache neighbour ${run}`, slug: `cache-neighbour-${run}`, categories: [categoryId], status: 'Active' })
  itemCodeId = await create('item-codes', { product: productId, itemCode: `CC-${run}-1` })
  await save('products', productId, { name: `快取金線 ${run}` }, 'zh-Hant')
})

describe('product page cache', () => {
  it('serves the second visit from the cache, per language', async () => {
    const first = await english()
    expect(first.status).toBe(200)
    expect(first.text).toContain(`Cached thread ${run}`)
    const second = await english()
    expect(second.headers['x-nextjs-cache']).toBe('HIT')
    expect(second.text).toContain(`Cached thread ${run}`)

    const zh = await chinese()
    expect(zh.status).toBe(200)
    expect(zh.text).toContain(`快取金線 ${run}`)
    expect(zh.text).not.toContain(`Cached thread ${run}`)
    expect((await english()).text).not.toContain(`快取金線 ${run}`)
  })

  it('shows a save of the product at once', async () => {
    await english()
    await save('products', productId, { description: `Renamed description ${run}` })
    expect((await english()).text).toContain(`Renamed description ${run}`)
  })

  it('shows a save of one of its item codes at once', async () => {
    await english()
    await save('item-codes', itemCodeId, { itemCode: `CC-${run}-9` })
    const page = (await english()).text
    expect(page).toContain(`CC-${run}-9`)
    expect(page).not.toContain(`CC-${run}-1`)
  })

  it('shows a save of its category at once', async () => {
    await english()
    await save('categories', categoryId, { name: `Renamed category ${run}` })
    expect((await english()).text).toContain(`Renamed category ${run}`)
  })

  it('follows a related product: renamed, then made Inactive', async () => {
    expect((await english()).text).toContain(`Cache neighbour ${run}`)
    await save('products', relatedId, { name: `Renamed neighbour ${run}` })
    expect((await english()).text).toContain(`Renamed neighbour ${run}`)
    await save('products', relatedId, { status: 'Inactive' })
    expect((await english()).text).not.toContain(`Renamed neighbour ${run}`)
  })

  it('answers Product Not Found with a 404 once the product is Inactive, and its page again once Active', async () => {
    await save('products', productId, { status: 'Inactive' })
    const hidden = await english()
    expect(hidden.status).toBe(404)
    expect(hidden.text).toContain('Product Not Found')
    await save('products', productId, { status: 'Active' })
    const shown = await english()
    expect(shown.status).toBe(200)
    expect(shown.text).toContain(`Renamed description ${run}`)
  })
})

describe('list pages', () => {
  const host = () => new URL(baseUrl()).host
  it.each(['/products', '/resources', '/news'])('serves the plain %s from the cache, and each language apart', async (path) => {
    await getWithHost(baseUrl(), path, host())
    const english = await getWithHost(baseUrl(), path, host())
    expect(english.status).toBe(200)
    expect(english.headers['x-nextjs-cache']).toBe('HIT')
    await getWithHost(baseUrl(), path, `zh.${host()}`)
    const zh = await getWithHost(baseUrl(), path, `zh.${host()}`)
    expect(zh.headers['x-nextjs-cache']).toBe('HIT')
    expect(zh.text).toContain('lang="zh-Hant-HK"')
    expect(english.text).toContain('lang="en"')
  })

  it('renders a filtered or searched list per request, from the same address', async () => {
    const searched = await getWithHost(baseUrl(), `/products?q=${encodeURIComponent(`Cached thread ${run}`)}`, host())
    expect(searched.status).toBe(200)
    expect(searched.headers['x-nextjs-cache']).toBeUndefined()
    expect(searched.text).toContain(`Cached thread ${run}`)
    expect(searched.text).not.toContain(`Renamed neighbour ${run}`)
  })

  it('shows a category saved in the admin on the plain /products at once', async () => {
    await getWithHost(baseUrl(), '/products', host())
    await save('categories', categoryId, { description: `Described at ${run}` })
    expect((await getWithHost(baseUrl(), '/products', host())).text).toContain(`Described at ${run}`)
  })

  it.each(['/list-query/products', '/list-query/news?q=x'])('keeps the internal %s out of reach', async (path) => {
    expect((await getWithHost(baseUrl(), path, host())).status).toBe(404)
  })
})
