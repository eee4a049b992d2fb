import { createLocalReq, type Payload } from 'payload'
import { deliveryKey, queueDelivery } from './queue-delivery'
import { contactQueueBusy, runContactQueueSoon } from './run-contact-queue'

let started = false

/**
 * Called by the jobs tick: the first tick of a server starts the queue,
 * later ones run it.
 */
export function wakeContactQueue(payload: Payload): void {
  if (started || contactQueueBusy()) {
    runContactQueueSoon(payload)
    return
  }
  started = true
  startContactQueue(payload).catch((error: unknown) => {
    started = false
    payload.logger.error({ err: error, msg: 'Starting the contact queue failed' })
  })
}

/**
 * At server start: a message waiting to be sent that has no job gets one,
 * and the backlog is sent at once. Jobs a stopped runner left marked as
 * running are released by whichever node next holds the queue's lease
 * (run-contact-queue.ts), never by a node starting beside a running one.
 * Two nodes starting together may both queue a job for one message: the jobs
 * run one after another under the lease, and the second finds it sent.
 */
export async function startContactQueue(payload: Payload): Promise<void> {
  await queueOrphanedMessages(payload)
  runContactQueueSoon(payload, 0)
}

async function queueOrphanedMessages(payload: Payload): Promise<void> {
  const waiting = await payload.find({
    collection: 'contact-messages',
    where: { deliveryStatus: { in: ['pending', 'retrying'] } },
    select: { nextAttemptAt: true },
    depth: 0,
    pagination: false,
    limit: 0,
  })
  if (waiting.docs.length === 0) return
  const open = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { concurrencyKey: { in: waiting.docs.map((message) => deliveryKey(message.id)) } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    select: { concurrencyKey: true },
    depth: 0,
    pagination: false,
    limit: 0,
  })
  const queued = new Set(open.docs.map((job) => job.concurrencyKey))
  const req = await createLocalReq({}, payload)
  for (const message of waiting.docs) {
    if (queued.has(deliveryKey(message.id))) continue
    await queueDelivery(req, message.id, message.nextAttemptAt ? new Date(message.nextAttemptAt) : undefined)
  }
}
