import { PDFDict, PDFName, PDFOperator, PDFOperatorNames, clip, endPath, popGraphicsState, pushGraphicsState, rectangle, rgb, type PDFPage } from 'pdf-lib'
import type { ShadeFinish } from '../../shared/item-codes/shade-finish'

type Channels = [number, number, number]

/**
 * The light of a finish over a printed swatch, as the site's swatches show it (shadeSheen in
 * src/shared/item-codes/shade-finish.ts, CSS gradients at 135°): white where the light falls and
 * black where the thread turns away, a holographic thread with a faint rainbow across. Each stop:
 * where it is along the diagonal (0 top left, 1 bottom right) and the light there (+ white, − black).
 */
const LIGHT: Record<Exclude<ShadeFinish, 'plain'>, [number, number][]> = {
  metallic: [
    [0, 0.55],
    [0.3, 0],
    [0.55, -0.22],
    [0.78, 0.4],
    [1, -0.15],
  ],
  holographic: [
    [0, 0.5],
    [0.35, 0],
    [0.6, -0.15],
    [0.85, 0.35],
    [1, 0.2],
  ],
  pearlescent: [
    [0, 0.6],
    [0.55, 0],
    [1, 0.12],
  ],
}
const RAINBOW: Channels[] = [
  [1, 0, 0.5],
  [1, 0.78, 0],
  [0, 0.78, 0.47],
  [0, 0.47, 1],
  [0.67, 0, 1],
]
const SAMPLES = 21

function interpolate<T extends number | Channels>(stops: [number, T][], position: number, mix: (from: T, to: T, share: number) => T): T {
  const after = stops.findIndex(([at]) => at >= position)
  if (after <= 0) return stops[Math.max(after, 0)]![1]
  const [fromAt, from] = stops[after - 1]!
  const [toAt, to] = stops[after]!
  return mix(from, to, (position - fromAt) / (toAt - fromAt))
}
const mixNumber = (from: number, to: number, share: number) => from + (to - from) * share
const mixChannels = (from: Channels, to: Channels, share: number): Channels => [mixNumber(from[0], to[0], share), mixNumber(from[1], to[1], share), mixNumber(from[2], to[2], share)]

/**
 * The swatch's colour along its diagonal: the flat shade with the finish's light (and rainbow)
 * laid over it, worked out here, so the PDF needs no transparency, only one smooth gradient.
 */
export function sheenStops(finish: ShadeFinish, base: Channels): [number, Channels][] {
  if (finish === 'plain') return [[0, base], [1, base]]
  const light = LIGHT[finish]
  const rainbow = RAINBOW.map((colour, index): [number, Channels] => [index / (RAINBOW.length - 1), colour])
  return Array.from({ length: SAMPLES }, (_, index) => {
    const position = index / (SAMPLES - 1)
    const tinted = finish === 'holographic' ? mixChannels(base, interpolate(rainbow, position, mixChannels), 0.16) : base
    const amount = interpolate(light, position, mixNumber)
    return [position, mixChannels(tinted, amount > 0 ? [1, 1, 1] : [0, 0, 0], Math.abs(amount))]
  })
}

/**
 * Fills the box with the shade in the light of its finish: a PDF axial shading (a linear gradient
 * made of one straight piece between each two samples) clipped to the box; a plain shade is a flat fill.
 */
export function drawSheenSwatch(page: PDFPage, finish: ShadeFinish, base: Channels, box: { x: number; y: number; width: number; height: number }): void {
  if (finish === 'plain') {
    page.drawRectangle({ ...box, color: rgb(...base) })
    return
  }
  const stops = sheenStops(finish, base)
  const context = page.doc.context
  const pieces = stops.slice(1).map(([, colour], index) => context.obj({ FunctionType: 2, Domain: [0, 1], C0: stops[index]![1], C1: colour, N: 1 }))
  const shading = context.obj({
    ShadingType: 2,
    ColorSpace: 'DeviceRGB',
    Coords: [box.x, box.y + box.height, box.x + box.width, box.y],
    Function: {
      FunctionType: 3,
      Domain: [0, 1],
      Functions: pieces,
      Bounds: stops.slice(1, -1).map(([position]) => position),
      Encode: pieces.flatMap(() => [0, 1]),
    },
    Extend: [true, true],
  })
  const resources = page.node.Resources()
  if (!resources) throw new Error('A page without resources')
  let dictionary = resources.lookupMaybe(PDFName.of('Shading'), PDFDict)
  if (!dictionary) {
    dictionary = context.obj({})
    resources.set(PDFName.of('Shading'), dictionary)
  }
  const name = `Sheen${dictionary.keys().length + 1}`
  dictionary.set(PDFName.of(name), context.register(shading))
  page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath(), PDFOperator.of(PDFOperatorNames.ShadingFill, [PDFName.of(name)]), popGraphicsState())
}
