import { type PayloadRequest, ValidationError } from 'payload'
import { INSIGHT_SIGHTINGS } from './collections/InsightSightings'

/**
 * Whether this is the day's first beacon of a visitor for a figure and key: its sighting's row is
 * created, or it is there already. One statement decides, as for the counts' slots: of two racing
 * beacons the unique sighting lets one through, so one counts.
 */
export async function firstSighting(req: PayloadRequest, day: string, sighting: string): Promise<boolean> {
  try {
    await req.payload.db.create({ collection: INSIGHT_SIGHTINGS, data: { day, sighting: `${day}|${sighting}` }, req })
    return true
  } catch (error) {
    if (error instanceof ValidationError) return false
    throw error
  }
}
