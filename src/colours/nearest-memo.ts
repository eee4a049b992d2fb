import { ciede2000 } from './ciede2000'
import { nearestByLightness, type ByLightness } from './rank'
import type { ShadeEntry } from './reads'
import { byCode } from './shade-order'
import { hexToLab } from './srgb-lab'

export type Found = { entry: ShadeEntry; distance: number }[]
/** The codes a nearest colour may be: the index's orderable codes (reads.ts), in item-code order and by lightness. */
export type NearestCandidates = { entries: readonly ShadeEntry[]; lightness: ByLightness<ShadeEntry> }

/** Answers kept per index; past this many the oldest go first (visitors can ask for any of 16.7 million colours). */
const MAX_KEPT = 5_000
/** A change larger than this is a new catalogue: answers are found again rather than carried over. */
const MAX_CARRIED_CHANGES = 500

/** Nearest first; equal distances in item-code order, as `nearestByLightness` answers them. */
const nearerFirst = (a: Found[number], b: Found[number]) => a.distance - b.distance || byCode(a.entry, b.entry)
const sameShade = (a: ShadeEntry, b: ShadeEntry) => a.code === b.code && a.hex === b.hex && a.productId === b.productId

/**
 * The nearest item codes found for each colour asked (the colour finder's queries, the conversion
 * chart's thousands of rows), kept with the index they were found in and carried to the next
 * version of it: a save changes a handful of codes, so an answer that holds none of the changed or
 * deleted codes only has to be compared with the new ones. The first visitor after an
 * administrator's save then waits for a few comparisons per colour, not for a pass over every code.
 */
export class NearestMemo {
  private readonly found = new Map<string, Found>()

  constructor(private readonly index: NearestCandidates) {}

  /** The `limit` item codes nearest to a #rrggbb colour, by CIEDE2000. */
  nearest(hex: string, limit: number): Found {
    const key = `${hex.toLowerCase()}|${limit}`
    const kept = this.found.get(key)
    if (kept) return kept
    const lab = hexToLab(hex)
    const found = lab ? nearestByLightness(lab, this.index.lightness, limit) : []
    this.keep(key, found)
    return found
  }

  private keep(key: string, found: Found) {
    if (this.found.size >= MAX_KEPT) this.found.delete(this.found.keys().next().value!)
    this.found.set(key, found)
  }

  /**
   * This memo's answers brought up to date for `next`, a later version of the same index. A code
   * discontinued since is missing from `next`, so an answer that held it is found again.
   */
  carriedTo(next: NearestCandidates): NearestMemo {
    const carried = new NearestMemo(next)
    const before = new Map(this.index.entries.map((entry) => [entry.id, entry]))
    const now = new Map(next.entries.map((entry) => [entry.id, entry]))
    const gone = new Set([...before.values()].filter((entry) => !now.has(entry.id) || !sameShade(entry, now.get(entry.id)!)).map((entry) => entry.id))
    const added = next.entries.filter((entry) => !before.has(entry.id) || gone.has(entry.id))
    if (gone.size + added.length > MAX_CARRIED_CHANGES) return carried
    for (const [key, found] of this.found) {
      // An answer that held a changed or deleted code is found again when asked.
      if (found.some(({ entry }) => gone.has(entry.id))) continue
      const [hex = '', limitText = ''] = key.split('|')
      const lab = hexToLab(hex)
      if (!lab) continue
      const candidates = [...found.map(({ entry, distance }) => ({ entry: now.get(entry.id)!, distance })), ...added.map((entry) => ({ entry, distance: ciede2000(lab, entry.lab) }))]
      carried.keep(key, candidates.sort(nearerFirst).slice(0, Number(limitText)))
    }
    return carried
  }
}
