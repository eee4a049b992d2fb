import type { PayloadRequest } from 'payload'
import { holdWriteLock, setLockCounter } from '../shared/locks/write-lock'

/** A request's reference, as the buyer and the owner quote it: R-2026-0007, numbered by year. */
const PREFIX = 'R'
const DIGITS = 4

export const referenceOf = (year: number, sequence: number) => `${PREFIX}-${year}-${String(sequence).padStart(DIGITS, '0')}`

/** The sequence number of a reference of that year, or 0. */
export function sequenceOf(reference: string | null | undefined, year: number): number {
  const match = new RegExp(`^${PREFIX}-${year}-(\\d+)$`).exec(reference ?? '')
  return match ? Number(match[1]) : 0
}

/** The year of the reference: Hong Kong's, where the company counts its requests. */
export const referenceYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(at))

/** The write lock requests of a year take their references under; its counter is the year's last reference given. */
export const referenceRule = (year: number) => `request-reference:${year}`

/**
 * The next reference of the year `at` falls in, taken in the request's transaction under the year's
 * write lock (every node's next request waits for it): one past the last given, and past the highest
 * still stored (the lock row may be younger than the requests: the demo's, a restored backup). A
 * number once given to a stored request is never given again, even after the request is deleted;
 * one whose save rolled back is given to the next. The rule's row is made before the transaction
 * (`ensureLockRows(payload, [referenceRule(year)])`).
 */
export async function takeReference(req: PayloadRequest, at = new Date()): Promise<string> {
  const year = referenceYear(at)
  const counted = await holdWriteLock(req, referenceRule(year))
  const latest = await req.payload.find({
    collection: 'requests',
    where: { reference: { like: `${PREFIX}-${year}-` } },
    sort: '-reference',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { reference: true },
    req,
  })
  const next = Math.max(counted, ...latest.docs.map((doc) => sequenceOf(doc.reference, year) + 1))
  if (next !== counted) await setLockCounter(req, referenceRule(year), next)
  return referenceOf(year, next)
}
