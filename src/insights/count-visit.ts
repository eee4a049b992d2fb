import type { PayloadRequest } from 'payload'
import type { StoredFigure } from '../shared/insights/events'
import { provesSearchFound } from '../shared/insights/search-proof'
import { withinCountCaps } from './count-caps'
import { countOne, dayOf } from './counting'
import { type BeaconSource, dayMarks } from './day-marks'
import { daySalt } from './day-salt'
import { firstSighting } from './first-sighting'
import { forgetPastDaysNowAndThen } from './forget-past-days'

/** A beacon's event once checked (insightEventSchema): its figure and folded key, and for a search what it found. */
export type CountedEvent = { figure: Exclude<StoredFigure, 'search-empty'>; key: string; results?: number; found?: string }

/**
 * Counts a visitor's beacon at most once per figure, key and day, within what its address and its
 * network may add (count-caps.ts). The visitor is known for the day only, by hashes under the day's
 * salt (day-marks.ts); the day's first beacon of a visitor for an item leaves a sighting and the
 * others find it. A search adds whether the search page proved it found something; one that found
 * nothing (and is not proven to have found anything) is counted again as such.
 */
export async function countVisit(req: PayloadRequest, event: CountedEvent, source: BeaconSource, now = new Date()): Promise<void> {
  const day = dayOf(now)
  const marks = dayMarks(await daySalt(req, day), source, event.figure, event.key)
  forgetPastDaysNowAndThen(req.payload, now)
  if (!(await firstSighting(req, day, marks.sighting))) return
  const caps = await withinCountCaps(req.payload, marks)
  if (!caps.counted) return
  if (event.figure !== 'search') return countOne(req, event.figure, event.key, now, { newNetwork: caps.newNetwork })
  const found = provesSearchFound(req.payload.secret, event.key, event.found)
  await countOne(req, 'search', event.key, now, { newNetwork: caps.newNetwork, found })
  if (event.results === 0 && !found) await countOne(req, 'search-empty', event.key, now, { newNetwork: caps.newNetwork })
}
