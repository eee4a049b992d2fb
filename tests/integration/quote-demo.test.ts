import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Quote, Request } from '../../src/payload-types'
import { isExpired } from '../../src/quotes/validity'
import { seedDemo } from '../../src/seed/demo-seed'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The demo's quotes (issue 51.5) after the whole demo seed: one in each state a quote reaches, in the
 * three languages, their totals right, numbered as the actions number them, and nothing queued to mail.
 */
let context: TestPayload
let payload: Payload
let quotes: Quote[]
let requests: Map<number, Request>

const requestOf = (quote: Quote) => requests.get(typeof quote.request === 'object' ? quote.request.id : quote.request)!

beforeAll(async () => {
  context = await startTestPayload('quote-demo')
  payload = context.payload
  // Small pictures: the quotes do not depend on their pixels.
  await seedDemo(payload, { pictureScale: 0.1 })
  quotes = (await payload.find({ collection: 'quotes', depth: 0, limit: 0, pagination: false, sort: 'createdAt' })).docs
  const stored = await payload.find({ collection: 'requests', depth: 0, limit: 0, pagination: false })
  requests = new Map(stored.docs.map((request) => [request.id, request]))
}, 600_000)
afterAll(async () => context?.close())

describe('the demo quotes', () => {
  it('are a handful, one at least in every state, each answering its request in its language', () => {
    expect(quotes.length).toBeGreaterThanOrEqual(6)
    expect(quotes.length).toBeLessThanOrEqual(8)
    expect(quotes.some((quote) => quote.status === 'draft')).toBe(true)
    expect(quotes.some((quote) => quote.status === 'sent' && !isExpired(quote.validUntil))).toBe(true)
    expect(quotes.some((quote) => quote.status === 'sent' && isExpired(quote.validUntil))).toBe(true)
    const accepted = quotes.find((quote) => quote.status === 'accepted')
    expect(accepted).toMatchObject({ acceptedName: expect.any(String), purchaseOrder: expect.stringMatching(/^PO-/), acceptedAt: expect.any(String) })
    const superseded = quotes.find((quote) => quote.status === 'superseded')!
    expect(superseded.revision).toBe(0)
    const revision = quotes.find((quote) => quote.number === superseded.number && quote.revision === 1)
    expect(revision).toMatchObject({ status: 'sent', reference: `${superseded.number}-R1` })
    expect(new Set(quotes.map((quote) => quote.state))).toEqual(new Set(['draft', 'sent', 'accepted', 'expired', 'superseded']))
    expect(new Set(quotes.map((quote) => quote.locale))).toEqual(new Set(['en', 'zh-Hant', 'zh-Hans']))
    for (const quote of quotes) expect(quote.locale).toBe(requestOf(quote).locale)
  })

  it('total the sum of their lines in each currency, every line of a sent one priced or free', () => {
    for (const quote of quotes) {
      const cents = new Map<string, number>()
      for (const line of quote.lines) {
        if (line.free) {
          expect(line.amount).toBe(0)
          continue
        }
        if (typeof line.unitPrice !== 'number') {
          expect(quote.status).toBe('draft')
          continue
        }
        const amount = Math.round(line.quantity * line.unitPrice * 100)
        expect(Math.round(line.amount! * 100)).toBe(amount)
        cents.set(line.currency, (cents.get(line.currency) ?? 0) + amount)
      }
      const totals = Object.fromEntries((quote.totals ?? []).map((total) => [total.currency, Math.round(total.amount * 100)]))
      expect(totals).toEqual(Object.fromEntries(cents))
    }
    // Per cone, per spool, per kg and per metre; in every currency the company quotes in.
    expect(new Set(quotes.flatMap((quote) => quote.lines.map((line) => line.priceUnit)))).toEqual(new Set(['cone', 'spool', 'kg', 'metre']))
    expect(new Set(quotes.flatMap((quote) => (quote.totals ?? []).map((total) => total.currency)))).toEqual(new Set(['HKD', 'USD', 'CNY', 'EUR']))
  })

  it('are numbered Q-YYYY-NNNN in date order, a revision -R1, and a new quote takes the next number', async () => {
    for (const quote of quotes) {
      expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/)
      expect(quote.reference).toBe(quote.revision ? `${quote.number}-R${quote.revision}` : quote.number)
      expect(quote.reference).toMatch(/^Q-\d{4}-\d{4}(-R1)?$/)
    }
    const firsts = quotes.filter((quote) => quote.revision === 0)
    expect(firsts.map((quote) => quote.number)).toEqual(firsts.map((quote) => quote.number).sort())
    const request = [...requests.values()].find((candidate) => !quotes.some((quote) => requestOf(quote).id === candidate.id))!
    const next = await payload.create({ collection: 'quotes', data: { request: request.id } as Quote, depth: 0 })
    const year = Number(next.number!.slice(2, 6))
    const highest = Math.max(...quotes.filter((quote) => quote.number!.startsWith(`Q-${year}-`)).map((quote) => Number(quote.number!.slice(-4))), 0)
    expect(next).toMatchObject({ status: 'draft', number: `Q-${year}-${String(highest + 1).padStart(4, '0')}` })
    await payload.delete({ collection: 'quotes', id: next.id })
  })

  it('keep what sending froze, are marked delivered, and queued no mail', async () => {
    for (const quote of quotes.filter((candidate) => candidate.status !== 'draft')) {
      expect((quote.printed as { maker?: { name?: string } }).maker?.name).toBeTruthy()
      expect(quote).toMatchObject({ sentAt: expect.any(String), deliveryStatus: 'sent', deliveredAt: expect.any(String) })
    }
    expect(quotes.find((quote) => quote.status === 'draft')?.printed ?? null).toBeNull()
    expect((await payload.count({ collection: 'payload-jobs' })).totalDocs).toBe(0)
  })

  it("move their requests on: Quoted, Accepted, and the draft's still New", () => {
    for (const quote of quotes) {
      const expected = { draft: 'new', sent: 'quoted', superseded: 'quoted', accepted: 'accepted' }[quote.status!]
      expect(`${quote.reference} ${requestOf(quote).status}`).toBe(`${quote.reference} ${expected}`)
    }
  })

  it('have questions on sent quotes, one answered and one not, delivered', async () => {
    const questions = (await payload.find({ collection: 'quote-questions', depth: 0, limit: 0, pagination: false })).docs
    expect(questions.map((question) => question.answered).sort()).toEqual([false, true])
    for (const question of questions) {
      const quote = quotes.find((candidate) => candidate.id === (typeof question.quote === 'object' ? question.quote.id : question.quote))!
      expect(quote.status).toBe('sent')
      expect(question).toMatchObject({ quoteReference: quote.reference, locale: quote.locale, deliveryStatus: 'sent' })
    }
  })
})
