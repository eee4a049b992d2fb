import { createLocalReq, type Payload } from 'payload'
import { inTransaction } from '../platform/database/in-transaction'
import { ensureLockRows } from '../shared/locks/write-lock'
import type { SiteLocale } from '../shared/locales'
import type { RequestLine } from './lines'
import { resolveLines, storedLines } from './reads'
import { referenceRule, referenceYear, takeReference } from './reference'
import type { RequestStatus } from './request-status'

/** What a demo request says: its buyer, message, language, status and how many days ago it was sent. */
export type DemoRequestFacts = { locale: SiteLocale; status: RequestStatus; daysAgo: number; buyer: { name: string; company: string; email: string; phone?: string; country: string }; message: string }

type DemoRequest = DemoRequestFacts & {
  /** Lines by product position in the demo catalogue and item-code position in that product (undefined: any shade). */
  lines: { product: number; code?: number; kind: RequestLine['kind']; quantity: number; unit: RequestLine['unit']; note?: string }[]
}

const DEMO_REQUESTS: DemoRequest[] = [
  {
    locale: 'en',
    status: 'new',
    daysAgo: 1,
    buyer: { name: 'Claire Dubois', company: 'Atelier Dubois Broderie', email: 'claire@atelier-dubois.example', phone: '+33 1 42 68 53 00', country: 'France' },
    message: 'We are preparing a couture collection for next spring and would like to compare your golds on silk organza before we order.',
    lines: [
      { product: 0, code: 0, kind: 'samples', quantity: 2, unit: 'cones', note: 'For hand embroidery on organza' },
      { product: 0, code: 1, kind: 'samples', quantity: 2, unit: 'cones' },
      { product: 1, kind: 'quote', quantity: 5000, unit: 'metres', note: 'Closest shade to Pantone 871 C' },
    ],
  },
  {
    locale: 'zh-Hant',
    status: 'quoted',
    daysAgo: 6,
    buyer: { name: '陳美玲', company: '美玲刺繡工作室', email: 'meiling@embroidery.example', phone: '+852 2345 6789', country: '香港' },
    message: '我們正為農曆新年的旗袍系列選購金線，請提供以下貨品的報價及最少訂購量。',
    lines: [
      { product: 2, code: 0, kind: 'quote', quantity: 40, unit: 'cones', note: '需於十二月前交貨' },
      { product: 0, code: 2, kind: 'quote', quantity: 20, unit: 'cones' },
    ],
  },
  {
    locale: 'en',
    status: 'samples-sent',
    daysAgo: 14,
    buyer: { name: 'Kenji Watanabe', company: 'Watanabe Textile Co.', email: 'k.watanabe@watanabe-textile.example', country: 'Japan' },
    message: 'Please send sample cones for our machine embroidery trials; we run Tajima machines at high speed.',
    lines: [{ product: 1, code: 0, kind: 'samples', quantity: 3, unit: 'cones', note: 'Machine embroidery, 900 stitches per minute' }],
  },
  {
    locale: 'zh-Hant',
    status: 'closed',
    daysAgo: 30,
    buyer: { name: '林志強', company: '強記制服有限公司', email: 'order@keung-uniform.example', country: '台灣' },
    message: '制服徽章需要銀色金屬線，請寄樣本。已收到樣本，多謝。',
    lines: [{ product: 3, kind: 'samples', quantity: 1, unit: 'cones' }],
  },
]

/**
 * Writes one demo request as a buyer's send would, with its reference taken under the year's lock
 * for the day it was sent, and marked sent (the demo mails nothing); nothing when none of its lines
 * is on the site. Written oldest first by the callers, so that references count up with the dates.
 */
export async function writeDemoRequest(payload: Payload, demo: DemoRequestFacts, wanted: RequestLine[]): Promise<boolean> {
  const lines = (await resolveLines(payload, demo.locale, wanted)).filter((line) => line.available)
  if (lines.length === 0) return false
  const sentAt = new Date(Date.now() - demo.daysAgo * 24 * 60 * 60 * 1000)
  const createdAt = sentAt.toISOString()
  await ensureLockRows(payload, [referenceRule(referenceYear(sentAt))])
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () =>
    payload.create({
      collection: 'requests',
      req,
      data: {
        ...demo.buyer,
        reference: await takeReference(req, sentAt),
        subject: `${demo.buyer.company} (${demo.buyer.country})`,
        message: demo.message,
        status: demo.status,
        locale: demo.locale,
        createdAt,
        lines: storedLines(lines),
        deliveryStatus: 'sent',
        attempts: 1,
        deliveredAt: createdAt,
        deliveryStartedAt: createdAt,
      },
    }),
  )
  return true
}

/** A few believable requests in both languages, so the admin's Requests list has something to show. Marked sent: the demo mails nothing. */
export async function seedRequests(payload: Payload, productIds: number[]): Promise<number> {
  let created = 0
  // Oldest first, so that the references count up with the dates.
  for (const demo of [...DEMO_REQUESTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const wanted: RequestLine[] = []
    for (const entry of demo.lines) {
      const product = productIds[entry.product % productIds.length]
      if (!product) continue
      const codes = await payload.find({ collection: 'item-codes', where: { product: { equals: product } }, sort: 'itemCode', depth: 0, limit: 10, select: { itemCode: true } })
      const code = entry.code === undefined ? undefined : codes.docs[entry.code % Math.max(codes.docs.length, 1)]?.id
      wanted.push({ product, code, kind: entry.kind, quantity: entry.quantity, unit: entry.unit, note: entry.note ?? '' })
    }
    if (await writeDemoRequest(payload, demo, wanted)) created += 1
  }
  return created
}
