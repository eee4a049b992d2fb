import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOwnSite, type OwnSite } from '../helpers/own-site'
import { freePort } from '../helpers/ports'
import { startSmtpServer } from '../helpers/smtp'

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>
const stamp = Date.now()

/** Payload's retries, before this change, gave up after 7 tries (about 2 minutes). */
const OLD_TRIES = 7

async function openSite(label: string, smtpPort: number, extraEnv: Record<string, string>) {
  const site = await startOwnSite(label, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'website@kinsen.example',
    // These tests send many messages from one address on purpose.
    PUBLIC_WRITE_LIMITS: 'false',
    ...extraEnv,
  })
  const saved = await site.api('/api/globals/general-settings', {
    admin: true,
    method: 'POST',
    body: JSON.stringify({ companyName: 'KINSEN', contactEmail: 'sales@kinsen.example', infoEmail: 'info@kinsen.example' }),
  })
  expect(saved.status).toBe(200)
  return site
}

const submit = (site: OwnSite, subject: string) =>
  site.api('/api/contact-messages/submit', {
    method: 'POST',
    body: JSON.stringify({ name: 'Mei Ling Chan', email: 'mei@example.com', subject, message: 'Please quote 200 cones of gold metallic thread.' }),
  })
const messages = async (site: OwnSite, subjectPrefix: string) =>
  (await site.api(`/api/contact-messages?where[subject][contains]=${encodeURIComponent(subjectPrefix)}&limit=0&depth=0`, { admin: true })).body.docs ?? []
const countWithStatus = async (site: OwnSite, subjectPrefix: string, status: string) =>
  Number(
    (
      await site.api(
        `/api/contact-messages?where[subject][contains]=${encodeURIComponent(subjectPrefix)}&where[deliveryStatus][equals]=${status}&limit=1&depth=0`,
        { admin: true },
      )
    ).body.totalDocs,
  )
const openContactJobs = (site: OwnSite) => site.openJobs('contact')
const received = (smtp: Smtp, subject: string) => smtp.received.filter((mail) => mail.raw.includes(`Subject: Website enquiry: ${subject}\r\n`)).length

// Three sites of their own, each mostly waiting on its outbox's clock: the suites run side by side.
describe.concurrent('the mail outbox', () => {
  describe('a mail server down for longer than the old retry window', () => {
    let site: OwnSite
    let smtpPort: number
    let smtp: Smtp | undefined
    beforeAll(async () => {
      smtpPort = await freePort()
      // A short back-off: the same schedule as in production (doubling, capped), in seconds instead of hours.
      site = await openSite('mail-outage', smtpPort, { MAIL_RETRY_FIRST_DELAY_MS: '200', MAIL_RETRY_MAX_DELAY_MS: '1000', MAIL_RETRY_GIVE_UP_AFTER_HOURS: '1' })
    }, 120_000)
    afterAll(async () => {
      await smtp?.close()
      await site?.stop()
    })

    it('keeps retrying, then delivers every message exactly once when the server is back', async ({ expect }) => {
      const prefix = `Outage ${stamp}`
      const subjects = Array.from({ length: 6 }, (_, index) => `${prefix} #${index + 1}`)
      const answers = await Promise.all(subjects.map((subject) => submit(site, subject)))
      expect(answers.map((answer) => answer.status)).toEqual(subjects.map(() => 201))

      // Every message has been tried more often than the old retries allowed, and is still waiting.
      await expect
        .poll(async () => (await messages(site, prefix)).map((message) => Number(message.attempts) > OLD_TRIES && message.deliveryStatus === 'retrying'), {
          timeout: 40_000,
          interval: 500,
        })
        .toEqual(subjects.map(() => true))
      const waiting = await messages(site, prefix)
      expect(waiting.every((message) => String(message.lastError).includes('ECONNREFUSED'))).toBe(true)
      expect(waiting.every((message) => new Date(String(message.nextAttemptAt)).getTime() > new Date(String(message.lastAttemptAt)).getTime())).toBe(true)

      smtp = await startSmtpServer(smtpPort)
      await expect.poll(() => countWithStatus(site, prefix, 'sent'), { timeout: 20_000, interval: 250 }).toBe(subjects.length)
      // Nothing left that could send a message a second time.
      await expect.poll(() => openContactJobs(site), { timeout: 10_000, interval: 250 }).toBe(0)
      expect(subjects.map((subject) => received(smtp!, subject))).toEqual(subjects.map(() => 1))
      expect(smtp.received).toHaveLength(subjects.length)
    }, 90_000)
  })

  describe('Resend of a failed message', () => {
    let site: OwnSite
    let smtpPort: number
    let smtp: Smtp | undefined
    beforeAll(async () => {
      smtpPort = await freePort()
      // Gives up after 1.8 seconds, so a message fails within the test.
      site = await openSite('mail-resend', smtpPort, { MAIL_RETRY_FIRST_DELAY_MS: '200', MAIL_RETRY_MAX_DELAY_MS: '400', MAIL_RETRY_GIVE_UP_AFTER_HOURS: '0.0005' })
    }, 120_000)
    afterAll(async () => {
      await smtp?.close()
      await site?.stop()
    })

    it('is refused to visitors and answers 404 for an unknown message', async ({ expect }) => {
      expect((await site.api('/api/contact-messages/1/resend', { method: 'POST' })).status).toBe(401)
      const unknown = await site.api('/api/contact-messages/999999/resend', { method: 'POST', admin: true })
      expect(unknown.status).toBe(404)
      expect(unknown.body.error).toBe('No such contact message.')
      expect((await site.api('/api/contact-messages/not-a-number/resend', { method: 'POST', admin: true })).status).toBe(404)
    })

    it('delivers a message that failed after its retries, once', async ({ expect }) => {
      const subject = `Resend ${stamp}`
      expect((await submit(site, subject)).status).toBe(201)
      await expect.poll(async () => (await messages(site, subject))[0]?.deliveryStatus, { timeout: 30_000, interval: 250 }).toBe('failed')
      const [failed] = await messages(site, subject)
      expect(Number(failed?.attempts)).toBeGreaterThan(1)
      // The job is marked done just after the message.
      await expect.poll(() => openContactJobs(site), { timeout: 10_000, interval: 250 }).toBe(0)

      smtp = await startSmtpServer(smtpPort)
      expect((await site.api(`/api/contact-messages/${String(failed?.id)}/resend`, { method: 'POST' })).status).toBe(401)
      const resent = await site.api(`/api/contact-messages/${String(failed?.id)}/resend`, { method: 'POST', admin: true })
      expect(resent.status).toBe(202)
      expect(resent.body.deliveryStatus).toBe('pending')
      await expect.poll(async () => (await messages(site, subject))[0]?.deliveryStatus, { timeout: 20_000, interval: 250 }).toBe('sent')
      expect(received(smtp, subject)).toBe(1)

      const again = await site.api(`/api/contact-messages/${String(failed?.id)}/resend`, { method: 'POST', admin: true })
      expect(again.status).toBe(409)
      expect(again.body.error).toBe('This message is not failed or unsent (status: sent); it is not resent.')
    }, 60_000)
  })

  describe('a backlog of queued messages at restart', () => {
    const BACKLOG = 220
    let site: OwnSite
    let smtp: Smtp
    beforeAll(async () => {
      smtp = await startSmtpServer()
      // Queued while this server runs no jobs, as if it had stopped before sending them.
      site = await openSite('mail-backlog', smtp.port, { JOBS_AUTORUN: 'false' })
    }, 120_000)
    afterAll(async () => {
      await smtp?.close()
      await site?.stop()
    })

    // How fast the backlog goes is a figure, not a pass or fail (npm run bench measures the write paths):
    // this waits as long as the host needs, and checks that every message goes out exactly once.
    it(`sends ${BACKLOG} queued messages after the restart, each once`, async ({ expect }) => {
      const prefix = `Backlog ${stamp}`
      const subjects = Array.from({ length: BACKLOG }, (_, index) => `${prefix} #${index + 1}`)
      for (let start = 0; start < subjects.length; start += 10) {
        const answers = await Promise.all(subjects.slice(start, start + 10).map((subject) => submit(site, subject)))
        expect(answers.every((answer) => answer.status === 201)).toBe(true)
      }
      expect(await countWithStatus(site, prefix, 'pending')).toBe(BACKLOG)
      expect(smtp.received).toHaveLength(0)

      const restartedAt = Date.now()
      await site.restart({ JOBS_AUTORUN: 'true' })
      const readyAt = Date.now()
      let firstSentAt: number | undefined
      await expect
        .poll(
          () => {
            if (!firstSentAt && smtp.received.length > 0) firstSentAt = Date.now()
            return countWithStatus(site, prefix, 'sent')
          },
          { timeout: 540_000, interval: 250 },
        )
        .toBe(BACKLOG)
      const seconds = (Date.now() - restartedAt) / 1000
      const sending = (Date.now() - (firstSentAt ?? readyAt)) / 1000
      console.log(
        `Backlog of ${BACKLOG} contact messages: all sent ${seconds.toFixed(1)} s after the restart ` +
          `(server ready after ${((readyAt - restartedAt) / 1000).toFixed(1)} s, first mail ${(((firstSentAt ?? readyAt) - readyAt) / 1000).toFixed(1)} s later, sending took ${sending.toFixed(1)} s)`,
      )
      // The job is marked done just after the message.
      await expect.poll(() => openContactJobs(site), { timeout: 10_000, interval: 250 }).toBe(0)
      expect(subjects.filter((subject) => received(smtp, subject) !== 1)).toEqual([])
      expect(smtp.received).toHaveLength(BACKLOG)
    }, 600_000)
  })
})
