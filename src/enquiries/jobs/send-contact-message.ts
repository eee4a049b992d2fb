import type { PayloadRequest, TaskConfig } from 'payload'
import { env } from '../../config/env.server'
import { deliverMail } from '../../infrastructure/email'
import type { ContactMessage } from '../../payload-types'
import { contactRecipient } from '../contact-recipient'
import { nextAttemptAt } from '../delivery-schedule'
import { writeTogether } from '../write-together'
import { CONTACT_QUEUE, deliveryKey, queueDelivery, SEND_CONTACT_MESSAGE_TASK } from './queue-delivery'

export { CONTACT_QUEUE }

type SendOutput = { status: string }

/** Only a message waiting for its first or next try is sent; any other status means another job or a person already decided. */
const SENDABLE: readonly ContactMessage['deliveryStatus'][] = ['pending', 'retrying']

/**
 * Sends one stored contact message to the recipient chosen when it arrived.
 * The task keeps its own schedule instead of Payload's retries, whose
 * back-off has no cap: a failure is recorded on the message and the next try
 * queued at a capped, doubling delay, for days (MAIL_RETRY_*), before the
 * message is marked failed for an administrator to resend.
 */
export const sendContactMessageTask: TaskConfig<{ input: { messageId: number }; output: SendOutput }> = {
  slug: SEND_CONTACT_MESSAGE_TASK,
  label: 'Send a contact message',
  inputSchema: [{ name: 'messageId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text', required: true }],
  // Not retried by Payload: an error here comes after the send, and repeating the job could send the message twice.
  retries: 0,
  concurrency: { key: ({ input }) => deliveryKey(input.messageId), exclusive: true, supersedes: true },
  handler: async ({ input, req }) => {
    const message = await req.payload.findByID({ collection: 'contact-messages', id: input.messageId, depth: 0, req })
    if (!SENDABLE.includes(message.deliveryStatus)) return { output: { status: `skipped: ${message.deliveryStatus}` } }
    const attempts = (message.attempts ?? 0) + 1
    let to: string | undefined
    let result: Awaited<ReturnType<typeof deliverMail>>
    try {
      // A message that arrived before any address was configured goes to the one configured now.
      to = message.recipient || (await contactRecipient(req.payload))
      if (!to) throw new Error('No recipient: set the contact e-mail or the public e-mail in General settings')
      result = await deliverMail(req.payload, {
        to,
        replyTo: message.email,
        subject: `Website enquiry: ${message.subject}`,
        text: [`From: ${message.name} <${message.email}>`, `Site language: ${message.locale ?? 'en'}`, '', message.message].join('\n'),
      })
    } catch (error) {
      return { output: { status: await scheduleRetry(req, message, attempts, error) } }
    }
    await req.payload.update({
      collection: 'contact-messages',
      id: message.id,
      data: { deliveryStatus: result, recipient: to, attempts, deliveredAt: result === 'sent' ? new Date().toISOString() : null, lastError: null, lastAttemptAt: new Date().toISOString(), nextAttemptAt: null },
      req,
    })
    return { output: { status: result } }
  },
}

/** Records a failed try and queues the next one together, or marks the message failed once the retry window is over. */
async function scheduleRetry(req: PayloadRequest, message: ContactMessage, attempts: number, error: unknown): Promise<string> {
  const now = new Date()
  const next = nextAttemptAt({
    failedAttempts: attempts,
    startedAt: new Date(message.deliveryStartedAt ?? message.createdAt),
    now,
    policy: env().mailRetry,
  })
  // On SQLite (no transaction) a failed update leaves the new job, which tries again: nothing is lost.
  await writeTogether(
    req,
    async () => {
      if (next) await queueDelivery(req, message.id, next)
      await req.payload.update({
        collection: 'contact-messages',
        id: message.id,
        data: {
          deliveryStatus: next ? 'retrying' : 'failed',
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          lastAttemptAt: now.toISOString(),
          nextAttemptAt: next ? next.toISOString() : null,
        },
        req,
      })
    },
    async () => {},
  )
  return next ? 'retrying' : 'failed'
}
