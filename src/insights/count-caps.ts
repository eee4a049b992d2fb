import type { Payload } from 'payload'
import { sharedCounters } from '../platform/limits/counters'
import { consume, INSIGHT_COUNT_CAPS } from '../platform/limits/rate-limit'
import type { DayMarks } from './day-marks'

/** `counted`: within every cap; `newNetwork`: the first count of this network for this figure and key today. */
export type CapsAnswer = { counted: boolean; newNetwork: boolean }

/**
 * Whether a visitor's first beacon of the day for an item may add to the figures, in the counters
 * every node shares (rate-limiter-flexible: Redis, else the database), keyed by the day's marks so
 * that no address or network is written there. The address's own cap first; only a count within
 * it is put to its network's cap for the item, and only one within that to its network's cap for
 * the figure: a client that pushes one item never uses up what its neighbours' other visits add.
 */
export async function withinCountCaps(payload: Payload, marks: DayMarks): Promise<CapsAnswer> {
  const counters = sharedCounters(payload)
  const own = await consume(counters, `insight-count:${marks.address}`, INSIGHT_COUNT_CAPS.perAddress)
  if (!own.allowed) return { counted: false, newNetwork: false }
  const item = await consume(counters, `insight-count:${marks.networkItem}`, INSIGHT_COUNT_CAPS.perNetworkAndItem)
  if (!item.allowed) return { counted: false, newNetwork: false }
  const network = await consume(counters, `insight-count:${marks.network}`, INSIGHT_COUNT_CAPS.perNetwork)
  return { counted: network.allowed, newNetwork: network.allowed && item.count === 1 }
}
