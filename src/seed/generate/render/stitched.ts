import { luminance, type Rgb } from './colour'
import { cosTurns, hashUnit, smoothstep, valueNoise } from './noise'
import type { Raster } from './raster'
import { SHEENS, shadeThread, threadSample, type Lighting, type Sheen } from './sheen'

/**
 * Embroidery seen close, from above: satin-stitched leaves and petals on a plain-weave fabric.
 * Each stitch is a thread lying from the shape's midrib to its edge (or straight across it),
 * raised in the middle and sinking into the cloth at both ends, so its sheen changes with its
 * direction: the two halves of a leaf shine differently, as real satin stitching does.
 */

/**
 * A satin-stitched leaf in pixels: centre, length along its axis, greatest half-width, the
 * axis's angle (radians, clockwise on screen). slant: the stitches' angle to the axis, 90° a
 * plain satin straight across, less a fishbone leaf whose stitches run out from the midrib.
 */
export type Leaf = { cx: number; cy: number; length: number; width: number; angle: number; slant: number; albedo: Rgb; sheen: Sheen; key: number }

export type StitchedScene = { leaves: Leaf[]; fabric: Rgb; lighting: Lighting; /** Pixels per stitch, across it. */ pitch: number }

/** Light from the top left, over the sample: a soft key, a little fill, a lot of sky (the photograph is of a flat piece). */
export const STITCH_LIGHTING: Lighting = {
  lights: [
    { x: -0.33, y: 0.62, z: 0.71, intensity: 1.25, softness: 1, casts: true, shines: true },
    { x: 0.6, y: -0.3, z: 0.74, intensity: 0.25, softness: 0.7, casts: false, shines: false },
  ],
  ambient: 0.3,
  environment: 0.45,
  upX: 0,
  upY: 0,
  upZ: 1,
}

/** Dark silk under a light thread, natural linen under a dark one: the stitches must stand out as on a maker's sample card. */
export const fabricFor = (thread: Rgb): Rgb => (luminance(thread) > 0.16 ? [0.018, 0.018, 0.024] : [0.42, 0.37, 0.29])

/** The leaf's half-width at t (0 base .. 1 tip): full near the base, drawn to a point at the tip; beyond its ends, minus the distance past them (so nothing of it shows there, not even its shadow). */
const halfWidth = (leaf: Leaf, t: number) => (t <= 0 ? t * leaf.length : t >= 1 ? (1 - t) * leaf.length : leaf.width * (PROFILE[(t * PROFILE_STEPS) | 0] ?? 0))

/** The leaf's outline, sin(π t^0.85)^0.7, as a table: worked out twice per pixel, it was most of the render's time. */
const PROFILE_STEPS = 2048
const PROFILE = Float32Array.from({ length: PROFILE_STEPS + 1 }, (_, step) => Math.sin(Math.PI * (step / PROFILE_STEPS) ** 0.85) ** 0.7)

type Box = [number, number, number, number]

/** One pass of a box blur along rows (step 1) or columns (step width), by running sums. */
function boxBlur(source: Float32Array, target: Float32Array, count: number, length: number, step: number, stride: number, radius: number): void {
  const scale = 1 / (2 * radius + 1)
  const last = (length - 1) * step
  for (let line = 0; line < count; line += 1) {
    const start = line * stride
    // Past the ends the edge pixel repeats.
    let sum = source[start]! * (radius + 1)
    for (let i = 1; i <= radius; i += 1) sum += source[start + Math.min(length - 1, i) * step]!
    for (let i = 0; i < length; i += 1) {
      const at = start + i * step
      target[at] = sum * scale
      const entering = i + radius + 1 < length ? at + (radius + 1) * step : start + last
      const leaving = i - radius >= 0 ? at - radius * step : start
      sum += source[entering]! - source[leaving]!
    }
  }
}

/** The shadow the stitched shapes cast: their coverage, blurred (two box passes each way, near a Gaussian) and moved by the offset. */
function softShadow(top: Int16Array, coverage: Float32Array, width: number, height: number, offset: number, radius: number): Float32Array {
  const mask = new Float32Array(width * height)
  for (let y = offset; y < height; y += 1) for (let x = offset; x < width; x += 1) {
    const from = (y - offset) * width + x - offset
    mask[y * width + x] = top[from]! >= 0 ? coverage[from]! : 0
  }
  const scratch = new Float32Array(width * height)
  for (let pass = 0; pass < 2; pass += 1) {
    boxBlur(mask, scratch, height, width, 1, width, radius)
    boxBlur(scratch, mask, width, height, width, 1, radius)
  }
  return mask
}

const WEAVE_STEPS = 16

/** A fabric thread, dyed, not shiny: a little sheen from a cotton or a matte silk. */
const CLOTH: Sheen = { ...SHEENS.plain, specular: 0.012 }

/**
 * The light on a plain weave's top thread at WEAVE_STEPS × WEAVE_STEPS points (across × along),
 * warp (running down the picture) then weft (across it). The thread on top arches over the one
 * beneath: its ends dip, so it is lit unevenly along its length.
 */
function weaveLight(fabric: Rgb, lighting: Lighting): Float32Array {
  const table = new Float32Array(2 * WEAVE_STEPS * WEAVE_STEPS * 3)
  const sample = threadSample()
  for (let direction = 0; direction < 2; direction += 1) {
    const tx = direction === 0 ? 0 : 1
    const ty = direction === 0 ? 1 : 0
    for (let i = 0; i < WEAVE_STEPS; i += 1) {
      for (let j = 0; j < WEAVE_STEPS; j += 1) {
        const arch = ((j + 0.5) / WEAVE_STEPS - 0.5) * 0.9
        sample.nx = tx * arch
        sample.ny = -ty * arch
        sample.nz = 1
        sample.tx = tx
        sample.ty = -ty
        sample.tz = -arch
        sample.bx = ty
        sample.by = tx
        sample.bz = 0
        sample.across = ((i + 0.5) / WEAVE_STEPS) * 2 - 1
        sample.relief = 0.45
        sample.along = 0
        sample.key = direction
        shadeThread(sample, CLOTH, fabric, lighting, table, ((direction * WEAVE_STEPS + i) * WEAVE_STEPS + j) * 3)
      }
    }
  }
  return table
}

/** The pixels a leaf (length × twice its width, turned by its angle) may touch, with a margin, clipped to the picture. */
const leafBox = (leaf: Leaf, margin: number, width: number, height: number): Box => {
  const cos = Math.abs(Math.cos(leaf.angle))
  const sin = Math.abs(Math.sin(leaf.angle))
  const reachX = (leaf.length / 2) * cos + leaf.width * sin + margin
  const reachY = (leaf.length / 2) * sin + leaf.width * cos + margin
  return [Math.max(0, Math.floor(leaf.cx - reachX)), Math.max(0, Math.floor(leaf.cy - reachY)), Math.min(width - 1, Math.ceil(leaf.cx + reachX)), Math.min(height - 1, Math.ceil(leaf.cy + reachY))]
}

export function renderStitched(raster: Raster, { leaves, fabric, lighting, pitch }: StitchedScene): void {
  const { width, height, pixels } = raster
  const sample = threadSample()
  const colour = new Float32Array(3)
  const weave = Math.max(2.6, pitch * 0.62)
  const shadowOffset = pitch * 0.9
  const shadowSoftness = pitch * 1.4
  // Worked out once per leaf; read as fields (destructuring a tuple per pixel was a third of the render's time).
  const turns = leaves.map((leaf) => ({ cos: Math.cos(leaf.angle), sin: Math.sin(leaf.angle), slantCos: Math.cos(leaf.slant), slantSin: Math.sin(leaf.slant) }))

  /** The leaf's coverage of a point (0..1), its edge softened over `soft` pixels; local coordinates in `local`. */
  const local = { a: 0, b: 0, t: 0, w: 0 }
  const cover = (index: number, x: number, y: number, soft: number, ragged: boolean): number => {
    const leaf = leaves[index]!
    const { cos, sin, slantCos, slantSin } = turns[index]!
    const dx = x - leaf.cx
    const dy = y - leaf.cy
    local.a = dx * cos + dy * sin
    local.b = -dx * sin + dy * cos
    local.t = local.a / leaf.length + 0.5
    local.w = halfWidth(leaf, local.t)
    // Hand-worked satin: each stitch goes into the cloth a little short of or past the line.
    if (ragged) local.w += pitch * 0.45 * (hashUnit(Math.floor((local.a * slantSin - Math.abs(local.b) * slantCos) / pitch), leaf.key, 9) - 0.5)
    return Math.min(1, Math.max(0, (local.w - Math.abs(local.b)) / soft + 0.5))
  }

  // Fine silk: its weave is barely seen (a faint grid, drawn from a table of the light on one
  // warp and one weft crossing), its slubs as faint streaks along the weft, and the key's light
  // falling off across the piece. Kept faint on purpose: a sharp weave doubled the file's size.
  const fabricLight = weaveLight(fabric, lighting)
  const slubPhases = Float32Array.from({ length: Math.ceil(height / weave) + 1 }, (_, row) => hashUnit(row, 3) + 0.3 * hashUnit(row >> 2, 4))
  const flatColour = [0, 1, 2].map((channel) => fabricLight.reduce((sum, value, index) => (index % 3 === channel ? sum + value : sum), 0) / (fabricLight.length / 3)) as Rgb
  const shadeFabric = (x: number, y: number) => {
    const column = Math.floor(x / weave)
    const row = Math.floor(y / weave)
    const warpOnTop = ((column + row) & 1) === 0
    const across = warpOnTop ? x / weave - column : y / weave - row
    const along = warpOnTop ? y / weave - row : x / weave - column
    const cell = ((warpOnTop ? 0 : WEAVE_STEPS * WEAVE_STEPS) + Math.floor(across * WEAVE_STEPS) * WEAVE_STEPS + Math.floor(along * WEAVE_STEPS)) * 3
    const slub = 0.97 + 0.03 * cosTurns(x / (weave * 31) + (slubPhases[row] ?? 0))
    const light = slub * (1.12 - 0.3 * Math.min(1, (x / width + y / height) * 0.6))
    const weaveShare = 0.12
    colour[0] = (fabricLight[cell]! * weaveShare + flatColour[0] * (1 - weaveShare)) * light
    colour[1] = (fabricLight[cell + 1]! * weaveShare + flatColour[1] * (1 - weaveShare)) * light
    colour[2] = (fabricLight[cell + 2]! * weaveShare + flatColour[2] * (1 - weaveShare)) * light
  }

  const shadeLeaf = (index: number) => {
    const leaf = leaves[index]!
    const { cos, sin, slantCos, slantSin } = turns[index]!
    const side = local.b < 0 ? -1 : 1
    const reach = Math.abs(local.b)
    // Where along its stitch the point is: 0 at the midrib, 1 at the leaf's edge.
    const p = Math.min(1, reach / Math.max(local.w, 1e-3))
    let stitch = (local.a * slantSin - reach * slantCos) / pitch
    stitch += 0.5 * (valueNoise(stitch * 0.15, p * 2, leaf.key) - 0.5)
    const turn = Math.floor(stitch)
    // Satin raised like a cushion, falling to the cloth at the edge (and a little at a fishbone's midrib).
    const lift = leaf.width * 0.16
    const rim = Math.sqrt(Math.max(0.09, 1 - p * p))
    const slope = (lift * -p) / rim / Math.max(local.w, 1e-3)
    // The stitch's direction on screen: (cos slant, side · sin slant) in the leaf's frame, turned by its angle.
    const da = slantCos
    const db = side * slantSin
    const sx = da * cos - db * sin
    const sy = da * sin + db * cos
    // Screen y runs down; the light's frame has y up.
    const acrossX = -sin * side
    const acrossY = cos * side
    let nx = -slope * acrossX
    let ny = slope * acrossY
    const nl = Math.sqrt(nx * nx + ny * ny + 1)
    nx /= nl
    ny /= nl
    const nz = 1 / nl
    let tx = sx
    let ty = -sy
    let tz = slope * slantSin
    const tl = Math.sqrt(tx * tx + ty * ty + tz * tz)
    tx /= tl
    ty /= tl
    tz /= tl
    sample.nx = nx
    sample.ny = ny
    sample.nz = nz
    sample.tx = tx
    sample.ty = ty
    sample.tz = tz
    sample.bx = ny * tz - nz * ty
    sample.by = nz * tx - nx * tz
    sample.bz = nx * ty - ny * tx
    sample.vx = 0
    sample.vy = 0
    sample.vz = 1
    sample.across = (stitch - turn) * 2 - 1
    sample.relief = 1
    sample.along = (local.a * slantCos + reach * slantSin) / pitch
    sample.key = turn * 2 + (side < 0 ? 1 : 0) + leaf.key * 100003
    // Each stitch sinks into the cloth at its two ends: darker there.
    const midrib = slantCos > 0.2 ? smoothstep(0, 0.09, p) : 1
    sample.exposure = (0.72 + 0.28 * midrib * smoothstep(1, 0.9, p)) * (0.94 + 0.12 * hashUnit(turn, leaf.key, 5))
    sample.shadow = 0
    shadeThread(sample, leaf.sheen, leaf.albedo, lighting, colour, 0)
  }

  // Each leaf is laid once over its own box, the last stitched (on top) first: every pixel keeps the
  // leaf on top and the one beneath it (an edge blends the two); where a leaf covers a pixel whole,
  // the leaves beneath are not worked out there at all.
  const top = new Int16Array(width * height).fill(-1)
  const topCover = new Float32Array(width * height)
  const under = new Int16Array(width * height).fill(-1)
  for (let index = leaves.length - 1; index >= 0; index -= 1) {
    const leaf = leaves[index]!
    const [x0, y0, x1, y1] = leafBox(leaf, 2, width, height)
    const { cos, sin } = turns[index]!
    // On each row only the pixels within the leaf's half-width of its axis can be covered: a long
    // slanting bar's box is most of the frame, its span on a row a few pixels.
    const reach = leaf.width + pitch + 2
    for (let y = y0; y <= y1; y += 1) {
      const across = (y + 0.5 - leaf.cy) * cos
      let [from, to] = [x0, x1]
      if (Math.abs(sin) > 1e-6) {
        const a = leaf.cx + (across - reach) / sin - 0.5
        const b = leaf.cx + (across + reach) / sin - 0.5
        from = Math.max(x0, Math.floor(Math.min(a, b)))
        to = Math.min(x1, Math.ceil(Math.max(a, b)))
      } else if (Math.abs(across) > reach) continue
      for (let x = from; x <= to; x += 1) {
        const pixel = y * width + x
        const above = top[pixel]!
        if ((above >= 0 && topCover[pixel]! >= 1) || under[pixel]! >= 0) continue
        const coverage = cover(index, x + 0.5, y + 0.5, 1, true)
        if (coverage <= 0) continue
        if (above >= 0) under[pixel] = index
        else {
          top[pixel] = index
          topCover[pixel] = coverage
        }
      }
    }
  }
  // The stitches stand off the cloth: their shadow, the blurred outline of all of them, falls to the bottom right, away from the key.
  const shadow = softShadow(top, topCover, width, height, Math.round(shadowOffset), Math.max(1, Math.round(shadowSoftness / 2)))

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x
      const px = x + 0.5
      const py = y + 0.5
      const leaf = top[pixel]!
      const coverage = leaf >= 0 ? topCover[pixel]! : 0
      let red = 0
      let green = 0
      let blue = 0
      if (coverage < 1) {
        const below = under[pixel]!
        if (below >= 0) {
          cover(below, px, py, 1, true)
          shadeLeaf(below)
        } else {
          shadeFabric(px, py)
          const shade = 1 - 0.7 * shadow[pixel]!
          colour[0] = colour[0]! * shade
          colour[1] = colour[1]! * shade
          colour[2] = colour[2]! * shade
        }
        red = colour[0]!
        green = colour[1]!
        blue = colour[2]!
      }
      if (coverage > 0) {
        cover(leaf, px, py, 1, true)
        shadeLeaf(leaf)
        red += (colour[0]! - red) * coverage
        green += (colour[1]! - green) * coverage
        blue += (colour[2]! - blue) * coverage
      }
      const out = pixel * 3
      pixels[out] = red
      pixels[out + 1] = green
      pixels[out + 2] = blue
    }
  }
}
