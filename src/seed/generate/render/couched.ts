import type { Rgb } from './colour'
import { cosTurns, hashUnit, smoothstep } from './noise'
import type { Raster } from './raster'
import { SHEENS, shadeThread, threadSample, type Lighting, type Sheen } from './sheen'

/** Couching silk: a soft sheen in its own colour. */
const SILK: Sheen = { ...SHEENS.plain, specular: 0.35, alongSharpness: 24, tint: 0.6 }

/**
 * Goldwork seen close: passing thread laid in pairs along a sweeping band and couched, each pair
 * held to the silk by small stitches of silk thread across it, staggered from row to row like
 * bricks. The metal thread is a strip wound round a core, so it shows its twist strongly.
 */
export type CouchedScene = {
  /** The laid threads' colours, pair by pair from the top of the band, repeating. */
  threads: Rgb[]
  sheen: Sheen
  /** The couching silk. */
  silk: Rgb
  fabric: Rgb
  lighting: Lighting
  /** Width of one laid thread, pixels. */
  width: number
  /** How many pairs the band holds. */
  pairs: number
}

export function renderCouched(raster: Raster, { threads, sheen, silk, fabric, lighting, width: threadWidth, pairs }: CouchedScene): void {
  const { width, height, pixels } = raster
  const sample = threadSample()
  const colour = new Float32Array(3)
  const passing: Sheen = { ...sheen, twist: Math.max(sheen.twist, 0.85), roundness: 0.85 }
  const tackSpacing = threadWidth * 4.2
  const tackHalf = threadWidth * 0.2
  const amplitude = height * 0.1
  const period = width * 1.5
  const half = pairs * threadWidth
  const centre = height * 0.5

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const px = x + 0.5
      const py = y + 0.5
      // The band's centre line, a slow S across the frame, and the distance from it measured square to it.
      const turns = px / period + 0.1
      const slope = -amplitude * ((2 * Math.PI) / period) * cosTurns(turns)
      const stretch = Math.sqrt(1 + slope * slope)
      const offset = (py - centre + amplitude * cosTurns(turns - 0.25)) / stretch
      const out = (y * width + x) * 3
      if (Math.abs(offset) >= half) {
        // Silk, darker close under the band's raised edge.
        const shade = 0.55 + 0.45 * smoothstep(0, threadWidth * 1.6, Math.abs(offset) - half + (offset > 0 ? -threadWidth * 0.4 : threadWidth * 0.4))
        const sheenOfSilk = 0.85 + 0.3 * smoothstep(height, 0, py)
        pixels[out] = fabric[0] * shade * sheenOfSilk
        pixels[out + 1] = fabric[1] * shade * sheenOfSilk
        pixels[out + 2] = fabric[2] * shade * sheenOfSilk
        continue
      }
      const lane = (offset + half) / threadWidth
      const thread = Math.floor(lane)
      const pair = thread >> 1
      const along = (px * stretch) / threadWidth
      // Screen y runs down; the light's frame has y up.
      const tx = 1 / stretch
      const ty = -slope / stretch
      // The couching stitch nearest this point, on this pair; the next pair's are half a step along.
      const stagger = (pair & 1) * 0.5 + hashUnit(pair, 21) * 0.2
      const step = px * stretch / tackSpacing - stagger
      const nearest = (Math.round(step) - step) * tackSpacing
      sample.vx = 0
      sample.vy = 0
      sample.vz = 1
      sample.shadow = 0
      if (Math.abs(nearest) < tackHalf) {
        // The silk stitch, across the pair: its own round section runs along the laid threads.
        sample.nx = 0
        sample.ny = 0
        sample.nz = 1
        sample.tx = -ty
        sample.ty = tx
        sample.tz = 0
        sample.bx = tx
        sample.by = ty
        sample.bz = 0
        sample.across = nearest / tackHalf
        sample.relief = 1
        sample.along = (lane - pair * 2) * 2
        sample.key = pair * 7919 + Math.round(step)
        sample.exposure = 0.8 + 0.2 * smoothstep(0, 0.25, Math.min(lane - pair * 2, pair * 2 + 2 - lane))
        shadeThread(sample, SILK, silk, lighting, colour, 0)
      } else {
        sample.nx = 0
        sample.ny = 0
        sample.nz = 1
        sample.tx = tx
        sample.ty = ty
        sample.tz = 0
        sample.bx = -ty
        sample.by = tx
        sample.bz = 0
        sample.across = (lane - thread) * 2 - 1
        sample.relief = 1
        sample.along = along
        sample.key = thread
        // Pinched under the stitch: the thread dips there and falls into its shade.
        sample.exposure = 0.55 + 0.45 * smoothstep(tackHalf, tackHalf + threadWidth * 0.9, Math.abs(nearest))
        shadeThread(sample, passing, threads[pair % threads.length]!, lighting, colour, 0)
      }
      pixels[out] = colour[0]!
      pixels[out + 1] = colour[1]!
      pixels[out + 2] = colour[2]!
    }
  }
}
