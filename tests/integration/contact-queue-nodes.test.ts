import { spawn } from 'node:child_process'
import { once } from 'node:events'
import os from 'node:os'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/ports'
import { startSmtpServer } from '../helpers/smtp'
import { startTestPayload, type TestPayload } from '../helpers/local-api'

/**
 * The contact queue run by two nodes at once (two lease holders on one
 * database, SQLite here and PostgreSQL in its pass): every message reaches
 * the SMTP server exactly once.
 */
let context: TestPayload
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort())
  context = await startTestPayload('contact-queue-nodes', {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'website@kinsen.example',
    // The test runs the queue itself, as two nodes.
    JOBS_AUTORUN: 'false',
    LOG_LEVEL: 'fatal',
  })
})
afterAll(async () => {
  await smtp?.close()
  await context?.close()
})

const MESSAGES = 12

describe('the contact queue on several nodes', () => {
  it('sends each message once when two nodes run the queue together', async () => {
    const { storeContactMessage } = await import('../../src/enquiries/store-contact-message')
    const { drainAsNode } = await import('../../src/enquiries/jobs/run-contact-queue')
    const run = `run-${Math.random().toString(36).slice(2)}`
    for (let index = 0; index < MESSAGES; index += 1) {
      await storeContactMessage(await createLocalReq({}, context.payload), {
        name: 'Mei Ling Chan',
        email: 'mei@example.com',
        subject: `${run} #${index}`,
        message: 'Please quote 200 cones of gold thread.',
        locale: 'en',
        recipient: 'sales@kinsen.example',
      })
    }
    const ran = await Promise.all([drainAsNode(context.payload, 'node-a'), drainAsNode(context.payload, 'node-b'), drainAsNode(context.payload, 'node-c')])
    // One node held the lease; the others found it taken and left the queue alone.
    expect(ran.filter(Boolean)).toHaveLength(1)
    // Runs after the first: nothing left to send, nothing sent again.
    await Promise.all([drainAsNode(context.payload, 'node-b'), drainAsNode(context.payload, 'node-a')])

    const sent = smtp.received.filter((mail) => mail.raw.includes(run))
    const subjects = sent.map((mail) => /Subject: Website enquiry: (.+)/.exec(mail.raw)?.[1]?.trim())
    expect(new Set(subjects).size).toBe(MESSAGES)
    expect(sent).toHaveLength(MESSAGES)
    const stored = await context.payload.find({ collection: 'contact-messages', where: { subject: { like: run } }, depth: 0, limit: 0, pagination: false })
    expect(stored.docs.map((message) => message.deliveryStatus)).toEqual(Array(MESSAGES).fill('sent'))
  })

  it('lets a node take over the jobs a stopped node left marked as running, once its lease has run out', async () => {
    const { storeContactMessage } = await import('../../src/enquiries/store-contact-message')
    const { drainAsNode } = await import('../../src/enquiries/jobs/run-contact-queue')
    const { sharedStore } = await import('../../src/infrastructure/shared-store/shared-store')
    const subject = `abandoned-${Math.random().toString(36).slice(2)}`
    const message = await storeContactMessage(await createLocalReq({}, context.payload), {
      name: 'Mei Ling Chan',
      email: 'mei@example.com',
      subject,
      message: 'Left mid-run.',
      locale: 'en',
      recipient: 'sales@kinsen.example',
    })
    // A node took the job and the lease, then stopped.
    await context.payload.update({ collection: 'payload-jobs', where: { queue: { equals: 'contact' } }, data: { processing: true }, depth: 0 })
    expect(await sharedStore(context.payload).acquireLease('contact-queue', 'stopped-node', 300)).toBe(true)
    expect(await drainAsNode(context.payload, 'node-a')).toBe(false)
    await expect.poll(() => drainAsNode(context.payload, 'node-a'), { timeout: 5000, interval: 100 }).toBe(true)
    const delivered = await context.payload.findByID({ collection: 'contact-messages', id: message.id, depth: 0 })
    expect(delivered.deliveryStatus).toBe('sent')
    expect(smtp.received.filter((mail) => mail.raw.includes(subject))).toHaveLength(1)
  })

  it('resumes at once, after a crash, the queue a stopped process of this host held: no waiting for its lease to run out', async () => {
    const { storeContactMessage } = await import('../../src/enquiries/store-contact-message')
    const { drainAsNode } = await import('../../src/enquiries/jobs/run-contact-queue')
    const { sharedStore } = await import('../../src/infrastructure/shared-store/shared-store')
    const subject = `crashed-${Math.random().toString(36).slice(2)}`
    const message = await storeContactMessage(await createLocalReq({}, context.payload), {
      name: 'Mei Ling Chan',
      email: 'mei@example.com',
      subject,
      message: 'Left by a crash.',
      locale: 'en',
      recipient: 'sales@kinsen.example',
    })
    // A process of this host that took the lease for five minutes and the job, then died (kill -9).
    const crashed = spawn(process.execPath, ['-e', ''])
    await once(crashed, 'exit')
    const crashedHolder = `${os.hostname()}:${crashed.pid}:0badc0de`
    await context.payload.update({ collection: 'payload-jobs', where: { queue: { equals: 'contact' } }, data: { processing: true }, depth: 0 })
    expect(await sharedStore(context.payload).acquireLease('contact-queue', crashedHolder, 5 * 60_000)).toBe(true)
    // A live holder on another host is waited for; the restarted process (this one) takes the stopped one's lease.
    const elsewhere = `another-host:${process.pid}:0badc0de`
    expect(await sharedStore(context.payload).takeOverLease('contact-queue', crashedHolder, elsewhere, 5 * 60_000)).toBe(true)
    expect(await drainAsNode(context.payload)).toBe(false)
    expect(await sharedStore(context.payload).takeOverLease('contact-queue', elsewhere, crashedHolder, 5 * 60_000)).toBe(true)
    const started = Date.now()
    expect(await drainAsNode(context.payload)).toBe(true)
    console.log(`queue resumed ${Date.now() - started} ms after the restarted process asked (the crashed one's lease had 5 minutes left)`)
    const delivered = await context.payload.findByID({ collection: 'contact-messages', id: message.id, depth: 0 })
    expect(delivered.deliveryStatus).toBe('sent')
    expect(smtp.received.filter((mail) => mail.raw.includes(subject))).toHaveLength(1)
    expect(await sharedStore(context.payload).leaseHolder('contact-queue')).toBeUndefined()
  })
})
