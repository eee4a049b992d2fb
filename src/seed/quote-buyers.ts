import type { Payload } from 'payload'
import type { RequestLine } from '../requests/lines'
import { writeDemoRequest, type DemoRequestFacts } from '../requests/seed'

type QuoteBuyer = Omit<DemoRequestFacts, 'status'> & {
  /** By item code: these buyers asked for named shades. */
  lines: { itemCode: string; kind: RequestLine['kind']; quantity: number; unit: RequestLine['unit']; note?: string }[]
}

/**
 * The requests of the buyers the demo quoted weeks ago (src/quotes/seed.ts answers them with the
 * expired, revised, accepted and Simplified Chinese quotes): the demo's own requests
 * (src/requests/seed.ts) are a month old at most and in English and Traditional Chinese only.
 * Every one is older than those, and written before them, so that the references still count up
 * with the dates. They arrive New; the quotes move them on as sending one does.
 */
export const QUOTE_BUYERS: QuoteBuyer[] = [
  {
    locale: 'zh-Hans',
    daysAgo: 80,
    buyer: { name: '李志华', company: '东莞华艺绣花厂', email: 'caigou@huayi-embroidery.example', phone: '+86 769 8512 3366', country: '中国' },
    message: '我厂承接出口服装的刺绣加工，下一季需要M型金属线和强捻金属线，用于田岛高速机。请按公斤报价，并告知交货期。',
    lines: [
      { itemCode: 'KS-M150-G01', kind: 'quote', quantity: 300, unit: 'cones' },
      { itemCode: 'KS-MS300-S01', kind: 'quote', quantity: 200, unit: 'cones', note: '帽子及臂章用' },
    ],
  },
  {
    locale: 'en',
    daysAgo: 50,
    buyer: { name: 'Jonas Petersen', company: 'Hanseatische Stickerei GmbH', email: 'j.petersen@hanseatische-stickerei.example', phone: '+49 40 3861 2200', country: 'Germany' },
    message: 'We embroider club crests and maritime insignia for uniform suppliers. Please quote CIF Hamburg for our regular light gold and a gold supertwist for caps.',
    lines: [
      { itemCode: 'KS-M150-G02', kind: 'quote', quantity: 120, unit: 'cones' },
      { itemCode: 'KS-MS300-G01', kind: 'quote', quantity: 60, unit: 'cones', note: 'For caps' },
    ],
  },
  {
    locale: 'en',
    daysAgo: 42,
    buyer: { name: 'Sarah Mitchell', company: 'Brookline Regalia Inc.', email: 's.mitchell@brookline-regalia.example', phone: '+1 617 555 0142', country: 'United States' },
    message: 'We make ceremonial regalia and band uniforms. We need a bright gold for machine embroidery and passing thread for hand-finished crests; your samples were approved last season.',
    lines: [
      { itemCode: 'KS-M150-G01', kind: 'quote', quantity: 200, unit: 'cones' },
      { itemCode: 'KS-P04-AG', kind: 'quote', quantity: 3000, unit: 'metres', note: 'Hand goldwork on crests' },
    ],
  },
  {
    locale: 'zh-Hans',
    daysAgo: 33,
    buyer: { name: '周晓雯', company: '上海绮梦婚纱礼服有限公司', email: 'xiaowen.zhou@qimeng-bridal.example', phone: '+86 21 6432 7788', country: '中国' },
    message: '我们制作婚纱和礼服，需要柔和珠光的绣线，用于头纱和蕾丝刺绣。请报价，并寄一筒淡紫色样品。',
    lines: [
      { itemCode: 'KS-PR100-IV', kind: 'quote', quantity: 60, unit: 'cones' },
      { itemCode: 'KS-PR100-CH', kind: 'quote', quantity: 30, unit: 'cones' },
      { itemCode: 'KS-PR100-LV', kind: 'samples', quantity: 1, unit: 'cones' },
    ],
  },
]

/** Writes the quoted buyers' requests, oldest first, as the demo's own are written; marked sent: the demo mails nothing. */
export async function seedQuoteBuyers(payload: Payload): Promise<number> {
  let created = 0
  for (const demo of [...QUOTE_BUYERS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const codes = await payload.find({ collection: 'item-codes', where: { itemCode: { in: demo.lines.map((line) => line.itemCode) } }, depth: 0, limit: 0, pagination: false, select: { itemCode: true, product: true } })
    const wanted: RequestLine[] = []
    for (const entry of demo.lines) {
      const code = codes.docs.find((doc) => doc.itemCode === entry.itemCode)
      if (!code) continue
      const product = typeof code.product === 'object' ? code.product.id : code.product
      wanted.push({ product, code: code.id, kind: entry.kind, quantity: entry.quantity, unit: entry.unit, note: entry.note ?? '' })
    }
    // They arrive New; the quotes move them on as sending one does.
    if (await writeDemoRequest(payload, { ...demo, status: 'new' }, wanted)) created += 1
  }
  return created
}
