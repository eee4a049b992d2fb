import { describe, expect, it } from 'vitest'
import type { Availability } from '../shared/item-codes/availability'
import { rankReplacements, type ReplacementCandidate, type ReplacementSubject } from './replacement-ranking'
import type { Lab } from './srgb-lab'

/**
 * CIEDE2000 written again here from Sharma, Wu and Dalal, "The CIEDE2000 color-difference formula:
 * implementation notes, supplementary test data, and mathematical observations" (Color Research
 * and Application 30, 2005), equations (1) to (22), so that the ranking's distances are checked
 * against a formula other than the one it uses (ciede2000.ts), itself checked below against the
 * paper's published pairs.
 */
function deltaE2000([L1, a1, b1]: readonly [number, number, number], [L2, a2, b2]: readonly [number, number, number]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const degrees = (angle: number) => (angle * 180) / Math.PI
  // (2)-(6): a' stretched by G, the mean chroma taken over the two samples' C*ab.
  const meanCab = (Math.hypot(a1, b1) + Math.hypot(a2, b2)) / 2
  const G = 0.5 * (1 - Math.sqrt(meanCab ** 7 / (meanCab ** 7 + 25 ** 7)))
  const a1p = (1 + G) * a1
  const a2p = (1 + G) * a2
  const C1p = Math.hypot(a1p, b1)
  const C2p = Math.hypot(a2p, b2)
  // (7): h' in [0, 360), 0 where a' and b are both 0.
  const hueAngle = (b: number, ap: number) => (b === 0 && ap === 0 ? 0 : (degrees(Math.atan2(b, ap)) + 360) % 360)
  const h1p = hueAngle(b1, a1p)
  const h2p = hueAngle(b2, a2p)
  // (8)-(11)
  const dLp = L2 - L1
  const dCp = C2p - C1p
  let dhp: number
  if (C1p * C2p === 0) dhp = 0
  else if (Math.abs(h2p - h1p) <= 180) dhp = h2p - h1p
  else if (h2p - h1p > 180) dhp = h2p - h1p - 360
  else dhp = h2p - h1p + 360
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(radians(dhp / 2))
  // (12)-(14)
  const Lbar = (L1 + L2) / 2
  const Cbar = (C1p + C2p) / 2
  let hbar: number
  if (C1p * C2p === 0) hbar = h1p + h2p
  else if (Math.abs(h1p - h2p) <= 180) hbar = (h1p + h2p) / 2
  else if (h1p + h2p < 360) hbar = (h1p + h2p + 360) / 2
  else hbar = (h1p + h2p - 360) / 2
  // (15)-(22)
  const T = 1 - 0.17 * Math.cos(radians(hbar - 30)) + 0.24 * Math.cos(radians(2 * hbar)) + 0.32 * Math.cos(radians(3 * hbar + 6)) - 0.2 * Math.cos(radians(4 * hbar - 63))
  const dTheta = 30 * Math.exp(-(((hbar - 275) / 25) ** 2))
  const RC = 2 * Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7))
  const SL = 1 + (0.015 * (Lbar - 50) ** 2) / Math.sqrt(20 + (Lbar - 50) ** 2)
  const SC = 1 + 0.045 * Cbar
  const SH = 1 + 0.015 * Cbar * T
  const RT = -Math.sin(radians(2 * dTheta)) * RC
  return Math.sqrt((dLp / SL) ** 2 + (dCp / SC) ** 2 + (dHp / SH) ** 2 + RT * (dCp / SC) * (dHp / SH))
}

const ΔE = (first: Lab, second: Lab) => deltaE2000([first.L, first.a, first.b], [second.L, second.a, second.b])

describe('the test’s own CIEDE2000', () => {
  // Sharma, Wu and Dalal (2005), Table 1: pairs 1, 7, 13, 17, 25, 31 and 34 (Lab, Lab, ΔE00).
  it.each([
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ] as const)('gives the published difference for %j and %j', (first, second, published) => {
    expect(deltaE2000(first, second)).toBeCloseTo(published, 4)
    expect(deltaE2000(second, first)).toBeCloseTo(published, 4)
  })
})

const THREAD = 'Metallic thread, M-type'
const lab = (L: number, a: number, b: number): Lab => ({ L, a, b })
const code = (id: number, code: string, productId: number, shade: Lab | null, availability: Availability = 'in-stock', threadType?: string): ReplacementCandidate => ({
  id,
  code,
  hex: shade ? '#000000' : null,
  lab: shade,
  productId,
  availability,
  ...(threadType ? { threadType } : {}),
})

// A discontinued warm gold of product 1; product 2 is the same thread type written otherwise, product 3 another type,
// product 4 the same type but not Active.
const subject: ReplacementSubject = { id: 1, lab: lab(62, 8, 48), productId: 1, availability: 'discontinued', threadType: THREAD }
const ACTIVE = new Set([1, 2, 3])
const isActive = (productId: number) => ACTIVE.has(productId)
const candidates: ReplacementCandidate[] = [
  code(1, 'A-GOLD-OLD', 1, subject.lab, 'discontinued', THREAD),
  code(2, 'A-GOLD-02', 1, lab(63, 9, 46), 'in-stock', THREAD),
  code(3, 'A-GOLD-03', 1, lab(62.3, 8.2, 47.6), 'discontinued', THREAD),
  code(4, 'A-GOLD-04', 1, lab(60, 6, 52), 'made-to-order', THREAD),
  code(5, 'A-GOLD-05', 1, lab(70, 2, 30), 'limited', THREAD),
  code(6, 'A-SILVER', 1, lab(75, 0, 1), 'in-stock', THREAD),
  code(7, 'A-PLAIN', 1, null, 'in-stock', THREAD),
  code(8, 'A-GOLD-08', 1, lab(55, 10, 40), 'in-stock', THREAD),
  code(20, 'B-GOLD-20', 2, lab(62, 7, 49), 'in-stock', '  metallic THREAD, m-type '),
  code(21, 'B-GOLD-21', 2, lab(61, 8, 45), 'made-to-order', 'Metallic thread, M-type'),
  code(22, 'B-GOLD-22', 2, lab(62.1, 8, 48.2), 'discontinued', THREAD),
  code(23, 'B-COPPER', 2, lab(50, 30, 35), 'in-stock', THREAD),
  code(24, 'B-GOLD-24', 2, lab(66, 5, 42), 'limited', THREAD),
  code(25, 'B-GOLD-25', 2, lab(58, 12, 55), 'in-stock', THREAD),
  code(30, 'C-GOLD', 3, lab(62, 8, 48.1), 'in-stock', 'Holographic film'),
  code(40, 'D-GOLD', 4, lab(62, 8, 48.05), 'in-stock', THREAD),
]

/** The rule as the issue states it, with the test's own ΔE00: nearest first, then by code. */
function expectedNearest(pool: ReplacementCandidate[], exclude: Set<number>) {
  return pool
    .filter((candidate) => candidate.lab && candidate.availability !== 'discontinued' && isActive(candidate.productId) && !exclude.has(candidate.id))
    .map((candidate) => ({ code: candidate.code, deltaE: ΔE(subject.lab!, candidate.lab!) }))
    .sort((a, b) => a.deltaE - b.deltaE || a.code.localeCompare(b.code))
    .slice(0, 3)
}
const shown = (ranked: ReturnType<typeof rankReplacements>) => ranked.map(({ candidate, deltaE, group }) => ({ code: candidate.code, deltaE, group }))

describe('the replacements of a discontinued code', () => {
  it('offer the pin, then the three nearest orderable codes of the same product, then of the same thread type, by CIEDE2000', () => {
    const ranked = shown(rankReplacements(subject, { pinned: candidates.find((candidate) => candidate.id === 25), candidates, isActive }))
    const pinned = { code: 'B-GOLD-25', deltaE: ΔE(subject.lab!, lab(58, 12, 55)), group: 'recommended' }
    const sameProduct = expectedNearest(candidates.filter((candidate) => candidate.productId === 1), new Set([1]))
    const sameType = expectedNearest(candidates.filter((candidate) => candidate.productId !== 1 && candidate.threadType?.trim().toLowerCase() === THREAD.toLowerCase()), new Set([25]))
    // What those rules give here, said plainly: the discontinued near-twins A-GOLD-03 and B-GOLD-22, the other
    // type's C-GOLD and the Inactive product's D-GOLD are never offered; the pin is not offered twice.
    expect(sameProduct.map((entry) => entry.code)).toEqual(['A-GOLD-02', 'A-GOLD-04', 'A-GOLD-08'])
    expect(sameType.map((entry) => entry.code)).toEqual(['B-GOLD-20', 'B-GOLD-21', 'B-GOLD-24'])
    expect(ranked.map(({ code, group }) => ({ code, group }))).toEqual([pinned, ...sameProduct.map((entry) => ({ ...entry, group: 'sameProduct' })), ...sameType.map((entry) => ({ ...entry, group: 'sameType' }))].map(({ code, group }) => ({ code, group })))
    const expected = [pinned.deltaE, ...sameProduct.map((entry) => entry.deltaE), ...sameType.map((entry) => entry.deltaE)]
    ranked.forEach((entry, index) => expect(entry.deltaE).toBeCloseTo(expected[index]!, 10))
  })

  it('never offer a pin that is discontinued or whose product is not Active, and never the same code twice', () => {
    for (const pin of [3, 22, 40]) {
      const ranked = shown(rankReplacements(subject, { pinned: candidates.find((candidate) => candidate.id === pin), candidates, isActive }))
      expect(ranked.some((entry) => entry.group === 'recommended')).toBe(false)
      expect(ranked.map((entry) => entry.code)).toEqual(['A-GOLD-02', 'A-GOLD-04', 'A-GOLD-08', 'B-GOLD-20', 'B-GOLD-21', 'B-GOLD-24'])
    }
    // The pin is the nearest of its product: recommended, and the next three after it.
    const ranked = shown(rankReplacements(subject, { pinned: candidates.find((candidate) => candidate.id === 2), candidates, isActive }))
    expect(ranked.map(({ code, group }) => `${group} ${code}`)).toEqual([
      'recommended A-GOLD-02',
      'sameProduct A-GOLD-04',
      'sameProduct A-GOLD-08',
      'sameProduct A-GOLD-05',
      'sameType B-GOLD-20',
      'sameType B-GOLD-21',
      'sameType B-GOLD-24',
    ])
    expect(new Set(ranked.map((entry) => entry.code)).size).toBe(ranked.length)
  })

  it('are none for a code still orderable, or of a product that is not Active', () => {
    for (const availability of ['in-stock', 'made-to-order', 'limited'] as const) expect(rankReplacements({ ...subject, availability }, { candidates, isActive })).toEqual([])
    expect(rankReplacements({ ...subject, productId: 4 }, { candidates, isActive })).toEqual([])
  })

  it('offer no other thread type when the code has none', () => {
    const ranked = shown(rankReplacements({ ...subject, threadType: '  ' }, { candidates, isActive }))
    expect(ranked.map(({ group }) => group)).toEqual(['sameProduct', 'sameProduct', 'sameProduct'])
  })

  it('without a shade colour, offer the pin and the same product’s orderable codes in code order, without a ΔE', () => {
    const ranked = shown(rankReplacements({ ...subject, lab: null }, { pinned: candidates.find((candidate) => candidate.id === 20), candidates, isActive }))
    expect(ranked).toEqual([
      { code: 'B-GOLD-20', deltaE: null, group: 'recommended' },
      { code: 'A-GOLD-02', deltaE: null, group: 'sameProduct' },
      { code: 'A-GOLD-04', deltaE: null, group: 'sameProduct' },
      { code: 'A-GOLD-05', deltaE: null, group: 'sameProduct' },
    ])
  })
})
