import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'

export const RATE_LIMITS = 'rate-limits'

/**
 * The database's counters for rate-limiter-flexible's Drizzle limiter (counters.ts): one row per
 * key and window (key, points, expire), written by the limiter's own atomic upsert through
 * Payload's Drizzle instance. Counted here when no Redis is configured, and while Redis is away.
 * Nobody reads them over the API.
 */
export const RateLimits: CollectionConfig = {
  slug: RATE_LIMITS,
  labels: { singular: label('Rate limit', '速率限制'), plural: label('Rate limits', '速率限制') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0 },
    // The window's end in milliseconds since 1970 (a number on both databases: limiter-tables.ts).
    { name: 'expire', type: 'number', index: true },
  ],
}
