import { createLocalReq, type Payload } from 'payload'
import type { Quote, Request } from '../payload-types'
import { inTransaction } from '../platform/database/in-transaction'
import { contactRecipient } from '../platform/outbox/owner-address'
import { referenceRule, referenceYear } from '../platform/references/yearly-reference'
import { ensureLockRows } from '../shared/locks/write-lock'
import { isSiteLocale } from '../shared/locales'
import { lineFromRequest, type QuoteContext } from './hooks/prepare-new-quote'
import type { Currency } from './options'
import { printQuote } from './printed'
import { QUOTE_NUMBER, takeQuoteNumber } from './reference'
import { hongKongDay } from './validity'

type QuoteLine = Quote['lines'][number]
type Pricing = Partial<Pick<QuoteLine, 'quantity' | 'priceUnit' | 'unitPrice' | 'minimumOrder' | 'leadTime' | 'leadTimeUnit' | 'note'>>

type Terms = {
  currency: Currency
  /** By item code, or by its product's prefix ('KS-M150' prices every shade of it); 'any shade' for a line that names none. Samples stay free. */
  prices: Record<string, Pricing>
  validDays: number
  deliveryTerms: Quote['deliveryTerms']
  deliveryPlace?: string
  paymentTerms: Quote['paymentTerms']
  message: string
}

type DemoQuote = Terms & {
  /** The buyer's address: the request it answers (src/requests/seed.ts, src/seed/quote-buyers.ts). */
  buyer: string
  /** Prepared and sent that many days ago; a draft is prepared today. */
  daysAgo: number
  status: 'draft' | 'sent' | 'accepted'
  accepted?: { daysAgo: number; name: string; purchaseOrder: string }
  /** Sent again as revision 1 that many days ago, with these changes: the first is then superseded. */
  revised?: Partial<Terms> & { daysAgo: number }
  question?: { daysAgo: number; message: string; answered: boolean }
}

const ANY_SHADE = 'any shade'

/**
 * One quote in each state a buyer's quote goes through (issue 51.5), answering the demo's requests in
 * their languages: a draft still waiting for a price, two sent and valid, one accepted with the
 * buyer's purchase order, one past its validity, one replaced by a revision. Prices as the trade
 * quotes metallic thread: per 5,000 m cone for stock lots, per kg for industrial lots, per metre for
 * goldwork, samples free.
 */
const DEMO_QUOTES: DemoQuote[] = [
  {
    buyer: 'caigou@huayi-embroidery.example',
    daysAgo: 75,
    status: 'sent',
    currency: 'USD',
    prices: {
      'KS-M150': { quantity: 33, priceUnit: 'kg', unitPrice: 46.5, minimumOrder: 5, leadTime: 4, leadTimeUnit: 'weeks', note: '约 300 筒（每筒净重 110 克）' },
      'KS-MS300': { quantity: 19, priceUnit: 'kg', unitPrice: 52, minimumOrder: 5, leadTime: 4, leadTimeUnit: 'weeks', note: '约 200 筒（每筒净重 95 克）' },
    },
    validDays: 30,
    deliveryTerms: 'FCA',
    paymentTerms: 'advance',
    message: '李先生您好：\n\n感谢贵厂询价。以下价格按公斤计算，由日本工厂按单生产，确认订单后约四周在香港交货。如需先试机，我们可以免费寄送样品。\n\n本报价有效期为三十天。',
  },
  {
    buyer: 'j.petersen@hanseatische-stickerei.example',
    daysAgo: 47,
    status: 'sent',
    currency: 'EUR',
    prices: {
      'KS-M150': { unitPrice: 6.4, minimumOrder: 10, leadTime: 3, leadTimeUnit: 'weeks' },
      'KS-MS300': { unitPrice: 7.2, minimumOrder: 10, leadTime: 3, leadTimeUnit: 'weeks' },
    },
    validDays: 30,
    deliveryTerms: 'CIF',
    deliveryPlace: 'Hamburg',
    paymentTerms: 'deposit',
    message: 'Dear Mr Petersen,\n\nThank you for your enquiry. Our prices below are CIF Hamburg, made to order at our factory in Japan and shipped by sea from Hong Kong. Both threads run at full speed on multi-head machines with standard settings.',
    // The buyer came back after the validity with a larger order of the light gold.
    revised: {
      daysAgo: 12,
      prices: {
        'KS-M150': { quantity: 240, unitPrice: 5.9, minimumOrder: 240, leadTime: 4, leadTimeUnit: 'weeks', note: 'Price for 240 cones or more in one shipment' },
        'KS-MS300': { unitPrice: 7.2, minimumOrder: 10, leadTime: 3, leadTimeUnit: 'weeks' },
      },
      message:
        'Dear Mr Petersen,\n\nAs discussed on the phone, this revision replaces our earlier quote: the light gold is now quoted for 240 cones in one shipment, at a lower price per cone. The supertwist and the terms are unchanged; the validity is new.',
    },
  },
  {
    buyer: 's.mitchell@brookline-regalia.example',
    daysAgo: 40,
    status: 'accepted',
    currency: 'USD',
    prices: {
      'KS-M150-G01': { unitPrice: 5.6, minimumOrder: 10, leadTime: 5, leadTimeUnit: 'days', note: 'From stock in Hong Kong' },
      'KS-P04': { unitPrice: 0.034, minimumOrder: 500, leadTime: 3, leadTimeUnit: 'weeks', note: 'Wound on 500 m reels' },
    },
    validDays: 30,
    deliveryTerms: 'FOB',
    paymentTerms: 'deposit',
    message: 'Dear Ms Mitchell,\n\nThank you for your request. The bright gold is in stock in Hong Kong and ships within a week of your deposit; the passing thread is made to order at our factory in Japan. Prices are FOB Hong Kong.',
    accepted: { daysAgo: 33, name: 'Sarah Mitchell', purchaseOrder: 'PO-24-1187' },
  },
  {
    buyer: 'xiaowen.zhou@qimeng-bridal.example',
    daysAgo: 31,
    status: 'sent',
    currency: 'CNY',
    prices: {
      'KS-PR100-IV': { unitPrice: 52, minimumOrder: 10, leadTime: 7, leadTimeUnit: 'days', note: '现货' },
      'KS-PR100-CH': { unitPrice: 52, minimumOrder: 10, leadTime: 3, leadTimeUnit: 'weeks', note: '日本工厂生产' },
      'KS-PR100-LV': { leadTime: 3, leadTimeUnit: 'days', note: '免费样品，已随本报价寄出' },
    },
    validDays: 45,
    deliveryTerms: 'DAP',
    deliveryPlace: '上海',
    paymentTerms: 'advance',
    message: '周女士您好：\n\n感谢您的询价。象牙色有现货，收款后一周内发货；香槟色由日本工厂生产，约需三周。淡紫色样品一筒已免费寄出，请查收。\n\n本报价有效期为四十五天。',
    question: { daysAgo: 2, message: '请问象牙色能否先发 30 筒，其余 30 筒与香槟色一起发货？分两次发货的运费怎么算？', answered: false },
  },
  {
    buyer: 'meiling@embroidery.example',
    daysAgo: 4,
    status: 'sent',
    currency: 'HKD',
    prices: {
      'KS-L69': { priceUnit: 'spool', unitPrice: 68, minimumOrder: 6, leadTime: 5, leadTimeUnit: 'days', note: '每軸 10,000 米，現貨' },
      'KS-M150': { unitPrice: 46, minimumOrder: 10, leadTime: 5, leadTimeUnit: 'days', note: '現貨' },
    },
    validDays: 30,
    deliveryTerms: 'EXW',
    paymentTerms: 'advance',
    message: '陳小姐您好：\n\n多謝查詢。以下兩款均有現貨，收款後五個工作天內可於本公司香港倉庫提貨，趕及十二月前交貨。如需送貨，運費另計。\n\n如有任何問題，歡迎隨時聯絡我們。',
    question: { daysAgo: 3, message: '請問金屬片線有沒有每軸 5,000 米的規格？我們的繡花機線架較窄，放不下大軸。', answered: true },
  },
  {
    buyer: 'claire@atelier-dubois.example',
    daysAgo: 0,
    status: 'draft',
    currency: 'EUR',
    prices: {
      'KS-M150': { leadTime: 3, leadTimeUnit: 'days', note: 'Free sample cone, by courier' },
      // Priced once the buyer approves the factory's lab dip: the draft waits for it.
      [ANY_SHADE]: { minimumOrder: 5000, leadTime: 4, leadTimeUnit: 'weeks', note: 'Matched to Pantone 871 C: price to follow the lab dip' },
    },
    validDays: 30,
    deliveryTerms: 'DAP',
    deliveryPlace: 'Paris',
    paymentTerms: 'advance',
    message:
      'Dear Ms Dubois,\n\nThank you for your request. The sample cones are free of charge and leave Hong Kong by courier this week. For the holographic twist matched to Pantone 871 C, our factory in Japan is making a lab dip first; we will add its price per metre once you have approved the shade.',
  },
]

const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS)
/** Noon of the last valid day in Hong Kong, as the day picker and defaultValidUntil store it. */
const validUntil = (from: Date, days: number) => `${hongKongDay(new Date(from.getTime() + days * DAY_MS))}T04:00:00.000Z`

/** The most specific price given for a line: its item code's, its product's, or the one for a line naming no shade. */
function pricingOf(prices: Record<string, Pricing>, itemCode: string | null | undefined): Pricing {
  if (!itemCode) return prices[ANY_SHADE] ?? {}
  const key = Object.keys(prices)
    .filter((key) => itemCode === key || itemCode.startsWith(`${key}-`))
    .sort((a, b) => b.length - a.length)[0]
  return (key && prices[key]) || {}
}

/** The request's lines as the quote prices them: what was asked, copied as preparing a quote copies it, then priced; samples free. */
const pricedLines = (request: Request, terms: Pick<Terms, 'currency' | 'prices'>): QuoteLine[] =>
  (request.lines ?? []).map((line) => {
    const quoted = lineFromRequest(line, terms.currency)
    const { unitPrice, ...pricing } = pricingOf(terms.prices, quoted.itemCodeText)
    return { ...quoted, ...pricing, unitPrice: quoted.free ? null : (unitPrice ?? null) }
  })

const termsOf = (terms: Terms, from: Date) => ({
  validUntil: validUntil(from, terms.validDays),
  deliveryTerms: terms.deliveryTerms,
  deliveryPlace: terms.deliveryPlace ?? null,
  paymentTerms: terms.paymentTerms,
  message: terms.message,
})

/** History, not news: the mail of a sent quote went out when it was sent, so none is queued for it. */
const delivered = (at: Date) => ({ deliveryStatus: 'sent' as const, attempts: 1, deliveryStartedAt: at.toISOString(), lastAttemptAt: at.toISOString(), deliveredAt: at.toISOString() })

/** A req whose saves may set what only the quote's actions set (its status, number and record): prepare-new-quote.ts. */
const seedReq = (payload: Payload, context: QuoteContext = {}) => createLocalReq({ context: { ...context, quoteAction: 'seed' } satisfies QuoteContext }, payload)

/**
 * The demo's quotes (issue 51.5), written straight in the state they reached, as their actions left
 * them: the number taken in date order (Q-YYYY-0001 the oldest; a later real quote takes the next),
 * the letterhead frozen as sending froze it, the request Quoted or Accepted, the mail delivered. No
 * job is queued: only the actions (actions.ts) queue mail. Skipped when there are quotes already.
 */
export async function seedQuotes(payload: Payload, now = new Date()): Promise<{ quotes: number; questions: number }> {
  const written = { quotes: 0, questions: 0 }
  if ((await payload.count({ collection: 'quotes' })).totalDocs > 0) return written
  const recipient = await contactRecipient(payload)
  for (const demo of [...DEMO_QUOTES].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const request = (await payload.find({ collection: 'requests', where: { email: { equals: demo.buyer } }, sort: '-createdAt', limit: 1, depth: 0 })).docs[0]
    if (!request?.lines?.length) continue
    const preparedAt = daysAgo(demo.daysAgo, now)
    const revisedAt = demo.revised ? daysAgo(demo.revised.daysAgo, now) : undefined
    const acceptedAt = demo.accepted ? daysAgo(demo.accepted.daysAgo, now) : undefined
    const sent = demo.status !== 'draft'
    const locale = isSiteLocale(request.locale) ? request.locale : 'en'
    await ensureLockRows(payload, [referenceRule(QUOTE_NUMBER, referenceYear(preparedAt))])
    const req = await seedReq(payload)
    let quote = await inTransaction(req, async () =>
      payload.create({
        collection: 'quotes',
        req,
        depth: 0,
        data: {
          request: request.id,
          locale,
          number: await takeQuoteNumber(req, preparedAt),
          // A revised quote is superseded when its revision is sent, and was last changed then.
          status: revisedAt ? 'superseded' : demo.status,
          lines: pricedLines(request, demo),
          ...termsOf(demo, preparedAt),
          createdAt: preparedAt.toISOString(),
          updatedAt: (acceptedAt ?? revisedAt ?? preparedAt).toISOString(),
          ...(sent
            ? {
                sentAt: preparedAt.toISOString(),
                // printQuote reads only the quote's language and request, both known before it is stored.
                printed: await printQuote(req, { locale, request: request.id } as Quote, preparedAt),
                ...delivered(preparedAt),
              }
            : // As a new draft is stored (the field's default): idle, never picked up by the outbox until "Send quote".
              { deliveryStatus: 'idle' as const }),
          ...(demo.accepted && acceptedAt ? { acceptedAt: acceptedAt.toISOString(), acceptedName: demo.accepted.name, purchaseOrder: demo.accepted.purchaseOrder } : {}),
        },
      }),
    )
    written.quotes += 1
    if (demo.revised && revisedAt) {
      // Made as "Revise" makes it (the same number, -R1, the lines and terms of the first), then priced again and sent.
      const terms: Terms = { ...demo, ...demo.revised }
      const revisionReq = await seedReq(payload, { revises: quote })
      quote = await inTransaction(revisionReq, async () => {
        const draft = await payload.create({ collection: 'quotes', req: revisionReq, depth: 0, data: { request: request.id, createdAt: revisedAt.toISOString() } as Quote })
        return payload.update({
          collection: 'quotes',
          id: draft.id,
          req: revisionReq,
          depth: 0,
          data: { status: 'sent', lines: pricedLines(request, terms), ...termsOf(terms, revisedAt), sentAt: revisedAt.toISOString(), printed: await printQuote(revisionReq, draft, revisedAt), ...delivered(revisedAt) },
        })
      })
      written.quotes += 1
    }
    if (sent) await payload.update({ collection: 'requests', id: request.id, depth: 0, data: { status: demo.status === 'accepted' ? 'accepted' : 'quoted' } })
    if (demo.question) {
      const askedAt = daysAgo(demo.question.daysAgo, now).toISOString()
      await payload.create({
        collection: 'quote-questions',
        depth: 0,
        data: {
          quote: quote.id,
          quoteReference: quote.reference!,
          company: quote.company,
          email: quote.email,
          message: demo.question.message,
          locale,
          recipient,
          answered: demo.question.answered,
          createdAt: askedAt,
          ...delivered(new Date(askedAt)),
        },
      })
      written.questions += 1
    }
  }
  return written
}
