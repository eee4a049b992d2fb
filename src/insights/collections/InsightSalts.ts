import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'

export const INSIGHT_SALTS = 'insight-salts'

/**
 * The day's random salt, under which a visitor (address and browser) is known for that day only
 * (src/insights/day-salt.ts): one row per UTC day, made by the day's first beacon, removed once the
 * day is over. A random salt and not one derived from PAYLOAD_SECRET and the date: a derived one
 * could be made again later, and with it every stored hash of the day tied back to an address.
 * Nobody reads or writes it over the API; no backup copies its rows.
 */
export const InsightSalts: CollectionConfig = {
  slug: INSIGHT_SALTS,
  labels: { singular: label("Day's salt", '當日鹽值'), plural: label("Days' salts", '當日鹽值') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    // "2026-11-27" (UTC): one salt a day, which two nodes making the day's first at once cannot both create.
    { name: 'day', type: 'text', required: true, unique: true },
    { name: 'salt', type: 'text', required: true },
  ],
}
