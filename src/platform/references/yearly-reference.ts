import type { CollectionSlug, PayloadRequest } from 'payload'
import { holdWriteLock, setLockCounter } from '../../shared/locks/write-lock'

/**
 * A reference numbered by year, as the company quotes them: R-2026-0007 for a request, Q-2026-0042
 * for a quote. `collection`'s `field` holds the references already given.
 */
export type YearlyReference = { prefix: string; collection: CollectionSlug; field: string }

const DIGITS = 4

export const referenceOf = ({ prefix }: Pick<YearlyReference, 'prefix'>, year: number, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(DIGITS, '0')}`

/** The sequence number of a reference of that year, or 0. */
export function sequenceOf({ prefix }: Pick<YearlyReference, 'prefix'>, reference: string | null | undefined, year: number): number {
  const match = new RegExp(`^${prefix}-${year}-(\\d+)$`).exec(reference ?? '')
  return match ? Number(match[1]) : 0
}

/** The year of the reference: Hong Kong's, where the company counts its requests and quotes. */
export const referenceYear = (at: Date) => Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Hong_Kong', year: 'numeric' }).format(at))

/** The write lock a kind's references of a year are taken under; its counter is the year's last reference given. */
export const referenceRule = ({ collection }: Pick<YearlyReference, 'collection'>, year: number) => `${collection === 'requests' ? 'request' : collection}-reference:${year}`

/**
 * The next reference of the year `at` falls in, taken in the request's transaction under the year's
 * write lock (every node's next save waits for it): one past the last given, and past the highest
 * still stored (the lock row may be younger than the records: the demo's, a restored backup). A
 * number once given to a stored record is never given again, even after the record is deleted;
 * one whose save rolled back is given to the next. The rule's row is made before the transaction
 * (`ensureLockRows(payload, [referenceRule(kind, year)])`).
 */
export async function takeYearlyReference(req: PayloadRequest, kind: YearlyReference, at = new Date()): Promise<string> {
  const year = referenceYear(at)
  const counted = await holdWriteLock(req, referenceRule(kind, year))
  const latest = await req.payload.find({
    collection: kind.collection,
    where: { [kind.field]: { like: `${kind.prefix}-${year}-` } },
    sort: `-${kind.field}`,
    limit: 1,
    depth: 0,
    pagination: false,
    select: { [kind.field]: true },
    req,
  })
  const stored = latest.docs.map((doc) => sequenceOf(kind, (doc as unknown as Record<string, unknown>)[kind.field] as string | undefined, year) + 1)
  const next = Math.max(counted, ...stored)
  if (next !== counted) await setLockCounter(req, referenceRule(kind, year), next)
  return referenceOf(kind, year, next)
}
