import type { Motif } from '../../types'
import type { ThreadFinish } from '../finish'
import { createRandom, type Random } from '../random'
import { linearFromHex, type Rgb } from './colour'
import { renderCouched } from './couched'
import { createRaster, rasterJpeg } from './raster'
import { SHEENS, type Sheen } from './sheen'
import { fabricFor, renderStitched, STITCH_LIGHTING, type Leaf } from './stitched'

/**
 * Close-ups of embroidery in a palette's threads, one composition per motif: a flower of satin
 * petals (floral), couched goldwork waves (wave), a satin trellis (geometric, lattice), a vine
 * of fishbone leaves (crane, paisley). The motif fills the frame, as in a photograph taken close.
 */

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'
const degrees = (value: number) => (value * Math.PI) / 180

type Composition = { random: Random; palette: string[]; sheen: Sheen; width: number; height: number; unit: number }
type Shape = Omit<Leaf, 'sheen' | 'key' | 'albedo'> & { colour: string }

/** Petals round a raised centre over three fishbone leaves. */
function flower({ random, palette, width, height, unit }: Composition): Shape[] {
  const shapes: Shape[] = []
  const cx = width * random.between(0.42, 0.58)
  const cy = height * random.between(0.42, 0.56)
  for (let index = 0; index < 3; index += 1) {
    const angle = degrees(random.between(0, 360))
    const length = unit * random.between(0.3, 0.42)
    shapes.push({ colour: colourAt(palette, 1), cx: cx + Math.cos(angle) * unit * 0.3, cy: cy + Math.sin(angle) * unit * 0.3, length, width: length * 0.24, angle, slant: degrees(random.between(38, 50)) })
  }
  const petals = random.int(5, 6)
  const turn = random.between(0, 360)
  for (let index = 0; index < petals; index += 1) {
    const angle = degrees(turn + (360 / petals) * index + random.between(-6, 6))
    const length = unit * random.between(0.2, 0.24)
    shapes.push({ colour: colourAt(palette, 0), cx: cx + Math.cos(angle) * length * 0.55, cy: cy + Math.sin(angle) * length * 0.55, length, width: length * 0.36, angle, slant: degrees(84) })
  }
  shapes.push({ colour: colourAt(palette, 2), cx, cy, length: unit * 0.11, width: unit * 0.052, angle: degrees(turn), slant: degrees(90) })
  return shapes
}

/** A stem in stem stitch curving across the frame, fishbone leaves on either side of it in turn. */
function vine({ random, palette, width, height, unit }: Composition): Shape[] {
  const shapes: Shape[] = []
  const amplitude = height * 0.12
  const phase = random.between(0, Math.PI * 2)
  const stemAt = (x: number) => height * 0.5 + amplitude * Math.sin((x / width) * Math.PI * 1.6 + phase)
  const segments = 9
  for (let index = 0; index < segments; index += 1) {
    const x0 = (width * (index - 0.1)) / (segments - 1)
    const x1 = (width * (index + 1.1)) / (segments - 1)
    const [y0, y1] = [stemAt(x0), stemAt(x1)]
    shapes.push({ colour: colourAt(palette, 0), cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, length: Math.hypot(x1 - x0, y1 - y0), width: unit * 0.014, angle: Math.atan2(y1 - y0, x1 - x0), slant: degrees(60) })
  }
  const leaves = 7
  for (let index = 0; index < leaves; index += 1) {
    const x = (width * (index + 0.5)) / leaves + random.between(-0.03, 0.03) * width
    const y = stemAt(x)
    const side = index % 2 === 0 ? -1 : 1
    const angle = degrees(side * random.between(40, 62))
    const length = unit * random.between(0.26, 0.32)
    shapes.push({ colour: colourAt(palette, index % 3 === 2 ? 0 : 1), cx: x + (Math.cos(angle) * length) / 2, cy: y + (Math.sin(angle) * length) / 2, length, width: length * 0.25, angle, slant: degrees(random.between(38, 48)) })
  }
  return shapes
}

/**
 * Satin bars crossing on the diagonal, the second set laid over the first, and a satin dot where
 * they meet. Each bar is one long shape reaching well past the frame, so it is even across it.
 */
function trellis({ random, palette, width, height, unit }: Composition): Shape[] {
  const gap = unit * 0.2
  const reach = (width + height) * 1.6
  // Bars at ±45° through points a diagonal gap apart along the frame's top edge, and beyond it to fill the corners.
  const step = gap * Math.SQRT2
  const first = random.between(0, step) - height - step
  const starts = Array.from({ length: Math.ceil((width + 2 * height + 2 * step) / step) }, (_, index) => first + index * step)
  const bars = ([[45, 0], [-45, 1]] as const).flatMap(([direction, colour]) =>
    starts.map((x): Shape => ({ colour: colourAt(palette, colour), cx: x, cy: 0, length: reach, width: unit * 0.014, angle: degrees(direction), slant: degrees(90) })),
  )
  // A bar going down-right from (p, 0) meets one going down-left from (q, 0) at ((p + q) / 2, (q − p) / 2).
  const dots = starts.flatMap((p) => starts.map((q): Shape => ({ colour: colourAt(palette, 2), cx: (p + q) / 2, cy: (q - p) / 2, length: unit * 0.046, width: unit * 0.02, angle: degrees(30), slant: degrees(90) })))
  return [...bars, ...dots.filter(({ cx, cy }) => cx > -gap && cx < width + gap && cy > -gap && cy < height + gap)]
}

const COMPOSITIONS: Record<Exclude<Motif, 'wave'>, (composition: Composition) => Shape[]> = { floral: flower, crane: vine, paisley: vine, geometric: trellis, lattice: trellis }

export async function stitchedCloseUp({ palette, motif, finish, seed, width, height }: { palette: string[]; motif: Motif; finish: ThreadFinish; seed: string; width: number; height: number }): Promise<Buffer> {
  if (motif === 'wave') return couchedCloseUp({ palette, finish, width, height })
  const sheen = SHEENS[finish]
  const unit = Math.min(width, height) * 1.45
  const shapes = COMPOSITIONS[motif]({ random: createRandom(`close-up:${seed}`), palette, sheen, width, height, unit })
  const leaves: Leaf[] = shapes.map(({ colour, ...shape }, index) => ({ ...shape, albedo: linearFromHex(colour), sheen, key: index + 1 }))
  const raster = createRaster(width, height)
  renderStitched(raster, { leaves, fabric: fabricFor(linearFromHex(colourAt(palette, 0))), lighting: STITCH_LIGHTING, pitch: Math.max(3.2, unit / 110) })
  return rasterJpeg(raster)
}

/** Deep red silk, as goldwork is traditionally worked on. */
const GOLDWORK_SILK: Rgb = [0.045, 0.006, 0.012]

/** Passing thread couched in pairs with a red silk on red silk: a close-up of goldwork, in the palette's metals. */
export async function couchedCloseUp({ palette, finish, width, height }: { palette: string[]; finish: ThreadFinish; width: number; height: number }): Promise<Buffer> {
  const metals = [0, 0, 1, 0, 0, 2].map((index) => linearFromHex(colourAt(palette, index)))
  const raster = createRaster(width, height)
  renderCouched(raster, { threads: metals, sheen: SHEENS[finish], silk: linearFromHex('#8a1424'), fabric: GOLDWORK_SILK, lighting: STITCH_LIGHTING, width: Math.max(3, Math.min(width, height) / 90), pairs: 17 })
  return rasterJpeg(raster)
}
