import { createLocalReq, type Payload } from 'payload'
import type { Delivery } from './delivery-task'
import { OUTBOX_QUEUE } from './queue'

/**
 * How often the one runner looks for due mail (Payload's own cron, with seconds): a message
 * goes out within a second of being stored or of its retry time, with no timer of ours.
 */
export const OUTBOX_CRON = '* * * * * *'
/** Jobs taken per run; a backlog is sent 20 a second. */
export const OUTBOX_BATCH = 20

let started: Promise<void> | undefined

/**
 * Asked before each of the runner's ticks (Payload's `shouldAutoRun`): the first tick of the
 * process first sets the queue right, and no run starts until it has.
 *
 * There is one runner: the node with JOBS_AUTORUN=true (the default of a single server). Payload
 * takes jobs by reading, then marking them, so two runners could send one message twice; one
 * runner needs no lease. It follows that a job marked running when the runner starts was left by
 * a runner that stopped mid-run (a crash, a restart), so it is released to run again, and a
 * record waiting to be sent whose job was lost gets one.
 */
export function outboxReady(payload: Payload, deliveries: readonly Delivery[]): Promise<void> {
  started ??= startOutbox(payload, deliveries).catch((error: unknown) => {
    started = undefined
    throw error
  })
  return started
}

export async function startOutbox(payload: Payload, deliveries: readonly Delivery[]): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: OUTBOX_QUEUE } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
  })
  for (const delivery of deliveries) await queueOrphans(payload, delivery)
}

/** Records waiting for a try with no open job (their job was lost with a crashed runner's database write) get one, at their planned time. */
async function queueOrphans(payload: Payload, delivery: Delivery): Promise<void> {
  const waiting = await payload.find({
    collection: delivery.collection,
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
        { concurrencyKey: { in: waiting.docs.map((record) => delivery.key(record.id)) } },
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
  for (const record of waiting.docs) {
    if (queued.has(delivery.key(record.id))) continue
    await delivery.queue(req, record.id, record.nextAttemptAt ? new Date(record.nextAttemptAt) : undefined)
  }
}
