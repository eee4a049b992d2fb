import type { Where } from 'payload'

/**
 * A document's validity is counted in whole days of Hong Kong, where the company is: "valid until
 * 31 December" is stored as the first moment of that day there, so the document leaves the public
 * site as that day begins ("an expired document disappears on its expiry date"), on every node and
 * whatever the server's time zone.
 */
const ZONE = 'Asia/Hong_Kong'
const OFFSET = '+08:00'

/** The day (YYYY-MM-DD) a moment falls on in Hong Kong. */
export function hongKongDay(moment: Date | string): string {
  const date = typeof moment === 'string' ? new Date(moment) : moment
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The first moment of that day in Hong Kong, as stored (an ISO string in UTC). */
export function startOfHongKongDay(moment: Date | string): string {
  return new Date(`${hongKongDay(moment)}T00:00:00${OFFSET}`).toISOString()
}

/** The first moment of the next day in Hong Kong: when what the site shows by date may change. */
export function nextHongKongMidnight(now: Date): Date {
  return new Date(new Date(startOfHongKongDay(now)).getTime() + 24 * 3600_000)
}

/** The documents valid at this moment: started (or no start given) and not yet at their end (or none given). */
export function validAt(now: Date): Where {
  const moment = now.toISOString()
  return {
    and: [
      { or: [{ validFrom: { exists: false } }, { validFrom: { less_than_equal: moment } }] },
      { or: [{ validUntil: { exists: false } }, { validUntil: { greater_than: moment } }] },
    ],
  }
}

/** Active documents whose validity ends within `days` days from now (the dashboard's warning). */
export function expiringWithin(now: Date, days: number): Where {
  return {
    and: [
      { status: { equals: 'Active' } },
      { validUntil: { greater_than: now.toISOString() } },
      { validUntil: { less_than_equal: new Date(now.getTime() + days * 24 * 3600_000).toISOString() } },
    ],
  }
}
