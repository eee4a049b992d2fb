import { createLocalReq, type Payload } from 'payload'
import { CONTACT_QUEUE, deliveryKey, queueDelivery } from './queue-delivery'
import { contactQueueBusy, runContactQueueSoon } from './run-contact-queue'

let started = false

/**
 * Called by the jobs tick: the first tick of a server starts the queue,
 * later ones run it. Starting waits for an idle runner, because it releases
 * jobs marked as running.
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
 * At server start: jobs a stopped server left marked as running are released
 * (this server is the queue's only runner), a message waiting to be sent
 * that has no job gets one, and the backlog is sent at once.
 */
export async function startContactQueue(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: CONTACT_QUEUE } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
  })
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
