import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnSite, type OwnSite } from '../helpers/own-site'
import { freePort } from '../helpers/ports'
import { mailSubject, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../helpers/smtp'
import { pdfText } from '../helpers/pdf-text'

/**
 * Issue 51.2: a priced quote is sent through the outbox to the buyer, in the buyer's language, with its
 * PDF attached and the owner in copy, and is mailed exactly once through a mail server outage and
 * through a crash of the server in the middle of sending it.
 */
let site: OwnSite
let smtpPort: number
let smtp: TestSmtpServer | undefined
let product: number
let code: number
let clients = 0
const stamp = Date.now()
// On the production schedule (MAIL_RETRY_FIRST_DELAY_MS 30 s, doubling) a 3-minute outage fails 3 tries; here the schedule runs in
// tenths of a second, and the server stays down until every quote has failed more often than that (QUOTE_OUTAGE_TRIES).
const OUTAGE_TRIES = Number(process.env.QUOTE_OUTAGE_TRIES ?? 6)

const client = () => `198.51.${(clients += 1)}.9`
type Doc = Record<string, unknown> & { id: number }

async function request(company: string, email: string, locale: string): Promise<number> {
  const answer = await site.api('/api/requests/submit', {
    method: 'POST',
    headers: { 'X-Forwarded-For': client() },
    body: JSON.stringify({
      name: 'Wong Ka Yan',
      company,
      email,
      country: 'Hong Kong',
      message: 'Please quote 24 cones of the gold for our spring orders.',
      locale,
      lines: [
        { product, code, kind: 'quote', quantity: 24, unit: 'cones' },
        { product, code, kind: 'samples', quantity: 2, unit: 'cones' },
      ],
    }),
  })
  expect(answer.status).toBe(201)
  const found = await site.api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { admin: true })
  return Number(found.body.docs?.[0]?.id)
}

/** A quote prepared from a new request and priced: 24 cones at HKD 46.50, the samples free. */
async function pricedQuote(company: string, email: string, locale = 'en'): Promise<Doc> {
  const requestId = await request(company, email, locale)
  const created = await site.api('/api/quotes', { admin: true, method: 'POST', body: JSON.stringify({ request: requestId }) })
  expect(created.status).toBe(201)
  const quote = created.body.doc as Doc & { lines: Record<string, unknown>[] }
  const lines = quote.lines.map((line, index) => (index === 0 ? { ...line, unitPrice: 46.5, minimumOrder: 12, leadTime: 3 } : line))
  const priced = await site.api(`/api/quotes/${quote.id}`, { admin: true, method: 'PATCH', body: JSON.stringify({ lines, deliveryTerms: 'FOB', paymentTerms: 'deposit' }) })
  expect(priced.status).toBe(200)
  return priced.body.doc as Doc
}

const send = (id: number) => site.api(`/api/quotes/${id}/send`, { admin: true, method: 'POST' })
const quote = async (id: number) => (await site.api(`/api/quotes/${id}?depth=0`, { admin: true })).body as Doc
const mailsOf = (reference: string) => (smtp?.received ?? []).filter((mail) => mailSubject(mail.raw).endsWith(reference))

/** The first attachment of a multipart mail, decoded, with its file name. */
function attachment(mail: ReceivedMail): { filename: string; bytes: Buffer } | undefined {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1]
  if (!boundary) return undefined
  for (const part of mail.raw.split(`--${boundary}`)) {
    const filename = /filename="?([^";\r\n]+)"?/i.exec(part)?.[1]
    if (!filename) continue
    const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '')
    return { filename, bytes: Buffer.from(body, 'base64') }
  }
  return undefined
}

beforeAll(async () => {
  smtpPort = await freePort()
  site = await startOwnSite('quote-delivery', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'website@kinsen.example',
    MAIL_RETRY_FIRST_DELAY_MS: '200',
    MAIL_RETRY_MAX_DELAY_MS: '800',
    TRUST_PROXY: '1',
  })
  const saved = await site.api('/api/globals/general-settings', {
    admin: true,
    method: 'POST',
    body: JSON.stringify({ companyName: 'KINSEN', contactEmail: 'sales@kinsen.example', infoEmail: 'info@kinsen.example', quoteCurrency: 'HKD' }),
  })
  expect(saved.status).toBe(200)
  const created = await site.api('/api/products', { admin: true, method: 'POST', body: JSON.stringify({ name: 'Aurora Gold', slug: 'aurora-gold', status: 'Active' }) })
  product = Number((created.body.doc as Doc).id)
  const codeCreated = await site.api('/api/item-codes', { admin: true, method: 'POST', body: JSON.stringify({ product, itemCode: 'AG-1201' }) })
  code = Number((codeCreated.body.doc as Doc).id)
}, 180_000)

afterAll(async () => {
  await smtp?.close()
  await site?.stop()
})

describe('sending a quote', () => {
  it("mails the buyer once, in the buyer's language, with the PDF attached and the owner in copy", async () => {
    smtp = await startSmtpServer(smtpPort)
    const cases = [
      { locale: 'en', subject: 'Quotation', words: ['QUOTATION', 'Aurora Gold', 'AG-1201', 'HKD 1,116.00', 'Free of charge'] },
      { locale: 'zh-Hant', subject: '報價單', words: ['報價單', 'AG-1201', 'HKD 1,116.00', '免費', '有效期至'] },
      { locale: 'zh-Hans', subject: '报价单', words: ['报价单', 'AG-1201', 'HKD 1,116.00', '免费', '有效期至'] },
    ]
    for (const { locale, subject, words } of cases) {
      const draft = await pricedQuote(`Send ${locale} ${stamp}`, `buyer-${locale}@example.com`, locale)
      expect(draft.totals).toEqual([expect.objectContaining({ currency: 'HKD', amount: 1116 })])
      const answer = await send(draft.id)
      expect(answer.status).toBe(200)
      expect(answer.body.mailed).toBe(true)
      const reference = String(draft.reference)
      expect(reference).toMatch(/^Q-\d{4}-\d{4}$/)
      await expect.poll(() => mailsOf(reference).length, { timeout: 20_000 }).toBe(1)
      const mail = mailsOf(reference)[0]!
      expect(mail.to.sort()).toEqual([`buyer-${locale}@example.com`, 'sales@kinsen.example'].sort())
      expect(mailSubject(mail.raw)).toBe(`${subject} ${reference}`)
      const pdf = attachment(mail)
      expect(pdf?.filename).toBe(`${reference}.pdf`)
      const text = await pdfText(pdf!.bytes)
      expect(words.filter((word) => !text.includes(word))).toEqual([])
      // The mail server answered; the job writes Sent just after.
      await expect.poll(async () => { const stored = await quote(draft.id); return [stored.status, stored.deliveryStatus, stored.attempts] }).toEqual(['sent', 'sent', 1])
      const stored = await quote(draft.id)
      const requestId = typeof stored.request === 'object' ? (stored.request as Doc).id : stored.request
      expect((await site.api(`/api/requests/${requestId}`, { admin: true })).body.status).toBe('quoted')
    }
  })

  it('keeps a sent quote as it was sent: a second send is refused and the PDF does not change with the settings', async () => {
    const draft = await pricedQuote(`Frozen ${stamp}`, 'frozen@example.com')
    expect((await send(draft.id)).status).toBe(200)
    await expect.poll(() => mailsOf(String(draft.reference)).length, { timeout: 20_000 }).toBe(1)
    expect((await send(draft.id)).status).toBe(409)
    const patched = await site.api(`/api/quotes/${draft.id}`, { admin: true, method: 'PATCH', body: JSON.stringify({ message: 'Changed after sending' }) })
    expect([403, 404]).toContain(patched.status)
    expect((await quote(draft.id)).message ?? null).toBe(null)
  })
})

describe('the send path through failures', () => {
  it('survives a mail server outage: every quote waits, retrying, and is mailed exactly once when the server is back', async () => {
    await smtp?.close()
    smtp = undefined
    const drafts = await Promise.all([1, 2, 3].map((index) => pricedQuote(`Outage ${index} ${stamp}`, `outage-${index}@example.com`)))
    for (const draft of drafts) expect((await send(draft.id)).status).toBe(200)
    await expect
      .poll(async () => (await Promise.all(drafts.map((draft) => quote(draft.id)))).map((stored) => stored.deliveryStatus === 'retrying' && Number(stored.attempts) > OUTAGE_TRIES), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([true, true, true])
    smtp = await startSmtpServer(smtpPort)
    await expect.poll(async () => (await Promise.all(drafts.map((draft) => quote(draft.id)))).map((stored) => stored.deliveryStatus), { timeout: 30_000 }).toEqual(['sent', 'sent', 'sent'])
    await expect.poll(() => site.openJobs('contact'), { timeout: 10_000 }).toBe(0)
    expect(drafts.map((draft) => mailsOf(String(draft.reference)).length)).toEqual([1, 1, 1])
  })

  it('survives a kill -9 in the middle of sending: the quote is mailed exactly once after the restart', async () => {
    const draft = await pricedQuote(`Crash ${stamp}`, 'crash@example.com')
    // A draft beside it, being prepared: the restart's look for mail left unsent must leave it alone.
    const preparing = await pricedQuote(`Preparing ${stamp}`, 'preparing@example.com')
    expect(preparing.deliveryStatus).toBe('idle')
    const release = smtp!.hold('crash@example.com')
    expect((await send(draft.id)).status).toBe(200)
    // The mail's data is at the server, unanswered: the sender is in the middle of sending it.
    await expect.poll(() => smtp!.waiting(), { timeout: 60_000 }).toBe(1)
    const hangUps = smtp!.hangUps()
    await site.crash()
    // The server sees the killed sender's connection gone, then would have answered: too late, nobody heard it.
    await expect.poll(() => smtp!.hangUps(), { timeout: 10_000 }).toBeGreaterThan(hangUps)
    release()
    expect(mailsOf(String(draft.reference))).toHaveLength(0)
    await site.restart()
    await expect.poll(async () => (await quote(draft.id)).deliveryStatus, { timeout: 60_000 }).toBe('sent')
    await expect.poll(() => site.openJobs('contact'), { timeout: 10_000 }).toBe(0)
    expect(mailsOf(String(draft.reference))).toHaveLength(1)
    expect(mailsOf(String(preparing.reference))).toHaveLength(0)
    expect([(await quote(preparing.id)).status, (await quote(preparing.id)).deliveryStatus]).toEqual(['draft', 'idle'])
  })
})
