import type { DataFromCollectionSlug, PayloadRequest, TaskConfig } from 'payload'
import { env } from '../../config/env.server'
import { inTransaction } from '../database/in-transaction'
import { OUTBOX_QUEUE } from './queue'
import { nextAttemptAt } from './retry-schedule'

export type DeliveryStatus = 'idle' | 'pending' | 'retrying' | 'sent' | 'failed' | 'not-configured'

/** What a stored, mailed record (a contact message, a request) keeps about its delivery (see delivery-fields.ts). */
export type DeliveredRecord = {
  id: number
  deliveryStatus: DeliveryStatus
  attempts?: number | null
  recipient?: string | null
  deliveryStartedAt?: string | null
  createdAt: string
}

export type DeliveryUpdate = {
  deliveryStatus: Exclude<DeliveryStatus, 'idle'>
  attempts: number
  recipient?: string
  deliveredAt?: string | null
  lastError: string | null
  lastAttemptAt: string
  nextAttemptAt: string | null
}

/** The collections of stored, mailed records (with deliveryFields()). */
type MailedCollection = 'contact-messages' | 'requests' | 'quotes' | 'quote-questions'

type DeliveryOptions<C extends MailedCollection> = {
  /** The task's slug (the job's name in the jobs list). */
  slug: 'send-contact-message' | 'send-request' | 'send-quote' | 'send-quote-question'
  label: string
  collection: C
  /** The first part of a job's concurrency key: one job per record runs at a time. */
  keyPrefix: string
  /** Sends the record; throws when the mail server refuses or cannot be reached. */
  send: (req: PayloadRequest, record: DataFromCollectionSlug<C>) => Promise<{ result: 'sent' | 'not-configured'; to: string }>
}

/** One kind of mail of the outbox: its Payload task, and how a stored record of it is queued. */
export type Delivery = {
  task: TaskConfig<{ input: { messageId: number }; output: { status: string } }>
  collection: MailedCollection
  /** The concurrency key of a record's jobs. */
  key: (id: number) => string
  /** Queues the record's next try (at once unless `waitUntil`), inside req's transaction when it has one: the record and its job are saved together. */
  queue: (req: PayloadRequest, id: number, waitUntil?: Date) => Promise<void>
}

/** Only a record waiting for its first or next try is sent; any other status means another job or a person already decided. */
const SENDABLE: readonly DeliveryStatus[] = ['pending', 'retrying']

/**
 * A kind of mail the outbox sends: one job per stored record, the same way for
 * every kind. The task keeps its own schedule instead of Payload's retries,
 * whose back-off has no cap (docs/decisions/016-mail-outbox-on-payload-jobs.md):
 * a failure is recorded on the record and the next try queued at a capped,
 * doubling delay, for days (MAIL_RETRY_*), before the record is marked failed
 * for an administrator to see.
 */
export function defineDelivery<C extends MailedCollection>(options: DeliveryOptions<C>): Delivery {
  type R = DataFromCollectionSlug<C>
  const key = (id: number) => `${options.keyPrefix}-${id}`
  const queue = async (req: PayloadRequest, id: number, waitUntil?: Date) => {
    await req.payload.jobs.queue({ task: options.slug, queue: OUTBOX_QUEUE, input: { messageId: id }, waitUntil, req })
  }
  // A record an administrator deleted meanwhile has nothing left to send (PostgreSQL never gives its id to another).
  const load = (req: PayloadRequest, id: number) => req.payload.findByID({ collection: options.collection, id, depth: 0, req, disableErrors: true })
  const save = (req: PayloadRequest, record: R, data: DeliveryUpdate) => {
    // Only the delivery's own columns, in one UPDATE … WHERE id (the adapter's atomic update, as the
    // write locks use): an update of the whole record would write back every other field as it was
    // read a moment before, undoing a change made meanwhile (a quote accepted, its request marked
    // Quoted while the request's own mail was being recorded). A record deleted while its mail was on
    // its way matches no row: it has no outcome to keep, and that is no error.
    return req.payload.db.updateOne({ collection: options.collection, where: { id: { equals: record.id } }, data, options: { atomic: true }, req })
  }
  const task: Delivery['task'] = {
    slug: options.slug,
    label: options.label,
    inputSchema: [{ name: 'messageId', type: 'number', required: true }],
    outputSchema: [{ name: 'status', type: 'text', required: true }],
    // Not retried by Payload: an error here comes after the send, and repeating the job could send twice.
    retries: 0,
    concurrency: { key: ({ input }) => key(input.messageId), exclusive: true, supersedes: true },
    handler: async ({ input, req }) => {
      const record = await load(req, input.messageId)
      if (!record) return { output: { status: 'skipped: its record was deleted' } }
      if (!SENDABLE.includes(record.deliveryStatus)) return { output: { status: `skipped: ${record.deliveryStatus}` } }
      const attempts = (record.attempts ?? 0) + 1
      let sent: Awaited<ReturnType<typeof options.send>>
      try {
        sent = await options.send(req, record)
      } catch (error) {
        return { output: { status: await scheduleRetry(req, { queue, save }, record, attempts, error) } }
      }
      const now = new Date().toISOString()
      await save(req, record, {
        deliveryStatus: sent.result,
        recipient: sent.to,
        attempts,
        deliveredAt: sent.result === 'sent' ? now : null,
        lastError: null,
        lastAttemptAt: now,
        nextAttemptAt: null,
      })
      return { output: { status: sent.result } }
    },
  }
  return { task, collection: options.collection, key, queue }
}

/** Records a failed try and queues the next one together, or marks the record failed once the retry window is over. */
async function scheduleRetry<R extends DeliveredRecord>(
  req: PayloadRequest,
  { queue, save }: { queue: Delivery['queue']; save: (req: PayloadRequest, record: R, data: DeliveryUpdate) => Promise<unknown> },
  record: R,
  attempts: number,
  error: unknown,
): Promise<string> {
  const now = new Date()
  const next = nextAttemptAt({
    failedAttempts: attempts,
    startedAt: new Date(record.deliveryStartedAt ?? record.createdAt),
    now,
    policy: env().mailRetry,
  })
  // The failure and the next try together: a retrying record always has its job.
  await inTransaction(req, async () => {
    if (next) await queue(req, record.id, next)
    await save(req, record, {
      deliveryStatus: next ? 'retrying' : 'failed',
      attempts,
      lastError: error instanceof Error ? error.message : String(error),
      lastAttemptAt: now.toISOString(),
      nextAttemptAt: next ? next.toISOString() : null,
    })
  })
  return next ? 'retrying' : 'failed'
}
