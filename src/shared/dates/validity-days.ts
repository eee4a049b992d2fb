import type { Where } from 'payload'

/**
 * A document's validity is counted in whole days. A day is kept as noon UTC of that calendar day,
 * as Payload's day picker sends it (noon of the chosen day, in the administrator's browser; the
 * calendar day of any such moment between UTC−12 and UTC+12 is the chosen one), so every
 * administrator sees the day they chose, whatever their time zone. The company is in Hong Kong: a
 * day starts there 20 hours before that noon, and a document leaves the public site as its "valid
 * until" day begins there ("an expired document disappears on its expiry date"), on every node and
 * whatever the server's time zone.
 */
const ZONE = 'Asia/Hong_Kong'
const HOUR = 3600_000
/** From the start of a day in Hong Kong (00:00 UTC+8) to noon UTC of the same day. */
const HONG_KONG_DAY_START_TO_STORED = 20 * HOUR

/** The calendar day a stored or picked moment stands for (YYYY-MM-DD). */
export function calendarDay(value: string | Date): string {
  return new Date(value).toISOString().slice(0, 10)
}

/** A picked day as it is kept: noon UTC of its calendar day. */
export function storedDay(value: string | Date): string {
  return `${calendarDay(value)}T12:00:00.000Z`
}

/** The day (YYYY-MM-DD) a moment falls on in Hong Kong. */
export function hongKongDay(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment)
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The first moment of the next day in Hong Kong: when what the site shows by date may change. */
export function nextHongKongMidnight(now: Date): Date {
  return new Date(new Date(`${hongKongDay(now)}T00:00:00+08:00`).getTime() + 24 * HOUR)
}

/** A moment as the stored day whose Hong Kong day it falls in is compared: a day has begun when now + 20 h reaches its noon UTC. */
const asStoredDay = (now: Date) => new Date(now.getTime() + HONG_KONG_DAY_START_TO_STORED).toISOString()

/** The documents valid at this moment: their first day begun (or none given) and their "valid until" day not yet begun (or none given), in Hong Kong. */
export function validAt(now: Date): Where {
  const moment = asStoredDay(now)
  return {
    and: [
      { or: [{ validFrom: { exists: false } }, { validFrom: { less_than_equal: moment } }] },
      { or: [{ validUntil: { exists: false } }, { validUntil: { greater_than: moment } }] },
    ],
  }
}

/** Active documents still shown whose "valid until" day begins within `days` days from now (the dashboard's warning). */
export function expiringWithin(now: Date, days: number): Where {
  return {
    and: [
      { status: { equals: 'Active' } },
      { validUntil: { greater_than: asStoredDay(now) } },
      { validUntil: { less_than_equal: asStoredDay(new Date(now.getTime() + days * 24 * HOUR)) } },
    ],
  }
}

/** Whether a record with these validity days is valid at this moment, as validAt asks the database. */
export function isValidAt(days: { validFrom?: string | null; validUntil?: string | null }, now: Date): boolean {
  const moment = asStoredDay(now)
  return (!days.validFrom || days.validFrom <= moment) && (!days.validUntil || days.validUntil > moment)
}

/** The moment a stored "valid until" day begins in Hong Kong: when what it covers leaves the public site. */
export function endOfValidity(validUntil: string): Date {
  return new Date(new Date(validUntil).getTime() - HONG_KONG_DAY_START_TO_STORED)
}
