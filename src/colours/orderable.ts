import type { Where } from 'payload'

/**
 * The item codes that can still be ordered, as a where clause: not discontinued. A record from
 * before issue 52 may hold no availability at all and is in stock (availabilityOf), and SQL's
 * "not equal" never holds for an empty value, hence the second term.
 */
export const orderableCodes = (): Where => ({ or: [{ availability: { not_equals: 'discontinued' } }, { availability: { exists: false } }] })
