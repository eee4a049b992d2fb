import { customType as pgType, numeric as pgNumeric, pgTable, varchar } from 'drizzle-orm/pg-core'
import { customType as sqliteType, numeric as sqliteNumeric, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { RATE_LIMITS } from './RateLimits'

/**
 * The `rate-limits` table (RateLimits.ts, made by Payload's migrations) as rate-limiter-flexible's
 * Drizzle limiter sees it: `key`, `points`, and `expire` as a JavaScript Date. The limiter binds
 * Dates, which neither Payload's column for a date (text on SQLite) nor for a number turns into
 * something comparable, so the window's end is kept as milliseconds in a number column and
 * converted here, the same on both databases.
 */
const TABLE = RATE_LIMITS.replace(/-/g, '_')

const toMs = (date: Date) => date.getTime()
const fromMs = (value: unknown) => new Date(Number(value))

const sqliteMs = sqliteType<{ data: Date; driverData: number }>({ dataType: () => 'numeric', toDriver: toMs, fromDriver: fromMs })
const pgMs = pgType<{ data: Date; driverData: string | number }>({ dataType: () => 'numeric', toDriver: toMs, fromDriver: fromMs })

export const sqliteRateLimits = sqliteTable(TABLE, {
  key: text('key').notNull().unique(),
  points: sqliteNumeric('points', { mode: 'number' }).notNull(),
  expire: sqliteMs('expire'),
})

export const pgRateLimits = pgTable(TABLE, {
  key: varchar('key').notNull().unique(),
  points: pgNumeric('points', { mode: 'number' }).notNull(),
  expire: pgMs('expire'),
})
