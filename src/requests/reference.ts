import type { Payload, PayloadRequest } from 'payload'

/**
 * A request's reference, as the buyer and the owner quote it: R-2026-0007, numbered by year. A
 * number once given is never given again, even after the request is deleted: the highest number
 * given each year is kept in Payload's key-value store, and the next is one past it and past the
 * highest still stored (the store may be younger than the requests: a restored backup, an upgrade).
 */
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

const keyOf = (year: number) => `request-reference:${year}`

/** The next reference of the year `at` falls in, noted as given at once (so a failed save skips it, never repeats it). */
export async function takeReference(payload: Payload, { req, at = new Date() }: { req?: PayloadRequest; at?: Date } = {}): Promise<string> {
  const year = referenceYear(at)
  const kept = (await payload.kv.get<{ last: number }>(keyOf(year)))?.last ?? 0
  const latest = await payload.find({
    collection: 'requests',
    where: { reference: { like: `${PREFIX}-${year}-` } },
    sort: '-reference',
    limit: 1,
    depth: 0,
    pagination: false,
    select: { reference: true },
    req,
  })
  const next = Math.max(kept, ...latest.docs.map((doc) => sequenceOf(doc.reference, year))) + 1
  await payload.kv.set(keyOf(year), { last: next })
  return referenceOf(year, next)
}
