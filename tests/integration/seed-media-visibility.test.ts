import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestPayload, type TestPayload } from '../helpers/local-api'
import { seedDemo } from '../../src/seed/demo-seed'
import { findMediaUsers } from '../../src/media/usage'

let context: TestPayload
let payload: Payload

beforeAll(async () => {
  context = await startTestPayload('seed-media')
  payload = context.payload
  // Pictures at a quarter of their size: which files are public does not depend on their pixels.
  await seedDemo(payload, { pictureScale: 0.25 })
}, 600_000)
afterAll(async () => context?.close())

it('after the demo seed, every file used by active content or the settings is public, and only those', async () => {
  const users = await findMediaUsers(payload)
  const { docs } = await payload.find({ collection: 'media', pagination: false, depth: 0, select: { publiclyVisible: true, filename: true } })
  const wrong = docs.filter((doc) => Boolean(doc.publiclyVisible) !== Boolean(users.get(String(doc.id))?.some((user) => user.active)))
  expect(wrong.map((doc) => doc.filename)).toEqual([])
  // The seed has inactive content too, so both kinds exist.
  expect(docs.some((doc) => doc.publiclyVisible)).toBe(true)
  expect(docs.some((doc) => !doc.publiclyVisible)).toBe(true)
})

it("after the demo seed, visitors can read every image of the active products' pages and the settings", async () => {
  const products = await payload.find({ collection: 'products', where: { status: { equals: 'Active' } }, pagination: false, depth: 0, overrideAccess: false })
  const ids = products.docs.flatMap((product) => [product.image, ...(product.images ?? []), product.cataloguePdf]).filter((id): id is number => typeof id === 'number')
  const settings = await payload.findGlobal({ slug: 'general-settings', depth: 0 })
  ids.push(...[settings.wechatQr, settings.whatsappQr, ...(settings.carouselSlides ?? []).map((slide) => slide.image)].filter((id): id is number => typeof id === 'number'))
  expect(ids.length).toBeGreaterThan(10)
  const readable = await payload.count({ collection: 'media', where: { id: { in: ids } }, overrideAccess: false })
  expect(readable.totalDocs).toBe(new Set(ids).size)
})
