import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnSite, type OwnSite } from '../helpers/own-site'
import { freePort } from '../helpers/ports'
import { mailBody, mailSubject, startSmtpServer } from '../helpers/smtp'
import { getWithHost } from '../helpers/http'
import { encodeLines } from '../../src/requests/lines'

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>

let site: OwnSite
let smtpPort: number
let smtp: Smtp | undefined
let product: number
let code: number
let clients = 0
// The tests before the ceiling's own each mail a new buyer (English, Traditional and Simplified Chinese): room for those and at least one more.
const COPY_CEILING = 4
/** What a visitor types that the buyer's copy must never carry (quoted-printable may break a line anywhere: bodyText). */
const TYPED = { name: 'Typedname Xq', company: 'Typedco Xq', message: 'Typedmessage Xq visit http://spam.example', note: 'Typednote Xq' }
const bodyText = (raw: string) => raw.replace(/=\r?\n/g, '')
const carriesTypedText = (raw: string) => Object.values(TYPED).some((typed) => bodyText(raw).includes(typed))
/** A distinct client per call (the test plays the one trusted proxy), so each test has its own limits. */
const client = () => {
  clients += 1
  return `203.0.${clients}.7`
}

const buyer = (company: string) => ({
  name: 'Claire Dubois',
  company,
  email: 'claire@atelier.example',
  phone: '+33 1 42 68 53 00',
  country: 'France',
  message: 'Please send samples of your golds for our spring collection.',
})
const lines = () => [{ product, code, kind: 'samples', quantity: 2, unit: 'cones', note: 'For organza' }]
const submit = (body: Record<string, unknown>, from = client()) =>
  site.api('/api/requests/submit', { method: 'POST', body: JSON.stringify(body), headers: { 'X-Forwarded-For': from } })
const findRequest = async (company: string) =>
  (await site.api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { admin: true })).body.docs?.[0]

beforeAll(async () => {
  smtpPort = await freePort()
  // No SMTP server yet: the first deliveries fail and are retried on a short schedule.
  site = await startOwnSite('requests', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'website@kinsen.example',
    MAIL_RETRY_FIRST_DELAY_MS: '300',
    MAIL_RETRY_MAX_DELAY_MS: '1000',
    TRUST_PROXY: '1',
    // Two addresses get copies before the ceiling test (claire@ and the refusing one), then one more.
    REQUEST_COPY_NEW_ADDRESSES_PER_HOUR: String(COPY_CEILING),
  })
  const saved = await site.api('/api/globals/general-settings', {
    admin: true,
    method: 'POST',
    body: JSON.stringify({ companyName: 'KINSEN', contactEmail: 'sales@kinsen.example', infoEmail: 'info@kinsen.example' }),
  })
  expect(saved.status).toBe(200)
  const created = await site.api('/api/products', { admin: true, method: 'POST', body: JSON.stringify({ name: 'Gold Lamé Thread', slug: 'gold-lame-thread', status: 'Active' }) })
  expect(created.status).toBe(201)
  product = Number((created.body.doc as { id: number }).id)
  const codeCreated = await site.api('/api/item-codes', { admin: true, method: 'POST', body: JSON.stringify({ product, itemCode: 'GL-101', composition: 'Polyester 70%, metallic 30%' }) })
  expect(codeCreated.status).toBe(201)
  code = Number((codeCreated.body.doc as { id: number }).id)
}, 180_000)

afterAll(async () => {
  await smtp?.close()
  await site?.stop()
})

describe('the request endpoint', () => {
  it("answers each field's message in English and in Chinese, and stores nothing", async () => {
    const bad = { name: 'A', company: 'B', email: 'x', phone: 'call me', country: 'F', message: 'short', lines: [] }
    const english = await submit({ ...bad, locale: 'en' })
    expect(english.status).toBe(400)
    expect(english.body.fields).toEqual({
      name: 'Name must be at least 2 characters.',
      company: 'Company must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      phone: 'Please enter a valid phone number.',
      country: 'Country must be at least 2 characters.',
      message: 'Message must be at least 10 characters.',
      lines: 'Add at least one product to your request list.',
    })
    const chinese = await submit({ ...bad, locale: 'zh-Hant' })
    expect(chinese.status).toBe(400)
    expect(chinese.body.fields).toMatchObject({ name: '姓名最少需要 2 個字元。', email: '請輸入有效的電郵地址。', lines: '請最少加入一款產品到查詢清單。' })
    expect((await site.api('/api/requests?limit=0', { admin: true })).body.totalDocs).toBe(0)
  })

  it('drops a request whose hidden field was filled in (a bot), without telling it', async () => {
    const body = { ...buyer('Bot Company'), lines: lines(), website: 'https://spam.example' }
    const answer = await submit(body)
    expect(answer.status).toBe(201)
    expect(await findRequest('Bot Company')).toBeUndefined()
  })

  it('refuses a page of another site and a body that is not JSON', async () => {
    const foreign = await site.api('/api/requests/submit', {
      method: 'POST',
      body: JSON.stringify({ ...buyer('Foreign'), lines: lines() }),
      headers: { Origin: 'https://evil.example', 'X-Forwarded-For': client() },
    })
    expect(foreign.status).toBe(403)
    const form = await fetch(`${site.url}/api/requests/submit`, { method: 'POST', body: 'name=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client() } })
    expect(form.status).toBe(415)
  })

  it('stores the request with its lines before delivery, then delivers it once when the mail server is back, with a copy to the buyer', async () => {
    const company = `Atelier ${Date.now()}`
    const answer = await submit({ ...buyer(company), lines: lines(), locale: 'en' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ copy: true, message: "Request sent successfully! We'll get back to you soon. A copy is on its way to your email." })
    const stored = await findRequest(company)
    expect(stored).toMatchObject({ status: 'new', locale: 'en', recipient: 'sales@kinsen.example' })
    expect(stored?.lines).toMatchObject([{ product, itemCode: code, productName: 'Gold Lamé Thread', itemCodeText: 'GL-101', kind: 'samples', quantity: 2, unit: 'cones', note: 'For organza' }])
    expect(String((stored?.lines as { specification: string }[])[0]?.specification)).toContain('Composition: Polyester 70%, metallic 30%')

    await expect.poll(async () => (await findRequest(company))?.deliveryStatus, { timeout: 20_000, interval: 300 }).toBe('retrying')
    smtp = await startSmtpServer(smtpPort)
    await expect.poll(async () => (await findRequest(company))?.deliveryStatus, { timeout: 30_000, interval: 300 }).toBe('sent')
    const toOwner = smtp.received.filter((mail) => mail.to.includes('sales@kinsen.example') && mail.raw.includes(company))
    expect(toOwner).toHaveLength(1)
    expect(toOwner[0]?.raw).toContain('Reply-To: claire@atelier.example')
    // Its subject names the request's reference (headers unfolded: a long one may go on over two lines).
    expect(toOwner[0]!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(new RegExp(`^Subject: Website request ${String(stored?.reference)}: `, 'm'))
    expect(toOwner[0]?.raw).toContain('GL-101')
    // The buyer's copy, in the buyer's language, names the request.
    const copies = () => smtp!.received.filter((mail) => mail.to.includes('claire@atelier.example') && mail.raw.includes(`Subject: Your request ${String(stored?.reference)}`))
    await expect.poll(() => copies().length, { timeout: 10_000, message: JSON.stringify(smtp.received.map((mail) => [mail.to, mail.raw.slice(0, 400)])) }).toBe(1)
    expect(copies()[0]?.raw).toContain('Thank you for your request.')
    expect(bodyText(copies()[0]!.raw)).toContain('GL-101')
    // The quantity in words, plural for two (issue 28.19: "1 cone", "2 cones").
    expect(bodyText(toOwner[0]!.raw)).toContain('Samples: 2 cones')
    // Nothing the visitor typed: not the name, company, message or note, which the owner's mail has.
    for (const typed of ['Claire Dubois', company, 'Please send samples of your golds', 'For organza']) {
      expect(bodyText(toOwner[0]!.raw)).toContain(typed)
      expect(bodyText(copies()[0]!.raw)).not.toContain(typed)
    }
    // Nothing more goes out later: the copy's job is marked done just after its mail left (on a busy
    // runner, after this line first looked).
    await expect.poll(() => site.openJobs('contact'), { timeout: 15_000, interval: 300 }).toBe(0)
  })

  it("retries the buyer's copy while their mail server refuses it, without sending the owner's mail again", async () => {
    const company = `Retry Copy ${Date.now()}`
    const email = `buyer-${Date.now()}@atelier.example`
    smtp!.refused.add(email)
    const refusedBefore = smtp!.refusals()
    const answer = await submit({ ...buyer(company), email, lines: lines(), locale: 'zh-Hant' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ copy: true, message: '查詢已成功發送！我們會盡快回覆你。副本已發送到你的電郵。' })
    await expect.poll(async () => (await findRequest(company))?.deliveryStatus, { timeout: 20_000, interval: 200 }).toBe('sent')
    // Refused at least twice, so the copy is tried again on its own back-off.
    await expect.poll(() => smtp!.refusals() - refusedBefore, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(2)
    smtp!.refused.delete(email)
    const copies = () => smtp!.received.filter((mail) => mail.to.includes(email))
    await expect.poll(() => copies().length, { timeout: 20_000, interval: 200 }).toBe(1)
    expect(smtp!.received.filter((mail) => mail.to.includes('sales@kinsen.example') && mail.raw.includes(company))).toHaveLength(1)
    await expect.poll(() => site.openJobs('contact'), { timeout: 10_000 }).toBe(0)
  })

  it("answers and mails a buyer of the Simplified Chinese site in Simplified Chinese (issue 31)", async () => {
    const bad = await submit({ name: 'A', email: 'x', lines: [], locale: 'zh-Hans' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject({ name: '姓名最少需要 2 个字符。', email: '请输入有效的电子邮件地址。', lines: '请最少加入一款产品到查询清单。' })
    const company = `Simplified ${Date.now()}`
    const email = `buyer-cn-${Date.now()}@atelier.example`
    const answer = await submit({ ...buyer(company), email, lines: lines(), locale: 'zh-Hans' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ copy: true, message: '查询已成功发送！我们会尽快回复你。副本已发送到你的电子邮件。' })
    expect(await findRequest(company)).toMatchObject({ locale: 'zh-Hans' })
    const copies = () => smtp!.received.filter((mail) => mail.to.includes(email))
    await expect.poll(() => copies().length, { timeout: 20_000, interval: 200 }).toBe(1)
    expect(mailSubject(copies()[0]!.raw)).toMatch(/^你的查询 R-/)
    expect(mailBody(copies()[0]!.raw)).toContain('多谢你的查询。')
    await expect.poll(() => site.openJobs('contact'), { timeout: 10_000 }).toBe(0)
  })

  it("sends the buyer's copy while the owner's address refuses mail: the copy is queued on its own (issue 28.7)", async () => {
    const company = `Owner Refuses ${Date.now()}`
    const owner = 'sales@kinsen.example'
    smtp!.refused.add(owner)
    let reference = ''
    try {
      const answer = await submit({ ...buyer(company), lines: lines(), locale: 'en' })
      expect(answer.status).toBe(201)
      expect(answer.body).toMatchObject({ copy: true })
      reference = String((await findRequest(company))?.reference)
      const copies = () => smtp!.received.filter((mail) => mail.to.includes('claire@atelier.example') && mail.raw.includes(`Subject: Your request ${reference}`))
      await expect.poll(() => copies().length, { timeout: 20_000, interval: 200 }).toBe(1)
      expect((await findRequest(company))?.deliveryStatus).not.toBe('sent')
    } finally {
      smtp!.refused.delete(owner)
    }
    // The owner's mail goes once the address takes mail again, and nothing more is sent.
    await expect.poll(async () => (await findRequest(company))?.deliveryStatus, { timeout: 20_000, interval: 200 }).toBe('sent')
    await expect.poll(() => site.openJobs('contact'), { timeout: 15_000 }).toBe(0)
    expect(smtp!.received.filter((mail) => mail.raw.includes(`Subject: Your request ${reference}`))).toHaveLength(1)
  })

  it('sends copies to at most REQUEST_COPY_NEW_ADDRESSES_PER_HOUR new addresses an hour, with no typed text; past that only the owner is mailed, and the answer says so', async () => {
    const run = Date.now()
    const typedLines = [{ ...lines()[0], note: TYPED.note }]
    const sent: { email: string; company: string; copy: boolean; message: string; id: number }[] = []
    for (let index = 0; index <= COPY_CEILING && !sent.some((entry) => !entry.copy); index += 1) {
      const email = `stranger-${index}-${run}@elsewhere.example`
      const company = `${TYPED.company} ${index} ${run}`
      const answer = await submit({ ...buyer(company), name: TYPED.name, email, message: TYPED.message, lines: typedLines, locale: 'en' })
      expect(answer.status).toBe(201)
      sent.push({ email, company, copy: answer.body.copy as boolean, message: answer.body.message as string, id: answer.body.id as number })
    }
    const copied = sent.filter((entry) => entry.copy)
    const refused = sent.filter((entry) => !entry.copy)
    expect(copied.length).toBeGreaterThanOrEqual(1)
    expect(refused).toHaveLength(1)
    expect(copied.every((entry) => entry.message.endsWith('A copy is on its way to your email.'))).toBe(true)
    expect(refused[0]?.message).toBe("Request sent successfully! We'll get back to you soon.")

    // Every owner's mail goes, with what was typed; copies go to the admitted addresses only, without it.
    for (const entry of sent) await expect.poll(async () => (await findRequest(entry.company))?.deliveryStatus, { timeout: 20_000, interval: 200 }).toBe('sent')
    await expect.poll(() => site.openJobs('contact'), { timeout: 20_000 }).toBe(0)
    for (const entry of sent) {
      const toOwner = smtp!.received.filter((mail) => mail.to.includes('sales@kinsen.example') && bodyText(mail.raw).includes(entry.company))
      expect(toOwner).toHaveLength(1)
      expect(bodyText(toOwner[0]!.raw)).toContain(TYPED.message)
      expect(bodyText(toOwner[0]!.raw)).toContain(TYPED.note)
      const copies = smtp!.received.filter((mail) => mail.to.includes(entry.email))
      expect(copies).toHaveLength(entry.copy ? 1 : 0)
      if (entry.copy) {
        expect(bodyText(copies[0]!.raw)).toContain('Gold Lam')
        expect(carriesTypedText(copies[0]!.raw)).toBe(false)
      }
    }
  })

  it('gives each request a reference (R-year-number), distinct when eight are sent at the same instant, never given again after a delete (issue 28.14)', async () => {
    const year = Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(new Date()))
    const run = Date.now()
    const together = [0, 1, 2, 3, 4, 5, 6, 7]
    const answers = await Promise.all(together.map((index) => submit({ ...buyer(`Reference ${index} ${run}`), lines: lines(), locale: 'en' })))
    expect(answers.map((answer) => answer.status)).toEqual(together.map(() => 201))
    const references = await Promise.all(together.map(async (index) => String((await findRequest(`Reference ${index} ${run}`))?.reference)))
    expect(references.every((reference) => new RegExp(`^R-${year}-\\d{4,}$`).test(reference))).toBe(true)
    expect(new Set(references).size).toBe(together.length)
    const numberOf = (reference: string) => Number(reference.split('-')[2])
    const newest = [...references].sort((a, b) => numberOf(b) - numberOf(a))[0]!
    const newestId = (await site.api(`/api/requests?where[reference][equals]=${newest}&depth=0`, { admin: true })).body.docs?.[0]?.id
    expect((await site.api(`/api/requests/${newestId}`, { admin: true, method: 'DELETE' })).status).toBe(200)
    expect((await submit({ ...buyer(`Reference after ${run}`), lines: lines(), locale: 'en' })).status).toBe(201)
    const after = String((await findRequest(`Reference after ${run}`))?.reference)
    expect(numberOf(after)).toBe(numberOf(newest) + 1)
  })

  it("sends a request deleted while its mail is on its way once, and the next request's mail once, on its own", async () => {
    const owner = 'sales@kinsen.example'
    const run = Date.now()
    // The earlier tests' mails gone first, so that the one held below is this request's.
    await expect.poll(() => site.openJobs('contact'), { timeout: 30_000, interval: 200 }).toBe(0)
    const release = smtp!.hold(owner)
    try {
      expect((await submit({ ...buyer(`Deleted midway ${run}`), lines: lines(), locale: 'en' })).status).toBe(201)
      // Its owner's mail is on its way, held by the mail server.
      await expect.poll(() => smtp!.waiting(), { timeout: 20_000, interval: 100 }).toBe(1)
      const deleted = await findRequest(`Deleted midway ${run}`)
      expect((await site.api(`/api/requests/${String(deleted?.id)}`, { admin: true, method: 'DELETE' })).status).toBe(200)
      expect((await submit({ ...buyer(`Sent after ${run}`), lines: lines(), locale: 'en' })).status).toBe(201)
    } finally {
      release()
    }
    // The new request gets its own mail, once; the deleted one's, already on its way, went once.
    await expect.poll(async () => (await findRequest(`Sent after ${run}`))?.deliveryStatus, { timeout: 30_000, interval: 200 }).toBe('sent')
    await expect.poll(() => site.openJobs('contact'), { timeout: 20_000, interval: 200 }).toBe(0)
    const toOwner = (company: string) => smtp!.received.filter((mail) => mail.to.includes(owner) && bodyText(mail.raw).includes(company))
    expect(toOwner(`Sent after ${run}`)).toHaveLength(1)
    expect(toOwner(`Deleted midway ${run}`)).toHaveLength(1)
  })

  it('stores no control characters, direction overrides or lone surrogates, in the details or the notes: a NUL is no server error', async () => {
    const company = `Junk Atelier ${Date.now()}`
    const answer = await submit({
      ...buyer(`${company}\u0000`),
      name: 'Claire\u0000 Dubois\u202E',
      country: 'Fra\u2066nce',
      message: `Please send\u0000 samples\r\nof your golds.\u001b ${String.fromCharCode(0xdc00)}`,
      lines: [{ ...lines()[0], note: 'For\u0000 organza\u202E' }],
      locale: 'en',
    })
    expect(answer.status).toBe(201)
    expect(await findRequest(company)).toMatchObject({ name: 'Claire Dubois', country: 'France', message: 'Please send samples\nof your golds.', lines: [{ note: 'For organza' }] })
  })

  it('answers a request sent again with its form\'s key with the request already stored, and its summary', async () => {
    const company = `Sent Again ${Date.now()}`
    const form = { ...buyer(company), submission: `json-key-${Date.now()}-abcdef`, lines: lines(), locale: 'en' }
    const first = await submit(form)
    const again = await submit(form)
    expect([first.status, again.status]).toEqual([201, 201])
    expect(again.body.id).toBe(first.body.id)
    expect(String(first.body.receipt)).toMatch(new RegExp(`^/request/sent/${String(first.body.id)}-`))
    expect((await site.api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { admin: true })).body.totalDocs).toBe(1)
    // A key that is not one (too short, other characters) is ignored: the request is stored as sent.
    const unkeyed = await submit({ ...form, submission: 'short', company: `${company} B` })
    expect(unkeyed.status).toBe(201)
    expect(unkeyed.body.id).not.toBe(first.body.id)
  })

  it('answers 429 after 5 requests from one address, in the visitor language', async () => {
    const from = client()
    const statuses: number[] = []
    let last: Awaited<ReturnType<typeof submit>> | undefined
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await submit({ name: 'x', locale: 'zh-Hant' }, from)
      statuses.push(last.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect(last?.body.error).toBe('此地址發出的查詢過多，請稍候數分鐘再試。')
  })
})

describe('the plain form post (no JavaScript)', () => {
  const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.url}/request/send`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(body).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site.url, 'X-Forwarded-For': client(), ...headers },
    })

  it('stores a valid request and sends the visitor to its printable summary, which says a copy follows (an address that had one)', async () => {
    const company = `Form Post ${Date.now()}`
    const answer = await post({ ...buyer(company), lines: encodeLines([{ product, code, kind: 'quote', quantity: 500, unit: 'metres', note: 'For a bridal order' }]) })
    expect(answer.status).toBe(303)
    const summary = String(answer.headers.get('location'))
    expect(summary).toMatch(/^\/request\/sent\/\d+-[0-9a-z]+-[A-Za-z0-9_-]{32}$/)
    const stored = await findRequest(company)
    expect(stored).toMatchObject({ lines: [{ kind: 'quote', quantity: 500, unit: 'metres' }] })
    // Issue 50.8: the reference, the lines with their details, and what the buyer sent; nothing of it in the address.
    const page = await fetch(`${site.url}${summary}`)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const thanks = await page.text()
    expect(thanks).toContain("Request sent successfully! We&#x27;ll get back to you soon. A copy is on its way to your email.")
    expect(thanks).toContain((stored as { reference: string }).reference)
    expect(thanks).toContain('Quote: 500 metres')
    expect(thanks).toContain('For a bridal order')
    expect(thanks).toContain(company)
    expect(thanks).toContain('<meta name="referrer" content="no-referrer"/>')
    expect(summary).not.toContain(company.split(' ')[0]!)
    const chinese = await getWithHost(site.url, summary, `zh.${new URL(site.url).host}`)
    expect(chinese.text).toContain('副本已發送到你的電郵。')
    expect(chinese.text).toContain('報價：500 米')
    // Another request's number under this signature, or a changed signature, is nobody's summary.
    const [, id, issued, signed] = /^\/request\/sent\/(\d+)-([0-9a-z]+)-(.+)$/.exec(summary)!
    expect((await fetch(`${site.url}/request/sent/${Number(id) - 1}-${issued}-${signed}`)).status).toBe(404)
    expect((await fetch(`${site.url}/request/sent/${id}-${issued}-${signed!.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`)).status).toBe(404)
  })

  it('sends the visitor to a summary without the copy once the hour has no copies left for new addresses', async () => {
    const company = `Form Post Past Ceiling ${Date.now()}`
    const answer = await post({ ...buyer(company), email: `form-${Date.now()}@elsewhere.example`, lines: encodeLines([{ product, code, kind: 'samples', quantity: 1, unit: 'cones', note: '' }]) })
    expect(answer.status).toBe(303)
    const summary = String(answer.headers.get('location'))
    const thanks = await (await fetch(`${site.url}${summary}`)).text()
    expect(thanks).toContain("Request sent successfully! We&#x27;ll get back to you soon.")
    expect(thanks).toContain('Samples: 1 cone')
    expect(thanks).not.toContain('A copy is on its way')
    const chinese = await getWithHost(site.url, summary, `zh.${new URL(site.url).host}`)
    expect(chinese.text).toContain('查詢已成功發送！')
    expect(chinese.text).not.toContain('副本')
  })

  // Issue 50.17: a buyer whose request timed out and who sends it again does not make a second one.
  it('stores a form sent twice (and twice at once) once, and answers both with the same summary', async () => {
    const company = `Sent Twice ${Date.now()}`
    const form = { ...buyer(company), submission: `form-key-${Date.now()}-abcdef`, lines: encodeLines([{ product, code, kind: 'samples', quantity: 2, unit: 'cones', note: '' }]) }
    const [first, second] = await Promise.all([post(form), post(form)])
    const again = await post(form)
    expect([first.status, second.status, again.status]).toEqual([303, 303, 303])
    const ids = [first, second, again].map((answer) => /^\/request\/sent\/(\d+)-/.exec(String(answer.headers.get('location')))?.[1])
    expect(new Set(ids).size).toBe(1)
    const found = await site.api(`/api/requests?where[company][equals]=${encodeURIComponent(company)}&depth=0`, { admin: true })
    expect(found.body.totalDocs).toBe(1)
  })

  it('sends an invalid form back to the list with its errors in the visitor language', async () => {
    const answer = await post({ ...buyer('Z'), email: 'nope', lines: encodeLines([{ product, kind: 'samples', quantity: 1, unit: 'cones', note: '' }]) })
    expect(answer.status).toBe(303)
    const back = String(answer.headers.get('location'))
    expect(back).toMatch(/^\/request\?lines=[\w-]+&form=[0-9a-f]{32}#send$/)
    const english = await (await fetch(`${site.url}${back}`)).text()
    expect(english).toContain('Company must be at least 2 characters.')
    expect(english).toContain('Please enter a valid email address.')
    expect(english).toContain('Gold Lamé Thread')
  })

  it('refuses a post from another site or without an origin', async () => {
    expect((await post({ ...buyer('Cross Site') }, { Origin: 'https://evil.example' })).status).toBe(403)
    expect(await findRequest('Cross Site')).toBeUndefined()
  })
})

describe('access', () => {
  it('lets visitors neither read, list, create directly, update nor delete requests', async () => {
    const anyRequest = (await site.api('/api/requests?limit=1', { admin: true })).body.docs?.[0]
    expect(anyRequest).toBeDefined()
    expect((await site.api('/api/requests')).status).toBe(403)
    expect((await site.api(`/api/requests/${anyRequest?.id}`)).status).toBe(403)
    expect((await site.api('/api/requests', { method: 'POST', body: JSON.stringify({ ...buyer('Direct'), subject: 'x', lines: lines() }) })).status).toBe(403)
    expect((await site.api(`/api/requests/${anyRequest?.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'closed' }) })).status).toBe(403)
    expect((await site.api(`/api/requests/${anyRequest?.id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await site.api('/api/requests/export')).status).toBe(403)
  })

  it('exports the requests as CSV for an administrator, by status', async () => {
    expect((await submit({ ...buyer('=HYPERLINK("http://evil.example";"open")'), lines: lines(), locale: 'en' })).status).toBe(201)
    const all = await fetch(`${site.url}/api/requests/export`, { headers: { Authorization: `JWT ${await token()}` } })
    expect(all.status).toBe(200)
    const bytes = new Uint8Array(await all.clone().arrayBuffer())
    // The byte-order mark Excel needs (fetch's text() drops it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = await all.text()
    expect(text.startsWith('id,reference,received,status,name,company')).toBe(true)
    expect(text).toContain('Gold Lamé Thread GL-101')
    // A buyer's phone number stays readable; a company typed as a formula is not run by the spreadsheet.
    expect(text).toContain("'+33 1 42 68 53 00")
    expect(text).toContain(`'=HYPERLINK(""http://evil.example"";""open"")`)
    const closed = await (await fetch(`${site.url}/api/requests/export?status=closed`, { headers: { Authorization: `JWT ${await token()}` } })).text()
    expect(closed.trim().split('\r\n')).toHaveLength(1)
  })
})

async function token(): Promise<string> {
  const response = await fetch(`${site.url}/api/users/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'test-password-0123456789' }) })
  return String(((await response.json()) as { token: string }).token)
}
