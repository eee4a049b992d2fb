import type { Payload } from 'payload'
import { env } from '../../config/env.server'
import { withLease } from '../../infrastructure/shared-store/lease'
import { CONTACT_QUEUE } from './queue-delivery'

/** Messages that arrive together are sent by one run, a moment after the first. */
const GATHER_MS = 250
/** Jobs taken per database round; a backlog is worked through batch after batch without waiting for the next tick. */
const BATCH_SIZE = 20
/** Longest a timer waits for the next due retry; the 10-second tick also wakes the runner. */
const LONGEST_WAKE_UP_MS = 60_000
/** The queue's lease: one node at a time runs it. Renewed after every batch; a node that dies gives it up when it runs out. */
const QUEUE_LEASE = 'contact-queue'
const QUEUE_LEASE_MS = 5 * 60_000
/** While another node runs the queue, this one asks again this soon, so a message it took is not left for the next tick. */
const BUSY_RETRY_MS = 1000

let scheduled = false
let running = false
let requestedAgain = false
let wakeUp: ReturnType<typeof setTimeout> | undefined

/** Whether a run is under way or about to start. */
export const contactQueueBusy = () => running || scheduled

/**
 * Runs the contact queue soon, so a message is sent within a second rather
 * than at the next scheduled tick. This is the only caller of
 * `payload.jobs.run` for the queue (the cron tick only calls this): Payload
 * takes jobs by reading then marking them (no lock, no re-check), so two
 * runners at once could take the same job and send a message twice. Within a
 * process one run goes at a time; across nodes the run holds the queue's
 * lease in the shared store (Redis or the database). A request during a run
 * asks for one more run after it.
 */
export function runContactQueueSoon(payload: Payload, delayMs = GATHER_MS): void {
  // JOBS_AUTORUN=false: jobs are left for another process (or a test) to run.
  if (!env().jobsAutoRun) return
  if (running) {
    requestedAgain = true
    return
  }
  if (scheduled) return
  scheduled = true
  setTimeout(() => {
    scheduled = false
    running = true
    drainOnOneNode(payload)
      .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Running the contact queue failed' }))
      .finally(() => {
        running = false
        void wakeUpForNextRetry(payload).catch((error: unknown) =>
          payload.logger.error({ err: error, msg: 'Scheduling the next contact retry failed' }),
        )
      })
  }, delayMs).unref()
}

/** Drains the queue while holding its lease; when another node holds it, asks again shortly. */
async function drainOnOneNode(payload: Payload): Promise<void> {
  if (!(await drainAsNode(payload))) setTimeout(() => runContactQueueSoon(payload, 0), BUSY_RETRY_MS).unref()
}

/** One node's run of the queue under its lease (`node` names the node; tests pass two); false when another node holds it. */
export function drainAsNode(payload: Payload, node?: string): Promise<boolean> {
  return withLease(
    payload,
    QUEUE_LEASE,
    QUEUE_LEASE_MS,
    async (renew) => {
      await releaseAbandonedJobs(payload)
      await drain(payload, renew)
    },
    node,
  )
}

/**
 * Jobs marked as running when this node takes the lease were left by a
 * runner that stopped mid-run (a crash, a restart): no one else runs the
 * queue now, so they are released to be taken again.
 */
async function releaseAbandonedJobs(payload: Payload): Promise<void> {
  await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ queue: { equals: CONTACT_QUEUE } }, { processing: { equals: true } }] },
    data: { processing: false },
    depth: 0,
  })
}

/** Runs batches until no job is due, so a backlog after a restart or an outage goes out at once. */
async function drain(payload: Payload, renewLease: () => Promise<void>): Promise<void> {
  do {
    requestedAgain = false
    for (;;) {
      const result = await payload.jobs.run({ queue: CONTACT_QUEUE, limit: BATCH_SIZE, silent: { info: true } })
      if (result.noJobsRemaining) break
      await renewLease()
    }
  } while (requestedAgain)
}

/** Sets one timer for the earliest waiting retry, so retries go out on time rather than at the next tick. */
async function wakeUpForNextRetry(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { queue: { equals: CONTACT_QUEUE } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { processing: { equals: false } },
        { waitUntil: { exists: true } },
      ],
    },
    sort: 'waitUntil',
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const waitUntil = docs[0]?.waitUntil
  if (!waitUntil) return
  if (wakeUp) clearTimeout(wakeUp)
  const delay = Math.min(Math.max(new Date(waitUntil).getTime() - Date.now(), 0), LONGEST_WAKE_UP_MS)
  wakeUp = setTimeout(() => {
    wakeUp = undefined
    runContactQueueSoon(payload, 0)
  }, delay + 10)
  wakeUp.unref()
}
