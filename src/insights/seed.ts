import { createLocalReq, type Payload } from 'payload'
import type { StoredFigure } from '../shared/insights/events'
import { INSIGHTS } from './collections/Insights'
import { dayOf, slotOf } from './counting'

const DAY_MS = 24 * 60 * 60 * 1000
const DAYS = 90

/** A small seeded generator (mulberry32): the same demo figures on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// What buyers of metallic threads search for, and what this catalogue has no answer to.
const SEARCHES: [string, number][] = [
  ['gold', 9], ['silver', 7], ['metallic', 6], ['holographic', 4], ['lamé', 3], ['passing thread', 2.5], ['rose gold', 2.5], ['recycled', 2], ['金線', 2], ['銀線', 1.5], ['polyester', 1.2], ['40wt', 1],
]
const EMPTY_SEARCHES: [string, number][] = [['glow in the dark', 1.2], ['wool blend', 0.8], ['copper wire', 0.6], ['夜光線', 0.5]]
const COLOURS: [string, number][] = [['#c9a227', 2.5], ['#d4af37', 2], ['#c0c0c0', 1.6], ['#b76e79', 1.2], ['#1d3557', 0.8], ['#8a2be2', 0.6]]

/**
 * Ninety days of believable interest figures for the demo (issue 32), marked as demo so the
 * dashboard says so: more on weekdays than at weekends, growing a little, the first products of
 * the catalogue looked at most. Written in one transaction, straight to the table (no hooks run).
 */
export async function seedDemoInsights(payload: Payload, now = new Date()): Promise<number> {
  const products = await payload.find({ collection: 'products', where: { status: { equals: 'Active' } }, sort: 'displayOrder', select: { slug: true }, depth: 0, limit: 12, pagination: false, overrideAccess: true })
  const codes = await payload.find({ collection: 'item-codes', sort: 'id', select: { itemCode: true }, depth: 0, limit: 14, pagination: false, overrideAccess: true })
  const next = random(1985)
  const rows: { day: string; figure: StoredFigure; key: string; count: number; networks: number; found: boolean }[] = []
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const date = new Date(now.getTime() - back * DAY_MS)
    const weekday = date.getUTCDay()
    const season = (weekday === 0 ? 0.45 : weekday === 6 ? 0.65 : 1) * (1 + 0.35 * ((DAYS - back) / DAYS))
    // Each visitor counted once a day, each from a network of its own (a buyer's office, a home line): as
    // the beacon counts them (src/insights/count-visit.ts); a demo search found something unless it is one
    // of those that found nothing, which are typed from enough networks over the days to be listed.
    const add = (figure: StoredFigure, key: string, mean: number, found = false) => {
      const count = Math.round(mean * season * (0.7 + 0.6 * next()))
      if (count > 0) rows.push({ day: dayOf(date), figure, key, count, networks: count, found })
    }
    products.docs.forEach((product, index) => add('view', product.slug, 38 / (index + 1) ** 0.75))
    codes.docs.forEach((code, index) => {
      add('code', code.itemCode, 9 / (index + 1) ** 0.6)
      if (index < 8) add('datasheet', code.itemCode, 1.6 / (index + 1) ** 0.5)
    })
    for (const [query, mean] of SEARCHES) add('search', query, mean, true)
    for (const [query, mean] of EMPTY_SEARCHES) {
      add('search', query, mean)
      add('search-empty', query, mean)
    }
    for (const [hex, mean] of COLOURS) add('colour', hex, mean)
  }
  // One transaction: one write to disk for the whole seed, not one per row.
  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID !== null) req.transactionID = transactionID
  try {
    for (const row of rows) await payload.db.create({ collection: INSIGHTS, data: { ...row, slot: slotOf(row.day, row.figure, row.key), demo: true }, req })
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  return rows.length
}
