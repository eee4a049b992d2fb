import type { Payload } from 'payload'
import { INSIGHT_SALTS } from './collections/InsightSalts'
import { INSIGHT_SIGHTINGS } from './collections/InsightSightings'
import { dayOf } from './counting'

/**
 * A day's salt and sightings are kept a few minutes into the next day: a node whose clock is a
 * little behind still counts in the old day then, and must find its salt rather than make a
 * second one. Past that, nothing of a visitor's day is kept.
 */
const GRACE_MS = 5 * 60 * 1000
/** How often a process looks (on a beacon, and on the jobs runner's tick). */
const LOOK_EVERY_MS = 10 * 60 * 1000
const lastLook = new WeakMap<Payload, number>()

/** Removes the salts and the sightings of every day before today (less the grace). */
export async function forgetPastDays(payload: Payload, now = new Date()): Promise<void> {
  const before = dayOf(new Date(now.getTime() - GRACE_MS))
  await payload.db.deleteMany({ collection: INSIGHT_SALTS, where: { day: { less_than: before } } })
  await payload.db.deleteMany({ collection: INSIGHT_SIGHTINGS, where: { day: { less_than: before } } })
}

/**
 * Forgets the past days at most every ten minutes in this process, beside whatever asks (a beacon,
 * the jobs runner's tick: a day with no visitor is forgotten all the same), never making it wait.
 */
export function forgetPastDaysNowAndThen(payload: Payload, now = new Date()): void {
  if (now.getTime() - (lastLook.get(payload) ?? 0) < LOOK_EVERY_MS) return
  lastLook.set(payload, now.getTime())
  void forgetPastDays(payload, now).catch((error: unknown) => payload.logger.warn({ err: error, msg: "Forgetting past days' visitor salts failed" }))
}
