import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'

export const SHARED_LIMITS = 'shared-limits'

/**
 * The database's side of the shared store, used when no Redis is configured:
 * one row per rate-limit window (key, count, end) or per lease (key, holder,
 * end). Written only through the database adapter's atomic updates
 * (database-store.ts); nobody reads them over the API.
 */
export const SharedLimits: CollectionConfig = {
  slug: SHARED_LIMITS,
  labels: { singular: label('Shared limit', '共用限制'), plural: label('Shared limits', '共用限制') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    // The unique key lets only one of two nodes racing to open the same window create it.
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    { name: 'holder', type: 'text' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
