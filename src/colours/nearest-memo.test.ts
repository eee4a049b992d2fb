import { describe, expect, it } from 'vitest'
import { NearestMemo } from './nearest-memo'
import { byLightness } from './rank'
import type { ShadeEntry } from './reads'
import { hexToLab } from './srgb-lab'

let seed = 3
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
const randomHex = () => `#${Math.floor(random() * 0xffffff).toString(16).padStart(6, '0')}`
const entry = (id: number, hex: string, code = `KS-${String(id).padStart(5, '0')}`): ShadeEntry => ({ id, code, hex, productId: 1 + (id % 7), lab: hexToLab(hex)!, families: [], availability: 'in-stock' })
/** As reads.ts gives the memo its candidates: the orderable codes only, in code order. */
const indexOf = (entries: ShadeEntry[]) => {
  const sorted = entries.filter((shade) => shade.availability !== 'discontinued').sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : a.id - b.id))
  return { entries: sorted, lightness: byLightness(sorted) }
}
const answer = (found: { entry: ShadeEntry; distance: number }[]) => found.map(({ entry, distance }) => [entry.id, entry.code, distance])

describe('the nearest codes kept per colour', () => {
  it('carries its answers to the next index exactly as they would be found again', () => {
    const before = Array.from({ length: 2000 }, (_, id) => (id % 73 === 6 ? { ...entry(id, randomHex()), availability: 'discontinued' as const } : entry(id, randomHex())))
    const asked = [...Array.from({ length: 60 }, randomHex), ...before.slice(0, 40).map((shade) => shade.hex)]
    const memo = new NearestMemo(indexOf(before))
    for (const hex of asked) for (const limit of [1, 7]) memo.nearest(hex, limit)

    // An administrator's day: codes recoloured (some onto an asked colour), renamed, moved, deleted, added, one twice;
    // some discontinued (among them some of the nearest to an asked colour), some back in production, some made to order.
    const nearestAsked = new Set(asked.slice(0, 10).flatMap((hex) => memo.nearest(hex, 7).map(({ entry: shade }) => shade.id)))
    const after = before
      .filter((shade) => shade.id % 97 !== 5)
      .map((shade) => (shade.id % 89 === 3 ? entry(shade.id, asked[shade.id % asked.length]!) : shade.id % 83 === 1 ? entry(shade.id, shade.hex, `KS-A${shade.id}`) : shade.id % 79 === 2 ? { ...shade, productId: 99 } : shade))
      .map((shade): ShadeEntry => (shade.id % 71 === 4 || (nearestAsked.has(shade.id) && shade.id % 3 === 0) ? { ...shade, availability: 'discontinued' } : shade.id % 73 === 6 ? { ...shade, availability: 'in-stock' } : shade.id % 67 === 8 ? { ...shade, availability: 'made-to-order' } : shade))
      .concat(Array.from({ length: 30 }, (_, k) => entry(5000 + k, k % 3 === 0 ? asked[k]! : randomHex())), [entry(6000, before[10]!.hex)])
    const next = indexOf(after)
    const carried = memo.carriedTo(next)
    const fresh = new NearestMemo(next)
    for (const hex of asked) for (const limit of [1, 7]) expect(answer(carried.nearest(hex, limit))).toEqual(answer(fresh.nearest(hex, limit)))
    // No carried answer offers a code discontinued since; the changes were large enough to matter.
    const discontinued = new Set(after.filter((shade) => shade.availability === 'discontinued').map((shade) => shade.id))
    expect([...nearestAsked].filter((id) => discontinued.has(id)).length).toBeGreaterThan(3)
    for (const hex of asked) expect(carried.nearest(hex, 7).filter(({ entry: shade }) => discontinued.has(shade.id))).toEqual([])
  })

  it('answers a colour asked again from what it kept, and an unreadable colour with nothing', () => {
    const memo = new NearestMemo(indexOf([entry(1, '#c9a227'), entry(2, '#0000ff')]))
    const first = memo.nearest('#C9A227', 1)
    expect(first.map(({ entry: shade }) => shade.id)).toEqual([1])
    expect(memo.nearest('#c9a227', 1)).toBe(first)
    expect(memo.nearest('not a colour', 1)).toEqual([])
  })
})
