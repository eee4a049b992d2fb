import pg from 'pg'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/ports'
import { startSmtpServer } from '../helpers/smtp'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

const FIRST_DELAY_MS = 100
const MAX_DELAY_MS = 400

let context: TestPayload
let smtpPort: number
let smtp: Awaited<ReturnType<typeof startSmtpServer>> | undefined

beforeAll(async () => {
  smtpPort = await freePort()
  context = await startTestPayload('contact-delivery', {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'website@kinsen.example',
    MAIL_RETRY_FIRST_DELAY_MS: String(FIRST_DELAY_MS),
    MAIL_RETRY_MAX_DELAY_MS: String(MAX_DELAY_MS),
    MAIL_RETRY_GIVE_UP_AFTER_HOURS: '1',
    // The test runs the queue itself.
    JOBS_AUTORUN: 'false',
    LOG_LEVEL: 'fatal',
  })
})
afterAll(async () => {
  await smtp?.close()
  await context?.close()
})

const newMessage = (subject: string) => ({ name: 'Mei Ling Chan', email: 'mei@example.com', subject, message: 'Please quote 200 cones of gold thread.', locale: 'en', recipient: 'sales@kinsen.example' })
const store = async (subject: string) => {
  const { storeContactMessage } = await import('../../src/enquiries/store-contact-message')
  return storeContactMessage(await createLocalReq({}, context.payload), newMessage(subject))
}
const messagesWithSubject = async (subject: string) =>
  (await context.payload.find({ collection: 'contact-messages', where: { subject: { equals: subject } }, depth: 0 })).docs
const openJobsFor = async (messageId: number) => {
  const { contactMessageDelivery } = await import('../../src/enquiries/jobs/send-contact-message')
  return (
    await context.payload.find({
      collection: 'payload-jobs',
      where: { and: [{ concurrencyKey: { equals: contactMessageDelivery.key(messageId) } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      depth: 0,
    })
  ).docs
}
const runDueJobs = () => context.payload.jobs.run({ queue: 'contact', limit: 50, silent: true })

/** Renames the jobs table through a connection of its own, so Payload's next job insert fails for real. */
async function renameJobsTable(from: string, to: string) {
  const client = new pg.Client({ connectionString: context.database.databaseUrl })
  await client.connect()
  await client.query(`ALTER TABLE "${from}" RENAME TO "${to}"`)
  await client.end()
}

describe('storing a contact message', () => {
  it('keeps neither the message nor its job when queuing the delivery fails', async () => {
    await renameJobsTable('payload_jobs', 'payload_jobs_away')
    try {
      await expect(store('Lost with its job')).rejects.toThrow(/payload_jobs/)
    } finally {
      await renameJobsTable('payload_jobs_away', 'payload_jobs')
    }
    expect(await messagesWithSubject('Lost with its job')).toHaveLength(0)
  })

  it('stores the message and exactly one delivery job together', async () => {
    const stored = await store('Stored with its job')
    expect(stored.deliveryStatus).toBe('pending')
    expect(stored.deliveryStartedAt).toBeTruthy()
    expect(await openJobsFor(stored.id)).toHaveLength(1)
  })
})

describe('delivery while the mail server is down', () => {
  it('retries past the old 7 tries at a doubling delay capped at the maximum, then delivers exactly once', async () => {
    const stored = await store('Outage retry')
    const delays: number[] = []
    let seenAttempts = 0
    await expect
      .poll(
        async () => {
          await runDueJobs()
          const [message] = await messagesWithSubject('Outage retry')
          if (message && message.attempts !== seenAttempts && message.nextAttemptAt && message.lastAttemptAt) {
            seenAttempts = message.attempts ?? 0
            delays.push(new Date(message.nextAttemptAt).getTime() - new Date(message.lastAttemptAt).getTime())
          }
          return seenAttempts
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBeGreaterThanOrEqual(9)
    expect(delays.slice(0, 3)).toEqual([FIRST_DELAY_MS, 2 * FIRST_DELAY_MS, 4 * FIRST_DELAY_MS])
    expect(Math.max(...delays)).toBe(MAX_DELAY_MS)
    const [waiting] = await messagesWithSubject('Outage retry')
    expect(waiting?.deliveryStatus).toBe('retrying')
    expect(waiting?.lastError).toMatch(/ECONNREFUSED/)
    // Never two jobs for one message.
    expect(await openJobsFor(stored.id)).toHaveLength(1)

    smtp = await startSmtpServer(smtpPort)
    await expect
      .poll(
        async () => {
          await runDueJobs()
          return (await messagesWithSubject('Outage retry'))[0]?.deliveryStatus
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe('sent')
    expect(await openJobsFor(stored.id)).toHaveLength(0)
    await runDueJobs()
    expect(smtp.received.filter((mail) => mail.raw.includes('Subject: Website enquiry: Outage retry'))).toHaveLength(1)
  })

  it('marks a message failed once its retry window is over, with no job left', async () => {
    await smtp?.close()
    smtp = undefined
    const stored = await store('Outage give up')
    // As if it had been retrying for more than the configured hour already.
    await context.payload.update({ collection: 'contact-messages', id: stored.id, data: { deliveryStartedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() } })
    await runDueJobs()
    const [failed] = await messagesWithSubject('Outage give up')
    expect(failed?.deliveryStatus).toBe('failed')
    expect(failed?.attempts).toBe(1)
    expect(failed?.nextAttemptAt).toBeFalsy()
    expect(await openJobsFor(stored.id)).toHaveLength(0)
  })
})

describe('the outbox runner starting after a crash', () => {
  it('releases a job a stopped runner left running and queues a waiting message that lost its job; its next run sends both, once', async () => {
    smtp ??= await startSmtpServer(smtpPort)
    const { startOutbox } = await import('../../src/platform/outbox/runner')
    const { contactMessageDelivery } = await import('../../src/enquiries/jobs/send-contact-message')
    const interrupted = await store('Crash interrupted')
    const [job] = await openJobsFor(interrupted.id)
    await context.payload.update({ collection: 'payload-jobs', id: job!.id, data: { processing: true } })
    const orphan = await store('Crash orphan')
    await context.payload.delete({ collection: 'payload-jobs', where: { concurrencyKey: { in: (await openJobsFor(orphan.id)).map((open) => open.concurrencyKey!) } } })
    expect(await openJobsFor(orphan.id)).toHaveLength(0)

    // Left running, the interrupted job is not taken by a run.
    await runDueJobs()
    expect((await messagesWithSubject('Crash interrupted'))[0]?.deliveryStatus).toBe('pending')

    await startOutbox(context.payload, [contactMessageDelivery])
    expect(await openJobsFor(orphan.id)).toHaveLength(1)
    await runDueJobs()
    expect((await messagesWithSubject('Crash interrupted'))[0]?.deliveryStatus).toBe('sent')
    expect((await messagesWithSubject('Crash orphan'))[0]?.deliveryStatus).toBe('sent')
    expect(smtp.received.filter((mail) => /Subject: Website enquiry: Crash (interrupted|orphan)\r\n/.test(mail.raw))).toHaveLength(2)
  })
})
