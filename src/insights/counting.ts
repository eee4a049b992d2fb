import { type PayloadRequest, ValidationError } from 'payload'
import type { StoredFigure } from '../shared/insights/events'
import { INSIGHTS } from './collections/Insights'

export const dayOf = (date: Date) => date.toISOString().slice(0, 10)
export const slotOf = (day: string, figure: StoredFigure, key: string) => `${day}|${figure}|${key}`

/** What a count adds besides one: whether it is its network's first for the key today, and whether the search page proved it found something. */
export type CountDetails = { newNetwork?: boolean; found?: boolean }

/**
 * Adds one to the day's row of a figure and key (and one network, and that it found something,
 * where so). Each step is one atomic statement, as for likes: an increment of the row if it is
 * there, else its creation, whose unique slot lets only one of two racing first counts through;
 * the other then increments the row the first made.
 */
export async function countOne(req: PayloadRequest, figure: StoredFigure, key: string, now = new Date(), { newNetwork = false, found = false }: CountDetails = {}): Promise<void> {
  const day = dayOf(now)
  const slot = slotOf(day, figure, key)
  const increment = () =>
    req.payload.db.updateOne({
      collection: INSIGHTS,
      where: { slot: { equals: slot } },
      data: { count: { $inc: 1 }, ...(newNetwork ? { networks: { $inc: 1 } } : {}), ...(found ? { found: true } : {}) },
      options: { atomic: true },
      req,
    })
  if (await increment()) return
  try {
    await req.payload.db.create({ collection: INSIGHTS, data: { day, figure, key, slot, count: 1, networks: newNetwork ? 1 : 0, found, demo: false }, req })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    await increment()
  }
}
