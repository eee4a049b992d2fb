import { createLocalReq, type Payload, type TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reviseQuote, sendQuote } from '../../src/quotes/actions'
import type { Quote } from '../../src/payload-types'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * Issue 51.1: a quote is prepared from a request, priced, sent once and never changed; a revision
 * replaces it under the same number. Each action reads before it writes inside one transaction,
 * under the number's lock: two at once never both win.
 */
let context: TestPayload
let payload: Payload
let editor: TypedUser
let requestId: number

const buyerRequest = {
  subject: 'Gold for a spring collection',
  name: 'Chan Siu Ming',
  company: 'Harbour Embroidery Ltd',
  email: 'ming@harbour.example',
  country: 'Hong Kong',
  message: 'Please quote 24 cones and send samples.',
  locale: 'zh-Hant',
  lines: [
    { productName: 'Aurora Gold', itemCodeText: 'AG-1201', kind: 'quote', quantity: 24, unit: 'cones' },
    { productName: 'Aurora Gold', itemCodeText: 'AG-1202', kind: 'samples', quantity: 2, unit: 'cones' },
    { productName: 'Silver Lurex', kind: 'quote', quantity: 5000, unit: 'metres' },
  ],
}

const reqOf = async (user?: TypedUser) => createLocalReq({ user }, payload)
const prepare = async (user: TypedUser = editor) => payload.create({ collection: 'quotes', data: { request: requestId } as Quote, user, overrideAccess: false, req: await reqOf(user) })
const price = async (quote: Quote, prices: (number | null)[]) =>
  payload.update({
    collection: 'quotes',
    id: quote.id,
    data: { lines: quote.lines!.map((line, index) => ({ ...line, unitPrice: prices[index] ?? null })) },
    user: editor,
    overrideAccess: false,
  })

beforeAll(async () => {
  context = await startTestPayload('quote-actions')
  payload = context.payload
  await payload.updateGlobal({ slug: 'general-settings', data: { companyName: 'KINSEN', infoEmail: 'info@kinsen.example', quoteCurrency: 'USD', quoteDeliveryTerms: 'CIF', quotePaymentTerms: 'lc' } })
  const user = await payload.create({ collection: 'users', data: { email: 'desk@kinsen.example', password: 'desk-password-0123456789', name: 'Desk', role: 'editor' } as never })
  editor = { ...user, collection: 'users' } as TypedUser
  requestId = (await payload.create({ collection: 'requests', data: buyerRequest as never })).id
}, 120_000)
afterAll(async () => context?.close())

describe('preparing a quote', () => {
  it("copies the request's buyer, language and lines, in the settings' default currency and terms, samples free", async () => {
    const quote = await prepare()
    expect(quote.reference).toMatch(/^Q-\d{4}-0001$/)
    expect(quote.deliveryStatus).toBe('idle')
    expect([quote.status, quote.revision, quote.company, quote.email, quote.locale]).toEqual(['draft', 0, 'Harbour Embroidery Ltd', 'ming@harbour.example', 'zh-Hant'])
    expect([quote.deliveryTerms, quote.paymentTerms]).toEqual(['CIF', 'lc'])
    expect(quote.lines!.map((line) => [line.itemCodeText ?? null, line.kind, line.quantity, line.priceUnit, line.currency, line.free])).toEqual([
      ['AG-1201', 'quote', 24, 'cone', 'USD', false],
      ['AG-1202', 'samples', 2, 'cone', 'USD', true],
      [null, 'quote', 5000, 'metre', 'USD', false],
    ])
    const days = (new Date(quote.validUntil).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29)
    expect(days).toBeLessThan(31)
  })

  it('computes each amount and the totals per currency, whatever the client sends for them', async () => {
    const quote = await prepare()
    const lines = quote.lines!.map((line, index) => ({ ...line, unitPrice: [6.35, 4, 0.021][index], currency: (index === 2 ? 'EUR' : 'USD') as 'EUR' | 'USD', amount: 999 }))
    const saved = await payload.update({ collection: 'quotes', id: quote.id, data: { lines, totals: [{ currency: 'USD', amount: 1 }], totalsText: 'made up' }, user: editor, overrideAccess: false })
    expect(saved.lines!.map((line) => line.amount)).toEqual([152.4, 0, 105])
    expect(saved.totals!.map(({ currency, amount }) => [currency, amount])).toEqual([
      ['USD', 152.4],
      ['EUR', 105],
    ])
    expect(saved.totalsText).toBe('USD 152.40 + EUR 105.00')
  })

  it('keeps the status and the reference out of reach of a save of the form', async () => {
    const quote = await prepare()
    const saved = await payload.update({ collection: 'quotes', id: quote.id, data: { status: 'accepted', reference: 'Q-1999-0001', acceptedName: 'Nobody' }, user: editor, overrideAccess: false })
    expect([saved.status, saved.reference, saved.acceptedName ?? null]).toEqual(['draft', quote.reference, null])
  })

  it('refuses a quote that answers no request, and an anonymous visitor', async () => {
    await expect(payload.create({ collection: 'quotes', data: {} as Quote, user: editor, overrideAccess: false })).rejects.toThrow('Choose the request this quote answers.')
    await expect(payload.create({ collection: 'quotes', data: { request: requestId } as Quote, overrideAccess: false, req: await reqOf() })).rejects.toThrow('You are not allowed to perform this action.')
  })
})

describe('sending and revising', () => {
  it('refuses to send a line neither priced nor free, naming the line', async () => {
    const quote = await price(await prepare(), [46.5, null, null])
    const outcome = await sendQuote(await reqOf(editor), quote.id)
    expect(outcome).toMatchObject({ ok: false, status: 400, word: 'missingPrices', values: { lines: '3' } })
  })

  it('sends once: of two sends at the same moment one wins, the other is told it was sent already', async () => {
    const quote = await price(await prepare(), [46.5, null, 0.021])
    const outcomes = await Promise.all([sendQuote(await reqOf(editor), quote.id), sendQuote(await reqOf(editor), quote.id)])
    expect(outcomes.map((outcome) => (outcome.ok ? 200 : outcome.status)).sort()).toEqual([200, 409])
    const sent = await payload.findByID({ collection: 'quotes', id: quote.id })
    expect([sent.status, sent.deliveryStatus]).toEqual(['sent', 'pending'])
    expect((sent.printed as { maker: { name: string } }).maker.name).toBe('KINSEN')
    const jobs = await payload.count({ collection: 'payload-jobs', where: { and: [{ taskSlug: { equals: 'send-quote' } }, { 'input.messageId': { equals: quote.id } }] } })
    expect(jobs.totalDocs).toBe(1)
    expect((await payload.findByID({ collection: 'requests', id: requestId })).status).toBe('quoted')
    // A sent quote is history: neither changed nor deleted.
    await expect(payload.update({ collection: 'quotes', id: quote.id, data: { message: 'later' }, user: editor, overrideAccess: false })).rejects.toThrow()
    await expect(payload.delete({ collection: 'quotes', id: quote.id, user: editor, overrideAccess: false })).rejects.toThrow()
  })

  it('revises a sent quote under the same number; sending the revision replaces the one before', async () => {
    const quote = await price(await prepare(), [46.5, null, 0.021])
    expect((await sendQuote(await reqOf(editor), quote.id)).ok).toBe(true)
    const revised = await reviseQuote(await reqOf(editor), quote.id)
    if (!revised.ok) throw new Error(revised.word)
    expect(revised.quote.reference).toBe(`${quote.reference}-R1`)
    expect([revised.quote.status, revised.quote.number, revised.quote.lines!.map((line) => line.unitPrice ?? null)]).toEqual(['draft', quote.number, [46.5, null, 0.021]])
    // Asked again while the draft is open: the same draft, not a second one.
    const again = await reviseQuote(await reqOf(editor), quote.id)
    expect(again.ok && again.quote.id).toBe(revised.quote.id)
    await price(revised.quote, [44, null, 0.02])
    expect((await sendQuote(await reqOf(editor), revised.quote.id)).ok).toBe(true)
    const [old, latest] = await Promise.all([quote.id, revised.quote.id].map((id) => payload.findByID({ collection: 'quotes', id })))
    expect([old!.status, latest!.status, latest!.totalsText]).toEqual(['superseded', 'sent', 'USD 1,156.00'])
    // A draft cannot be revised; a replaced one neither.
    expect(await reviseQuote(await reqOf(editor), old!.id)).toMatchObject({ ok: false, status: 409 })
  })
})
