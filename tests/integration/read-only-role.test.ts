import { createLocalReq, Forbidden, type CollectionSlug, type Endpoint, type GlobalSlug, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Issue 24, item 2: one place decides who may write. A signed-in account of a role the site does not
 * grant ("viewer", made here: the config knows only administrator and editor) may read, and every write
 * path refuses it by the collections' own access rules: each collection's create, update and delete and
 * each global's update through the Local API with the user, and every custom endpoint that writes. The
 * same calls as an administrator go through, so a refusal here is the rule's, not a broken call.
 */
let context: TestPayload
let payload: Payload
let viewer: Record<string, unknown>
let administrator: Record<string, unknown>
let productId: number
let messageId: number

/** Payload's own bookkeeping for a signed-in person (their preferences, document locks) and its jobs and migrations. */
const PAYLOAD_INTERNAL = /^payload-/

beforeAll(async () => {
  context = await startTestPayload('read-only-role')
  payload = context.payload
  const account = await payload.create({ collection: 'users', data: { email: 'viewer@example.com', password: 'viewer-password-0123456789', name: 'Read Only', role: 'editor' } })
  viewer = { ...account, role: 'viewer', collection: 'users' }
  const admin = await payload.create({ collection: 'users', data: { email: 'owner@example.com', password: 'owner-password-0123456789', name: 'Owner', role: 'administrator' } })
  administrator = { ...admin, collection: 'users' }
  productId = (await payload.create({ collection: 'products', data: { name: 'Viewer Gold', slug: 'viewer-gold', status: 'Active' } })).id
  messageId = (
    await payload.db.create({
      collection: 'contact-messages',
      data: { name: 'Mei', email: 'mei@example.com', subject: 'Cones', message: 'Do you ship to Macau?', deliveryStatus: 'failed', attempts: 3 },
    })
  ).id as number
})
afterAll(async () => context?.close())

type Call = { body?: unknown; text?: string; routeParams?: Record<string, string>; collection?: CollectionSlug }

/** A request of this user as Payload's REST router hands it to an endpoint (its collection, route parameters, body). */
async function requestAs(user: Record<string, unknown>, { body, text, routeParams, collection }: Call = {}): Promise<PayloadRequest> {
  const req = await createLocalReq({ user: user as never }, payload)
  req.json = async () => body
  req.text = async () => text ?? ''
  req.routeParams = { ...(collection ? { collection } : {}), ...routeParams }
  req.data = body as PayloadRequest['data']
  return req
}

/** The status a write path answers: its Response's, or 403 for Payload's Forbidden thrown. */
async function statusOf(call: () => Promise<Response | unknown>): Promise<number> {
  try {
    const result = await call()
    return result instanceof Response ? result.status : 200
  } catch (error) {
    if (error instanceof Forbidden) return 403
    throw error
  }
}

const collectionEndpoint = (slug: CollectionSlug, method: string, path: string): Endpoint => {
  const found = (payload.collections[slug].config.endpoints || []).find((endpoint) => endpoint.method === method && endpoint.path === path)
  if (!found) throw new Error(`${slug} has no ${method} ${path}`)
  return found
}
const rootEndpoint = (method: string, path: string): Endpoint => {
  const found = (payload.config.endpoints || []).find((endpoint) => endpoint.method === method && endpoint.path === path)
  if (!found) throw new Error(`no ${method} ${path}`)
  return found
}

describe('a read-only role', () => {
  it('reads the content', async () => {
    const products = await payload.find({ collection: 'products', overrideAccess: false, user: viewer as never })
    expect(products.docs.map((doc) => doc.id)).toContain(productId)
  })

  it("is refused every collection's create, update and delete through the Local API", async () => {
    const collections = payload.config.collections.map((collection) => collection.slug as CollectionSlug).filter((slug) => !PAYLOAD_INTERNAL.test(slug))
    expect(collections.length).toBeGreaterThan(10)
    for (const collection of collections) {
      const asViewer = { collection, overrideAccess: false, user: viewer as never } as const
      await expect(payload.create({ ...asViewer, data: {} as never }), `${collection} create`).rejects.toBeInstanceOf(Forbidden)
      // Users: one's own account stays one's own (name, password); anyone else's is refused.
      const others = collection === 'users' ? { id: { not_equals: viewer.id } } : { id: { exists: true } }
      const updated = await payload.update({ ...asViewer, where: others, data: {} as never }).catch((error: unknown) => error)
      const deleted = await payload.delete({ ...asViewer, where: { id: { exists: true } } }).catch((error: unknown) => error)
      for (const [operation, outcome] of [['update', updated], ['delete', deleted]] as const) {
        // Refused outright, or (a rule that is a query) nothing it may touch.
        if (!(outcome instanceof Forbidden)) expect((outcome as { docs: unknown[]; errors: unknown[] }).docs, `${collection} ${operation}`).toEqual([])
      }
    }
    expect(await payload.count({ collection: 'products' })).toMatchObject({ totalDocs: 1 })
  })

  it("is refused every global's update through the Local API", async () => {
    for (const global of payload.config.globals.map((entry) => entry.slug as GlobalSlug)) {
      await expect(payload.updateGlobal({ slug: global, data: {} as never, overrideAccess: false, user: viewer as never }), global).rejects.toBeInstanceOf(Forbidden)
    }
  })

  it('is refused every custom endpoint that writes, where an administrator goes through', async () => {
    const save = rootEndpoint('post', '/translations/save')
    const saveBody = { slug: 'products', id: productId, values: { name: '觀者金線' } }
    const paths: [string, Endpoint, Call][] = [
      ['translations save', save, { body: saveBody }],
      ['translations import', rootEndpoint('post', '/translations/import'), { text: 'collection,id,title,field,label,english,chinese\n' }],
      ['item-code import', collectionEndpoint('item-codes', 'post', '/import'), { collection: 'item-codes', text: 'product_slug,item_code\nviewer-gold,KS-V-01\n' }],
      ['resend a message', collectionEndpoint('contact-messages', 'post', '/:id/resend'), { collection: 'contact-messages', routeParams: { id: String(messageId) } }],
      ['storage cleanup', collectionEndpoint('media', 'post', '/storage-cleanup'), { collection: 'media', body: { records: [], files: [] } }],
      ['update with its named message', collectionEndpoint('products', 'patch', '/:id'), { collection: 'products', routeParams: { id: String(productId) }, body: { name: 'Renamed' } }],
    ]
    for (const collection of payload.config.collections) {
      const reorder = (collection.endpoints || []).find((endpoint) => endpoint.path === '/reorder')
      if (reorder) paths.push([`${collection.slug} reorder`, reorder, { collection: collection.slug as CollectionSlug, body: { ids: [1] } }])
    }
    expect(paths.length).toBeGreaterThan(10)
    for (const [name, endpoint, input] of paths) {
      expect(await statusOf(async () => endpoint.handler(await requestAs(viewer, input))), name).toBe(403)
    }
    // Nothing changed.
    const product = await payload.findByID({ collection: 'products', id: productId, locale: 'zh-Hant', fallbackLocale: false })
    expect(product.name ?? null).toBeNull()
    expect(await payload.count({ collection: 'item-codes' })).toMatchObject({ totalDocs: 0 })
    expect((await payload.findByID({ collection: 'contact-messages', id: messageId })).deliveryStatus).toBe('failed')
    // The same save as an administrator goes through.
    expect(await statusOf(async () => save.handler(await requestAs(administrator, { body: saveBody })))).toBe(200)
    expect((await payload.findByID({ collection: 'products', id: productId, locale: 'zh-Hant', fallbackLocale: false })).name).toBe('觀者金線')
  })
})
