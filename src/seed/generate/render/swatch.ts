import type { ThreadFinish } from '../finish'
import { linearFromHex } from './colour'
import { createRaster, rasterJpeg } from './raster'
import { SHEENS } from './sheen'
import { fabricFor, renderStitched, STITCH_LIGHTING, type Leaf } from './stitched'

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

