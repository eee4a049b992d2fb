import { createLocalReq, getAccessResults, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listHref, untranslatedCount, waitingCounts, type WaitingItem } from '../../src/admin/dashboard/waiting'
import { makeJpeg, uploadPdf } from '../helpers/fixtures'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Issue 32, item 1: the dashboard's "Waiting for me" counts what is waiting, each through the
 * collection's own access rule, with an address that opens the list of exactly those records.
 */
let context: TestPayload
let payload: Payload
let administrator: TypedUser
let editor: TypedUser
const DAY = 24 * 60 * 60 * 1000

const request = (subject: string, status: string) => ({
  subject,
  status,
  name: 'Mei Ling Chan',
  company: 'Golden Needle Ltd',
  email: 'mei@example.com',
  country: 'Hong Kong',
  message: 'Samples for a bridal collection, please.',
  lines: [{ productName: 'Royal Gold', itemCodeText: 'RG-1', kind: 'samples', quantity: 2, unit: 'cones' }],
})

beforeAll(async () => {
  context = await startTestPayload('dashboard-waiting')
  payload = context.payload
  const account = (email: string, role: string) => payload.create({ collection: 'users', data: { email, password: 'desk-password-0123456789', name: email, role } as never })
  administrator = { ...(await account('owner@example.com', 'administrator')), collection: 'users' } as TypedUser
  editor = { ...(await account('desk@example.com', 'editor')), collection: 'users' } as TypedUser

  for (const [subject, status] of [['Bridal samples', 'new'], ['Gold cones', 'new'], ['Quoted already', 'quoted']] as const) {
    await payload.create({ collection: 'requests', data: request(subject, status) as never })
  }
  // Asking for a price on two lines (counted once), and one already quoted: one request to quote (issue 51).
  const priceLines = [
    { productName: 'Royal Gold', itemCodeText: 'RG-1', kind: 'quote', quantity: 200, unit: 'cones' },
    { productName: 'Royal Gold', itemCodeText: 'RG-2', kind: 'quote', quantity: 100, unit: 'cones' },
  ]
  const toQuote = await payload.create({ collection: 'requests', data: { ...request('Price for golds', 'new'), lines: priceLines } as never })
  await payload.create({ collection: 'requests', data: { ...request('Priced golds', 'quoted'), lines: priceLines } as never })
  // Two questions on a quote, one answered.
  const quote = await payload.create({ collection: 'quotes', data: { request: toQuote.id } as never })
  for (const answered of [false, true]) {
    await payload.create({ collection: 'quote-questions', data: { quote: quote.id, quoteReference: quote.reference, message: 'Is the lead time firm?', answered } as never })
  }
  for (const deliveryStatus of ['sent', 'failed', 'retrying']) {
    await payload.db.create({ collection: 'contact-messages', data: { name: 'Mei', email: 'mei@example.com', subject: deliveryStatus, message: 'Do you ship to Macau?', deliveryStatus, attempts: 1 } })
  }
  const jpeg = await makeJpeg(40, 40)
  const used = await payload.create({ collection: 'media', data: { alt: 'Gold spool' }, file: { data: jpeg, name: 'gold-spool.jpg', mimetype: 'image/jpeg', size: jpeg.length } })
  await payload.create({ collection: 'media', data: { alt: 'Old banner' }, file: { data: jpeg, name: 'old-banner.jpg', mimetype: 'image/jpeg', size: jpeg.length } })
  // Translated in Chinese: not waiting for a translation.
  const active = await payload.create({ collection: 'products', data: { name: 'Royal Gold', slug: 'royal-gold', status: 'Active', image: used.id } as never })
  await payload.update({ collection: 'products', id: active.id, locale: 'zh-Hant', data: { name: '御品金線' } as never })
  await payload.create({ collection: 'products', data: { name: 'Withdrawn Silver', slug: 'withdrawn-silver', status: 'Inactive' } as never })
  // Inactive, but last edited ten days ago: not "this week".
  const old = await payload.create({ collection: 'products', data: { name: 'Retired Copper', slug: 'retired-copper', status: 'Inactive' } as never })
  await payload.db.updateOne({ collection: 'products', id: old.id, data: { updatedAt: new Date(Date.now() - 10 * DAY).toISOString() } })
}, 120_000)
afterAll(async () => context?.close())

const permissionsOf = async (user: TypedUser) => getAccessResults({ req: await createLocalReq({ user }, payload) })
const byKey = (items: WaitingItem[]) => Object.fromEntries(items.map((item) => [item.key, item.count]))

describe("the dashboard's Waiting for me", () => {
  it('counts new requests, those asking for a price, unanswered questions on quotes, undelivered messages, unused files and inactive records edited this week', async () => {
    const items = await waitingCounts({ payload, user: administrator, permissions: await permissionsOf(administrator) })
    expect(byKey(items)).toEqual({
      newRequests: 3,
      requestsToQuote: 1,
      requestsForDiscontinued: 0,
      unansweredQuestions: 1,
      undeliveredMessages: 2,
      unusedFiles: 1,
      inactiveProducts: 1,
      inactiveGallery: 0,
      inactiveNews: 0,
      expiringDocuments: 0,
    })
  })

  it("links each count to the list filtered to exactly those records, as Payload's list view reads it", async () => {
    const items = await waitingCounts({ payload, user: administrator, permissions: await permissionsOf(administrator), now: new Date('2026-11-27T00:00:00.000Z') })
    const href = (key: string) => items.find((item) => item.key === key)?.href
    expect(href('newRequests')).toBe('/admin/collections/requests?where%5Bstatus%5D%5Bequals%5D=new')
    expect(decodeURIComponent(href('requestsToQuote') ?? '')).toBe('/admin/collections/requests?where[and][0][status][equals]=new&where[and][1][lines.kind][equals]=quote')
    expect(decodeURIComponent(href('unansweredQuestions') ?? '')).toBe('/admin/collections/quote-questions?where[answered][not_equals]=true')
    expect(decodeURIComponent(href('inactiveProducts') ?? '')).toBe(
      '/admin/collections/products?where[and][0][status][equals]=Inactive&where[and][1][updatedAt][greater_than]=2026-11-20T00:00:00.000Z',
    )
    // What the address says is what was counted: the same filter through the Local API finds the same records.
    const { totalDocs } = await payload.count({ collection: 'contact-messages', where: { deliveryStatus: { not_equals: 'sent' } } })
    expect(totalDocs).toBe(2)
    expect(listHref('/admin', 'media', { usageCount: { equals: 0 } })).toBe('/admin/collections/media?where%5BusageCount%5D%5Bequals%5D=0')
  })

  it('counts only what the member of staff may read: an editor sees no requests or messages counted', async () => {
    const permissions = await permissionsOf(editor)
    const keys = (await waitingCounts({ payload, user: editor, permissions })).map((item) => item.key)
    for (const collection of ['requests', 'quote-questions', 'contact-messages', 'media', 'products'] as const) {
      const counted = { requests: 'newRequests', 'quote-questions': 'unansweredQuestions', 'contact-messages': 'undeliveredMessages', media: 'unusedFiles', products: 'inactiveProducts' }[collection]
      expect(keys.includes(counted as never), collection).toBe(Boolean(permissions.collections?.[collection]?.read))
    }
    expect(await waitingCounts({ payload, user: editor, permissions: undefined })).toEqual([])
  })

  it('counts the records with a text in English and none in Chinese, and links to the translations manager', async () => {
    const before = await untranslatedCount({ payload, user: administrator })
    expect(before.href).toBe('/admin/translations')
    // The two products without Chinese and both media files' alternative texts.
    expect(before.count).toBe(4)
    const silver = await payload.find({ collection: 'products', where: { slug: { equals: 'withdrawn-silver' } } })
    await payload.update({ collection: 'products', id: silver.docs[0]!.id, locale: 'zh-Hant', data: { name: '停售銀線' } as never })
    expect((await untranslatedCount({ payload, user: administrator })).count).toBe(3)
  })

  it('counts the open requests asking for an item code discontinued now, each once, whenever it was discontinued, and opens exactly those (issue 52)', async () => {
    const product = (await payload.find({ collection: 'products', where: { slug: { equals: 'royal-gold' } } })).docs[0]!
    const code = async (itemCode: string, data: Record<string, unknown> = {}) => (await payload.create({ collection: 'item-codes', data: { product: product.id, itemCode, ...data } as never })).id
    const discontinued = { availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z' }
    const [kept, gone, goneSince] = [await code('RG-7'), await code('RG-8', discontinued), await code('RG-9')]
    const line = (itemCode: number, itemCodeText: string) => ({ product: product.id, itemCode, productName: 'Royal Gold', itemCodeText, kind: 'samples', quantity: 2, unit: 'cones' })
    const ask = async (subject: string, status: string, lines: object[]) => (await payload.create({ collection: 'requests', data: { ...request(subject, status), lines } as never })).id
    const counted = [
      // Two lines of it: one request.
      await ask('Asks for RG-8', 'new', [line(kept, 'RG-7'), line(gone, 'RG-8'), { ...line(gone, 'RG-8'), kind: 'quote' }]),
      await ask('RG-8 samples sent', 'samples-sent', [line(gone, 'RG-8')]),
      // In stock when sent, discontinued since: the owner still has to answer for it.
      await ask('RG-9 before it went', 'quoted', [line(goneSince, 'RG-9')]),
    ]
    await ask('RG-8 closed', 'closed', [line(gone, 'RG-8')])
    await ask('RG-7 only', 'new', [line(kept, 'RG-7')])
    await payload.update({ collection: 'item-codes', id: goneSince, data: discontinued as never })

    const items = await waitingCounts({ payload, user: administrator, permissions: await permissionsOf(administrator) })
    const item = items.find((entry) => entry.key === 'requestsForDiscontinued')
    expect(item?.count).toBe(3)
    expect(decodeURIComponent(item?.href ?? '')).toBe('/admin/collections/requests?where[and][0][status][not_equals]=closed&where[and][1][lines.itemCode.availability][equals]=discontinued')
    // The list's filter through the Local API: exactly those requests.
    const listed = await payload.find({ collection: 'requests', where: { and: [{ status: { not_equals: 'closed' } }, { 'lines.itemCode.availability': { equals: 'discontinued' } }] }, depth: 0, limit: 0 })
    expect(listed.docs.map((doc) => doc.id).sort()).toEqual([...counted].sort())
  })

  it('warns of the Active certificates and documents whose validity ends within 30 days, and opens exactly those', async () => {
    const now = new Date()
    const file = await uploadPdf(payload, 'oeko-tex.pdf')
    const document = (title: string, days: number, status = 'Active') =>
      payload.create({ collection: 'documents', data: { title, kind: 'certificate', status, file, validUntil: new Date(now.getTime() + days * DAY).toISOString() } as never })
    await document('Renew soon', 10)
    await document('Renew later', 60)
    await document('Already expired', -3)
    await document('Withdrawn', 5, 'Inactive')
    const items = await waitingCounts({ payload, user: administrator, permissions: await permissionsOf(administrator), now })
    const expiring = items.find((item) => item.key === 'expiringDocuments')
    expect(expiring?.count).toBe(1)
    const href = new URL(expiring!.href, 'http://admin.test')
    expect(href.pathname).toBe('/admin/collections/documents')
    expect(href.searchParams.get('where[and][0][status][equals]')).toBe('Active')
    // A day begins in Hong Kong 20 hours before the noon UTC it is kept as.
    expect(href.searchParams.get('where[and][1][validUntil][greater_than]')).toBe(new Date(now.getTime() + 20 * 3600_000).toISOString())
  })
})
