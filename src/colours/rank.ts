import { ciede2000 } from './ciede2000'
import type { Lab } from './srgb-lab'

/**
 * ΔE00 below 1 is not visible to most eyes; below 3 a close match side by
 * side; below 6 the same shade at a glance; from 6 on a different shade, shown
 * all the same as the nearest we have (the buyer can still ask for a custom one).
 */
export const CLOSENESS = [
  { key: 'exact', below: 1 },
  { key: 'veryClose', below: 3 },
  { key: 'close', below: 6 },
  { key: 'notClose', below: Infinity },
] as const
export type Closeness = (typeof CLOSENESS)[number]['key']
/** A colour always gets this many answers, however far the nearest are. */
export const NEAREST_COUNT = 6
/** A family lists its codes a page at a time. */
export const MAX_RESULTS = 24

/**
 * CIEDE2000's lightness weight SL = 1 + 0.015 (L̄ − 50)² / √(20 + (L̄ − 50)²)
 * is at most about 1.7474 for L̄ in 0–100; the hue rotation term never makes
 * the chroma and hue part negative (|RT| ≤ 2), so ΔE00 ≥ |ΔL| / 1.75.
 */
const MAX_SL = 1.75

export function closeness(distance: number): Closeness {
  return CLOSENESS.find((level) => distance < level.below)?.key ?? 'notClose'
}

/**
 * The entries nearest to a colour, by ΔE00: at most `limit`, none at or beyond
 * `maxDistance` (by default none is too far), nearest first (ties by their order in `entries`). One pass
 * with a small sorted buffer, so 20,000 entries cost one ΔE00 each.
 */
export function nearest<T extends { lab: Lab }>(target: Lab, entries: readonly T[], limit = MAX_RESULTS, maxDistance = Infinity): { entry: T; distance: number }[] {
  const best: { entry: T; distance: number }[] = []
  for (const entry of entries) {
    // A cheap bound first: ΔE00 is at least |ΔL| / SL, and SL never exceeds MAX_SL.
    const bound = best.length === limit ? Math.min(maxDistance, best[limit - 1]?.distance ?? Infinity) : maxDistance
    if (Math.abs(entry.lab.L - target.L) > bound * MAX_SL) continue
    const distance = ciede2000(target, entry.lab)
    if (distance >= maxDistance) continue
    if (best.length === limit && distance >= (best[limit - 1]?.distance ?? Infinity)) continue
    let index = best.length
    while (index > 0 && (best[index - 1]?.distance ?? 0) > distance) index--
    best.splice(index, 0, { entry, distance })
    if (best.length > limit) best.pop()
  }
  return best
}

/** Entries sorted by lightness, each with its place in the list it came from (which breaks ties, as in `nearest`). */
export type ByLightness<T> = readonly { entry: T; order: number }[]

export function byLightness<T extends { lab: Lab }>(entries: readonly T[]): ByLightness<T> {
  return entries.map((entry, order) => ({ entry, order })).sort((a, b) => a.entry.lab.L - b.entry.lab.L || a.order - b.order)
}

/** The first place in `sorted` whose lightness is at least `L`. */
function firstAtOrAbove<T extends { lab: Lab }>(sorted: ByLightness<T>, L: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    if ((sorted[middle]?.entry.lab.L ?? Infinity) < L) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * What `nearest` answers over the list `sorted` was made from, found by walking out from the
 * target's lightness, nearest lightness first, and stopping where |ΔL| alone is beyond the
 * farthest kept: a query touches the entries of a narrow band of lightness, not every entry, so a
 * chart of thousands of conversions over 20,000 item codes stays fast.
 */
export function nearestByLightness<T extends { lab: Lab }>(target: Lab, sorted: ByLightness<T>, limit = MAX_RESULTS, maxDistance = Infinity): { entry: T; distance: number }[] {
  const best: { entry: T; distance: number; order: number }[] = []
  const before = (a: { distance: number; order: number }, b: { distance: number; order: number }) => a.distance < b.distance || (a.distance === b.distance && a.order < b.order)
  let above = firstAtOrAbove(sorted, target.L)
  let below = above - 1
  while (below >= 0 || above < sorted.length) {
    const gapBelow = below >= 0 ? target.L - (sorted[below]?.entry.lab.L ?? -Infinity) : Infinity
    const gapAbove = above < sorted.length ? (sorted[above]?.entry.lab.L ?? Infinity) - target.L : Infinity
    const bound = best.length === limit ? Math.min(maxDistance, best[limit - 1]?.distance ?? Infinity) : maxDistance
    // Every entry left is at least this far in lightness, so at least this far / MAX_SL in ΔE00.
    if (Math.min(gapBelow, gapAbove) > bound * MAX_SL) break
    const item = gapBelow <= gapAbove ? sorted[below--] : sorted[above++]
    if (!item) break
    const candidate = { entry: item.entry, distance: ciede2000(target, item.entry.lab), order: item.order }
    if (candidate.distance >= maxDistance) continue
    const last = best[limit - 1]
    if (best.length === limit && last && !before(candidate, last)) continue
    let index = best.length
    while (index > 0 && before(candidate, best[index - 1]!)) index--
    best.splice(index, 0, candidate)
    if (best.length > limit) best.pop()
  }
  return best.map(({ entry, distance }) => ({ entry, distance }))
}
