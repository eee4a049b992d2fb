import type { Motif } from '../../types'
import type { ThreadFinish } from '../finish'
import { createRandom } from '../random'
import { linearFromHex } from './colour'
import { renderCouched } from './couched'
import { createRaster, rasterJpeg } from './raster'
import { SHEENS } from './sheen'
import { fabricFor, renderStitched, STITCH_LIGHTING, type Leaf } from './stitched'

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'
const degrees = (value: number) => (value * Math.PI) / 180

/**
 * A shade's stitched sample, as a thread maker sews it for a colour card: one fishbone leaf in
 * satin stitch, its two halves catching the light differently, and its stem, on cloth the
 * shade stands out on.
 */
export async function stitchedSwatch({ hex, finish, size }: { hex: string; finish: ThreadFinish; size: number }): Promise<Buffer> {
  // Drawn at half size and enlarged: the site shows a swatch 160 px wide (320 on a sharp screen),
  // where the two look the same, and the seed draws dozens (a quarter of the time, a smaller file).
  const drawn = Math.max(2, Math.ceil(size / 2))
  const albedo = linearFromHex(hex)
  const sheen = SHEENS[finish]
  const leaf: Leaf = { cx: drawn * 0.53, cy: drawn * 0.46, length: drawn * 0.84, width: drawn * 0.25, angle: degrees(-36), slant: degrees(44), albedo, sheen, key: 1 }
  // The stem runs on from the leaf's base, a little more steeply, down to the corner.
  const stemAngle = degrees(-44)
  const stemLength = drawn * 0.42
  const baseX = leaf.cx - (Math.cos(leaf.angle) * leaf.length) / 2
  const baseY = leaf.cy - (Math.sin(leaf.angle) * leaf.length) / 2
  const stem: Leaf = { cx: baseX - (Math.cos(stemAngle) * stemLength) / 2 + drawn * 0.01, cy: baseY - (Math.sin(stemAngle) * stemLength) / 2, length: stemLength, width: drawn * 0.016, angle: stemAngle + Math.PI, slant: degrees(62), albedo, sheen, key: 2 }
  const raster = createRaster(drawn, drawn)
  renderStitched(raster, { leaves: [stem, leaf], fabric: fabricFor(albedo), lighting: STITCH_LIGHTING, pitch: 3.8 })
  return rasterJpeg(raster, 80, size)
}

/**
 * A close-up of embroidery in the palette's threads: a flower of satin petals round a raised
 * centre, with fishbone leaves (floral); the other motifs a spray of leaves along a vine.
 */
export async function stitchedCloseUp({ palette, motif, finish, seed, width, height }: { palette: string[]; motif: Motif; finish: ThreadFinish; seed: string; width: number; height: number }): Promise<Buffer> {
  const random = createRandom(`close-up:${seed}`)
  const sheen = SHEENS[finish]
  // A close-up: the motif fills the frame.
  const unit = Math.min(width, height) * 1.45
  const leaves: Leaf[] = []
  let key = 1
  const add = (leaf: Omit<Leaf, 'sheen' | 'key' | 'albedo'> & { colour: string }) => leaves.push({ ...leaf, albedo: linearFromHex(leaf.colour), sheen, key: key++ })
  const cx = width * random.between(0.42, 0.58)
  const cy = height * random.between(0.42, 0.56)
  // Leaves first, then the flower over them.
  const leafCount = motif === 'floral' ? 3 : 6
  for (let index = 0; index < leafCount; index += 1) {
    const angle = degrees(random.between(0, 360))
    const length = unit * random.between(0.3, 0.42)
    const reach = motif === 'floral' ? unit * 0.3 : unit * (0.12 + index * 0.07)
    add({ colour: colourAt(palette, 1), cx: cx + Math.cos(angle) * reach, cy: cy + Math.sin(angle) * reach, length, width: length * 0.24, angle, slant: degrees(random.between(38, 50)) })
  }
  if (motif === 'floral') {
    const petals = random.int(5, 6)
    const turn = random.between(0, 360)
    for (let index = 0; index < petals; index += 1) {
      const angle = degrees(turn + (360 / petals) * index + random.between(-6, 6))
      const length = unit * random.between(0.2, 0.24)
      add({ colour: colourAt(palette, 0), cx: cx + Math.cos(angle) * length * 0.55, cy: cy + Math.sin(angle) * length * 0.55, length, width: length * 0.36, angle, slant: degrees(84) })
    }
    add({ colour: colourAt(palette, 2), cx, cy, length: unit * 0.11, width: unit * 0.052, angle: degrees(turn), slant: degrees(90) })
  }
  const raster = createRaster(width, height)
  renderStitched(raster, { leaves, fabric: fabricFor(linearFromHex(colourAt(palette, 0))), lighting: STITCH_LIGHTING, pitch: Math.max(3.2, unit / 110) })
  return rasterJpeg(raster)
}

/** Deep red silk, as goldwork is traditionally worked on. */
const GOLDWORK_SILK: [number, number, number] = [0.045, 0.006, 0.012]

/** Passing thread couched in pairs on red silk with a red silk: a close-up of goldwork, in the palette's metals. */
export async function couchedCloseUp({ palette, finish, size }: { palette: string[]; finish: ThreadFinish; size: number }): Promise<Buffer> {
  const metals = [0, 0, 1, 0, 0, 2].map((index) => linearFromHex(colourAt(palette, index)))
  const raster = createRaster(size, size)
  renderCouched(raster, { threads: metals, sheen: SHEENS[finish], silk: linearFromHex('#8a1424'), fabric: GOLDWORK_SILK, lighting: STITCH_LIGHTING, width: Math.max(3, size / 90), pairs: 17 })
  return rasterJpeg(raster)
}
