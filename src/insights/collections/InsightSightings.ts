import type { CollectionConfig } from 'payload'
import { nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'

export const INSIGHT_SIGHTINGS = 'insight-sightings'

/**
 * That a visitor was counted for a figure and key today, so that the next beacon of the same visitor
 * for the same item is not (src/insights/first-sighting.ts). Each row is one opaque hash under the
 * day's salt of visitor, figure and key together: it names no address, and two rows of one visitor
 * cannot be told to be one visitor's. Rows of past days are removed with their day's salt.
 */
export const InsightSightings: CollectionConfig = {
  slug: INSIGHT_SIGHTINGS,
  labels: { singular: label('Counted visitor', '已計算的訪客'), plural: label('Counted visitors', '已計算的訪客') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'day', type: 'text', required: true, index: true },
    // The hash: two racing beacons of one visitor for one item cannot both create it, so one counts.
    { name: 'sighting', type: 'text', required: true, unique: true },
  ],
}
