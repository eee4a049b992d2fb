import { customType, numeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { RATE_LIMITS } from './RateLimits'

/**
 * The `rate-limits` table (RateLimits.ts, made by Payload's migrations) as rate-limiter-flexible's
 * Drizzle limiter sees it: `key`, `points`, and `expire` as a JavaScript Date. The limiter binds
 * Dates, which Payload's column for a number does not take, so the window's end is kept as
 * milliseconds in a number column and converted here.
 */
const TABLE = RATE_LIMITS.replace(/-/g, '_')

const milliseconds = customType<{ data: Date; driverData: string | number }>({
  dataType: () => 'numeric',
  toDriver: (date: Date) => date.getTime(),
  fromDriver: (value: unknown) => new Date(Number(value)),
})

export const rateLimitsTable = pgTable(TABLE, {
  key: varchar('key').notNull().unique(),
  points: numeric('points', { mode: 'number' }).notNull(),
  expire: milliseconds('expire'),
})
