import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminSession, api, type Session } from '../helpers/http'
import { startSmtpServer } from '../helpers/smtp'
import { testServer } from '../helpers/test-server'

let admin: Session
let clients = 0
/**
 * A distinct client, in a network of its own, per call, so each test has its own rate-limit
 * windows. The test server trusts one proxy hop (TRUST_PROXY), as behind nginx: the tests play
 * the proxy and name the client in X-Forwarded-For.
 */
const address = () => {
  clients += 1
  return `198.${51 + Math.floor(clients / 250)}.${clients % 250}.10`
}
const post = (path: string, body: unknown, client = address()) =>
  api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'X-Forwarded-For': client } })

beforeAll(async () => {
  admin = await adminSession()
  const saved = await api('/api/globals/general-settings', {
    method: 'POST',
    session: admin,
    body: JSON.stringify({ companyName: 'KINSEN', contactEmail: 'sales@kinsen.example', infoEmail: 'info@kinsen.example' }),
  })
  expect(saved.status).toBe(200)
})

describe('newsletter subscription endpoint', () => {
  it('subscribes an address, stored trimmed and lowercased', async () => {
    const email = `Buyer.${Date.now()}@Example.com`
    const response = await post('/api/newsletter-subscribers/subscribe', { email: `  ${email} ` })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Thank you for subscribing to our newsletter!')
    const stored = await api(`/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email.toLowerCase())}`, { session: admin })
    expect(stored.body.docs).toHaveLength(1)
    expect(stored.body.docs?.[0]?.active).toBe(true)
  })

  it("refuses the same address in another case with the spec's message", async () => {
    const email = `twice.${Date.now()}@example.com`
    expect((await post('/api/newsletter-subscribers/subscribe', { email })).status).toBe(201)
    const again = await post('/api/newsletter-subscribers/subscribe', { email: email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('This email is already subscribed to our newsletter.')
  })

  it('stores an address without the invisible characters typed around it', async () => {
    const email = `junk.${Date.now()}@example.com`
    expect((await post('/api/newsletter-subscribers/subscribe', { email: `\u202E${email}\u0000` })).status).toBe(201)
    const stored = await api(`/api/newsletter-subscribers?where[email][equals]=${encodeURIComponent(email)}`, { session: admin })
    expect(stored.body.docs).toHaveLength(1)
  })

  it('refuses an invalid address and a missing body without a server error', async () => {
    const invalid = await post('/api/newsletter-subscribers/subscribe', { email: 'not-an-email' })
    expect(invalid.status).toBe(400)
    expect(invalid.body.error).toBe('Please enter a valid email address')
    const empty = await api('/api/newsletter-subscribers/subscribe', { method: 'POST', body: '{oops', headers: { 'X-Forwarded-For': address() } })
    expect(empty.status).toBe(400)
  })

  it('answers 429 with a clear message after 5 attempts from one address', async () => {
    const client = address()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await post('/api/newsletter-subscribers/subscribe', { email: `rate.${attempt}.${Date.now()}@example.com` }, client)).status)
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201])
    const limited = await post('/api/newsletter-subscribers/subscribe', { email: `rate.x.${Date.now()}@example.com` }, client)
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('Too many attempts. Please wait a minute and try again.')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('contact endpoint', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined
  afterAll(async () => smtp?.close())

  const message = () => ({
    name: 'Mei Ling Chan',
    email: 'mei@example.com',
    subject: `Quote ${Date.now()}`,
    message: 'Please quote 200 cones of gold metallic thread.',
  })
  const findMessage = async (subject: string) =>
    (await api(`/api/contact-messages?where[subject][equals]=${encodeURIComponent(subject)}`, { session: admin })).body.docs?.[0]

  it("gives each field the spec's message and stores nothing", async () => {
    const response = await post('/api/contact-messages/submit', { name: 'A', email: 'x', subject: 'Hi', message: 'short' })
    expect(response.status).toBe(400)
    expect(response.body.fields).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Please enter a valid email address.',
      subject: 'Subject must be at least 3 characters.',
      message: 'Message must be at least 10 characters.',
    })
  })

  it('drops a message whose hidden field was filled in (a bot), without telling it', async () => {
    const body = { ...message(), website: 'https://spam.example' }
    const response = await post('/api/contact-messages/submit', body)
    expect(response.status).toBe(201)
    expect(await findMessage(body.subject)).toBeUndefined()
  })

  it('stores a message while the mail server is down, retries, and delivers it once it is back', async () => {
    const body = message()
    const response = await post('/api/contact-messages/submit', body)
    expect(response.status).toBe(201)
    expect(response.body.message).toBe("Message sent successfully! We'll get back to you soon.")

    // A failed try is retried later (first after MAIL_RETRY_FIRST_DELAY_MS, 30 s by default), not given up.
    await expect.poll(async () => (await findMessage(body.subject))?.deliveryStatus, { timeout: 15_000, interval: 500 }).toBe('retrying')
    const failed = await findMessage(body.subject)
    expect(failed?.attempts).toBeGreaterThanOrEqual(1)
    expect(String(failed?.lastError)).not.toBe('')

    smtp = await startSmtpServer(testServer().smtpPort)
    await expect.poll(async () => (await findMessage(body.subject))?.deliveryStatus, { timeout: 60_000, interval: 1000 }).toBe('sent')
    const mail = smtp.received.find((entry) => entry.raw.includes(body.subject))
    expect(mail?.to).toEqual(['sales@kinsen.example'])
    expect(mail?.raw).toContain('Reply-To: mei@example.com')
    expect(mail?.raw).toContain('Please quote 200 cones')
  })

  it('delivers at once while the mail server is up', async () => {
    smtp ??= await startSmtpServer(testServer().smtpPort)
    const body = message()
    expect((await post('/api/contact-messages/submit', body)).status).toBe(201)
    await expect.poll(async () => (await findMessage(body.subject))?.deliveryStatus, { timeout: 20_000, interval: 500 }).toBe('sent')
    expect(smtp.received.some((entry) => entry.raw.includes(body.subject))).toBe(true)
  })

  it('stores (and mails) no control characters, direction overrides or lone surrogates: a NUL is no server error', async () => {
    const subject = `Junk ${Date.now()}`
    const typed = {
      name: 'Mei\u0000 Ling\u202E Chan',
      email: 'mei@example.com\u0000',
      subject: `${subject}\u2066\u0007`,
      message: `Please quote\u0000 200 cones\r\nof gold\u001b[2J thread. ${String.fromCharCode(0xd800)}`,
    }
    const response = await post('/api/contact-messages/submit', typed)
    expect(response.status).toBe(201)
    const stored = await findMessage(subject)
    expect(stored).toMatchObject({ name: 'Mei Ling Chan', email: 'mei@example.com', subject, message: 'Please quote 200 cones\nof gold[2J thread.' })
  })

  it('is not readable by visitors', async () => {
    const response = await api('/api/contact-messages')
    expect(response.status).toBe(403)
  })
})
