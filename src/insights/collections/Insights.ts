import type { CollectionConfig } from 'payload'
import { isAdministrator, nobody } from '../../shared/access'
import { label } from '../../shared/admin-label'
import { STORED_FIGURES } from '../../shared/insights/events'
import { beaconEndpoint } from '../endpoints/beacon'
import { exportEndpoint } from '../endpoints/export'
import { summaryEndpoint } from '../endpoints/summary'

export const INSIGHTS = 'insights'

/**
 * The day's count of one figure for one key (a product's slug, an item code, a search's words, a
 * colour): the roll-up the beacon adds to, one row per day, figure and key however many visitors
 * come. No event is kept one by one, and nothing of a visitor (the day's sightings that let a
 * visitor count once are hashes under a salt forgotten with the day). Administrators read the figures
 * (the dashboard, /summary, /export); nobody writes them but the beacon's own counting.
 */
export const Insights: CollectionConfig = {
  slug: INSIGHTS,
  labels: { singular: label('Interest figure', '關注數據'), plural: label('Interest figures', '關注數據') },
  admin: { hidden: true },
  access: { read: isAdministrator, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  endpoints: [beaconEndpoint, summaryEndpoint, exportEndpoint],
  fields: [
    // "2026-11-27" (UTC): sorts and compares as text on both databases.
    { name: 'day', type: 'text', required: true, index: true },
    { name: 'figure', type: 'select', required: true, options: STORED_FIGURES.map((value) => ({ value, label: value })) },
    { name: 'key', type: 'text', required: true },
    // Visitor-days: a visitor counts once per figure, key and day (src/insights/count-visit.ts).
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
    // The networks (IPv4 /24, IPv6 /48) it was counted from that day: "several people typed it" for the searches lists.
    { name: 'networks', type: 'number', required: true, defaultValue: 0 },
    // A search the search page proved found something that day (src/shared/insights/search-proof.ts).
    { name: 'found', type: 'checkbox', defaultValue: false },
    // day|figure|key: one row each, which two racing first counts cannot both create.
    { name: 'slot', type: 'text', required: true, unique: true },
    // Seeded with the demo content (the dashboard says so), never counted from visits.
    { name: 'demo', type: 'checkbox', defaultValue: false },
  ],
}
