import { describe, expect, it } from 'vitest'
import { ciede2000 } from './ciede2000'
import { parseColour } from './colour-input'
import { COLOUR_FAMILIES, FAMILY_REFERENCE, FAMILY_SWATCHES, shadeFamily, wordFamilies } from './families'
import { byLightness, closeness, nearest, nearestByLightness } from './rank'
import { hexToLab, rgbToLab } from './srgb-lab'

// Sharma, Wu and Dalal (2005), Table 1: the 34 test pairs, Lab inputs and ΔE00 to 4 decimals.
const SHARMA: [number, number, number, number, number, number, number][] = [
  [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
  [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
  [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
  [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -1.1848, -84.8006, 50.0, 0.0, -82.7485, 1.0],
  [50.0, -0.9009, -85.5211, 50.0, 0.0, -82.7485, 1.0],
  [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
  [50.0, -1.0, 2.0, 50.0, 0.0, 0.0, 2.3669],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
  [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
  [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.001, -2.49, 4.8045],
  [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
  [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
  [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
  [50.0, 2.5, 0.0, 61.0, -5.0, 29.0, 22.8977],
  [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
  [50.0, 2.5, 0.0, 58.0, 24.0, 15.0, 19.4535],
  [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2972, 0.0, 1.0],
  [50.0, 2.5, 0.0, 50.0, 1.8634, 0.5757, 1.0],
  [50.0, 2.5, 0.0, 50.0, 3.2592, 0.335, 1.0],
  [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
  [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
  [61.2901, 3.7196, -5.3901, 61.4292, 2.248, -4.962, 1.8731],
  [35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645],
  [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
  [36.4612, 47.858, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146],
  [90.8027, -2.0831, 1.441, 91.1528, -1.6435, 0.0447, 1.4441],
  [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
  [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
  [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
]

describe('CIEDE2000', () => {
  it.each(SHARMA.map((row, index) => [index + 1, ...row]))('pair %i matches Sharma, Wu and Dalal', (_pair, L1, a1, b1, L2, a2, b2, expected) => {
    const first = { L: L1, a: a1, b: b1 }
    const second = { L: L2, a: a2, b: b2 }
    expect(ciede2000(first, second)).toBeCloseTo(expected, 4)
    // The formula is symmetric.
    expect(ciede2000(second, first)).toBeCloseTo(expected, 4)
  })

  it('is zero for the same colour', () => {
    expect(ciede2000({ L: 40, a: 12, b: -30 }, { L: 40, a: 12, b: -30 })).toBe(0)
  })
})

describe('sRGB to CIELAB (D65)', () => {
  const close = (hex: string, L: number, a: number, b: number) => {
    const lab = hexToLab(hex)!
    expect(lab.L).toBeCloseTo(L, 1)
    expect(lab.a).toBeCloseTo(a, 1)
    expect(lab.b).toBeCloseTo(b, 1)
  }
  it('matches reference values', () => {
    close('#ffffff', 100, 0, 0)
    close('#000000', 0, 0, 0)
    close('#ff0000', 53.24, 80.09, 67.2)
    close('#00ff00', 87.73, -86.18, 83.18)
    close('#0000ff', 32.3, 79.19, -107.86)
    close('#808080', 53.59, 0, 0)
  })
  it('reads channels', () => {
    expect(rgbToLab({ r: 255, g: 255, b: 255 }).L).toBeCloseTo(100, 3)
    expect(hexToLab('nothing')).toBeNull()
  })
})

describe('colour families', () => {
  it.each([
    ['#C9A227', 'golds'],
    ['#D8B863', 'golds'],
    ['#E6CF7A', 'golds'],
    ['#B8B8C0', 'silvers'],
    ['#D0D3DA', 'silvers'],
    ['#333333', 'silvers'],
    ['#B87333', 'coppers'],
    ['#C98B62', 'coppers'],
    ['#B22222', 'reds'],
    ['#D4364A', 'reds'],
    ['#1F4E9C', 'blues'],
    ['#9FB7E8', 'blues'],
    ['#1E7B4F', 'greens'],
    ['#7FB77E', 'greens'],
    // Where a buyer would look (issue 28.9): pale tints are their colour, white and black are not silver,
    // pure red is not a copper, purple is not a red, and rose gold stays with the coppers.
    ['#E6E6FA', 'blues'], // lavender
    ['#D8D8E8', 'blues'], // pale lavender grey
    ['#D6E4F0', 'blues'], // pale sky blue
    ['#87CEEB', 'blues'], // sky blue
    ['#FFFFFF', 'whites'],
    ['#FFFFF0', 'whites'], // ivory
    ['#F8F8FF', 'whites'],
    ['#000000', 'blacks'],
    ['#1A1A1A', 'blacks'],
    ['#808080', 'silvers'],
    ['#C0C0C0', 'silvers'],
    ['#4A4A50', 'silvers'], // gunmetal
    ['#FF0000', 'reds'],
    ['#CC0000', 'reds'],
    ['#800080', 'blues'], // purple
    ['#FFC0CB', 'reds'], // pink
    ['#E0BFB8', 'coppers'], // rose gold
    ['#FFCC00', 'golds'],
  ])('%s is in %s', (hex, family) => {
    expect(shadeFamily(hex)).toBe(family)
  })
  it('puts every palette swatch of a one-colour family in that family, and measures from its first', () => {
    for (const family of COLOUR_FAMILIES) {
      expect(FAMILY_REFERENCE[family]).toBe(FAMILY_SWATCHES[family][0])
      if (family === 'multicolour' || family === 'holographic') continue
      for (const hex of FAMILY_SWATCHES[family]) expect([hex, shadeFamily(hex)]).toEqual([hex, family])
    }
  })
  it('refuses a bad hex', () => {
    expect(shadeFamily('#12345')).toBeNull()
  })
  it('derives multicolour and holographic from words in both languages', () => {
    expect(wordFamilies(['Aurora Holographic Twist', '極光幻彩捻線'])).toEqual(['holographic'])
    expect(wordFamilies(['鐳射線'])).toEqual(['holographic'])
    expect(wordFamilies(['Rainbow Multi Twist'])).toEqual(['multicolour'])
    expect(wordFamilies(['彩虹線', null])).toEqual(['multicolour'])
    expect(wordFamilies(['Celestial M-Type Metallic', 'KS-M150-G01'])).toEqual([])
  })
})

describe('colour input', () => {
  it('accepts hex and RGB', () => {
    expect(parseColour('c9a227')).toMatchObject({ ok: true, hex: '#c9a227' })
    expect(parseColour(' #C9A227 ')).toMatchObject({ ok: true, hex: '#c9a227' })
    expect(parseColour('#fc0')).toMatchObject({ ok: true, hex: '#ffcc00' })
    expect(parseColour('201, 162, 39')).toMatchObject({ ok: true, hex: '#c9a227' })
    expect(parseColour('rgb(201 162 39)')).toMatchObject({ ok: true, hex: '#c9a227' })
  })
  it('refuses anything else', () => {
    for (const bad of ['', 'zzzzzz', '#12345', '256,0,0', 'gold', '1,2']) expect(parseColour(bad).ok).toBe(false)
  })
})

describe('ranking', () => {
  it('names the closeness', () => {
    expect(closeness(0.4)).toBe('exact')
    expect(closeness(2)).toBe('veryClose')
    expect(closeness(5.9)).toBe('close')
    expect(closeness(6)).toBe('notClose')
    expect(closeness(60)).toBe('notClose')
  })
  it('keeps the nearest, in order, up to the limit and the distance', () => {
    const target = hexToLab('#c9a227')!
    const entries = ['#c9a227', '#0000ff', '#d8b863', '#caa328', '#c0a030'].map((hex) => ({ hex, lab: hexToLab(hex)! }))
    const found = nearest(target, entries, 3)
    expect(found.map((item) => item.entry.hex)).toEqual(['#c9a227', '#caa328', '#c0a030'])
    expect(found[0]?.distance).toBe(0)
    expect(nearest(target, entries, 24, 6).some((item) => item.entry.hex === '#0000ff')).toBe(false)
    // With no distance given, however far the nearest are, the limit is filled.
    expect(nearest(hexToLab('#00ff00')!, entries, 3).map((item) => item.entry.hex)).toHaveLength(3)
  })
})

describe('the lightness bound used to skip far entries', () => {
  it('never skips an entry that would have been kept', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 255
    const entries = Array.from({ length: 3000 }, () => ({ lab: rgbToLab({ r: Math.round(random()), g: Math.round(random()), b: Math.round(random()) }) }))
    for (let k = 0; k < 20; k += 1) {
      const target = rgbToLab({ r: Math.round(random()), g: Math.round(random()), b: Math.round(random()) })
      const ranked = entries.map((entry) => ({ entry, distance: ciede2000(target, entry.lab) })).sort((a, b) => a.distance - b.distance)
      expect(nearest(target, entries, 24, 6).map((item) => item.distance)).toEqual(ranked.filter((item) => item.distance < 6).slice(0, 24).map((item) => item.distance))
      expect(nearest(target, entries, 6).map((item) => item.distance)).toEqual(ranked.slice(0, 6).map((item) => item.distance))
    }
  })

  it('finds through the lightness order exactly what the full pass finds, ties in the same order', () => {
    let seed = 11
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 255
    const colour = () => rgbToLab({ r: Math.round(random()), g: Math.round(random()), b: Math.round(random()) })
    // Every tenth colour twice, so equal distances have to keep the list's order.
    const entries = Array.from({ length: 3000 }, (_, index) => ({ index, lab: colour() })).flatMap((entry) => (entry.index % 10 === 0 ? [entry, { ...entry, index: -entry.index - 1 }] : [entry]))
    const sorted = byLightness(entries)
    const targets = [...Array.from({ length: 30 }, colour), ...[0, 10, 500].map((index) => entries[index]!.lab), hexToLab('#000000')!, hexToLab('#ffffff')!]
    for (const target of targets) {
      for (const [limit, maxDistance] of [[6, Infinity], [24, 6], [1, Infinity], [3, 0.5]] as const) {
        const expected = nearest(target, entries, limit, maxDistance).map(({ entry, distance }) => [entry.index, distance])
        expect(nearestByLightness(target, sorted, limit, maxDistance).map(({ entry, distance }) => [entry.index, distance])).toEqual(expected)
      }
    }
    expect(nearestByLightness(hexToLab('#808080')!, byLightness([]), 6)).toEqual([])
  })
})
