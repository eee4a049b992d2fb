import { type Rgb } from './colour'
import { cosTurns, smoothstep, valueNoise } from './noise'
import type { Material, Package, Part } from './packages'
import type { Raster } from './raster'
import { shadeThread, threadSample, type Lighting } from './sheen'
import { backdropFalloff, KEY, type Backdrop, type Camera } from './studio'

/**
 * Renders wound packages standing on a studio sweep, by casting one ray per pixel (four along
 * the objects' edges, so their outlines are smooth). The thread is drawn at about three pixels a
 * turn whatever the picture's size, so a smaller picture is the same photograph, not a blur.
 */
export type WoundScene = { packages: Package[]; camera: Camera; backdrop: Backdrop; lighting: Lighting }

/** Pixels per turn of thread. */
const TURN_PIXELS = 3.2
/** Thread turns in one diamond of a cross-wound package. */
const DIAMOND_TURNS = 14

/** A package with what the render works out once: its thread's pitch, its box on screen, how far (squared, cm²) its shadow and its foot's darkening reach on the table. */
type Prepared = { pkg: Package; index: number; parts: Part[]; pitch: number; box: [number, number, number, number]; reach: number; contactReach: number }

/** Ray–frustum: the nearest front-facing hit within the part's heights, or Infinity. */
function hitSide(part: Extract<Part, { kind: 'side' }>, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
  const k = (part.r1 - part.r0) / (part.y1 - part.y0)
  const m = part.r0 - k * part.y0 + k * oy
  const q = k * dy
  const a = dx * dx + dz * dz - q * q
  const b = 2 * (ox * dx + oz * dz - m * q)
  const c = ox * ox + oz * oz - m * m
  const discriminant = b * b - 4 * a * c
  if (discriminant < 0 || Math.abs(a) < 1e-12) return Infinity
  const root = Math.sqrt(discriminant)
  const t1 = (-b - root) / (2 * a)
  const t2 = (-b + root) / (2 * a)
  const first = Math.min(t1, t2)
  const second = Math.max(t1, t2)
  for (let pass = 0; pass < 2; pass += 1) {
    const t = pass === 0 ? first : second
    if (t <= 1e-6) continue
    const y = oy + t * dy
    if (y < part.y0 || y > part.y1 || m + q * t < 0) continue
    // Front faces only: the outward normal (radial, -k) must face the ray.
    if ((ox + t * dx) * dx + (oz + t * dz) * dz - k * (m + q * t) * dy >= 0) continue
    return t
  }
  return Infinity
}

function hitRing(part: Extract<Part, { kind: 'ring' }>, ox: number, oy: number, oz: number, dx: number, dy: number, dz: number): number {
  if (dy >= 0) return Infinity
  const t = (part.y - oy) / dy
  const x = ox + t * dx
  const z = oz + t * dz
  const r2 = x * x + z * z
  return t > 1e-6 && r2 >= part.inner * part.inner && r2 <= part.outer * part.outer ? t : Infinity
}

/** The package's radius at a height, from its outline (for its shadow). */
function radiusAt(outline: [number, number][], y: number): number {
  let previous = outline[0] ?? [0, 0]
  for (const point of outline) {
    if (y <= point[0]) return point[0] === previous[0] ? point[1] : previous[1] + ((point[1] - previous[1]) * (y - previous[0])) / (point[0] - previous[0])
    previous = point
  }
  return previous[1]
}

/**
 * How much of the key light a package keeps from a point (0..1): the ray towards the light
 * passes the package's axis at some height; inside the outline there it is shadow, with a
 * penumbra that widens with distance, as under a softbox.
 */
function keyShadow(pkg: Package, px: number, py: number, pz: number): number {
  const ox = px - pkg.x
  const oz = pz - pkg.z
  const horizontal = KEY.x * KEY.x + KEY.z * KEY.z
  const s = -(ox * KEY.x + oz * KEY.z) / horizontal
  if (s <= 0) return 0
  const distance = Math.sqrt((ox + s * KEY.x) ** 2 + (oz + s * KEY.z) ** 2)
  const height = py + s * KEY.y
  const top = pkg.outline[pkg.outline.length - 1]?.[0] ?? 0
  const penumbra = 0.25 + s * 0.16
  return smoothstep(penumbra, -penumbra, distance - radiusAt(pkg.outline, Math.min(top, height))) * smoothstep(penumbra, -penumbra, height - top)
}

/** Darkening of the table close to a package's foot, where little light reaches. */
function contact(pkg: Package, px: number, pz: number): number {
  const foot = pkg.outline[0]?.[1] ?? 1
  const gap = Math.max(0, Math.sqrt((px - pkg.x) ** 2 + (pz - pkg.z) ** 2) - foot)
  return 1 - 0.55 * Math.exp(-gap / (foot * 0.22)) - 0.25 * Math.exp(-gap / (foot * 0.9))
}

/** Screen box of a package (pixels), from the corners of the box around its outline. */
function screenBox(pkg: Package, camera: Camera, width: number, height: number): [number, number, number, number] {
  const radius = Math.max(...pkg.outline.map(([, r]) => r))
  const top = Math.max(...pkg.outline.map(([y]) => y))
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const cx of [-radius, radius]) for (const cy of [0, top]) for (const cz of [-radius, radius]) {
    const wx = pkg.x + cx - camera.ox
    const wy = cy - camera.oy
    const wz = pkg.z + cz - camera.oz
    const depth = wx * camera.fx + wy * camera.fy + wz * camera.fz
    const sx = (wx * camera.rx + wy * camera.ry + wz * camera.rz) / depth / camera.tanHalf / (width / height)
    const sy = (wx * camera.ux + wy * camera.uy + wz * camera.uz) / depth / camera.tanHalf
    const x = ((sx + 1) / 2) * width
    const y = ((1 - sy) / 2) * height
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  return [Math.floor(minX) - 2, Math.floor(minY) - 2, Math.ceil(maxX) + 2, Math.ceil(maxY) + 2]
}

export function renderWound(raster: Raster, { packages, camera, backdrop, lighting }: WoundScene): void {
  const { width, height, pixels } = raster
  const aspect = width / height
  const prepared: Prepared[] = packages.map((pkg, index) => {
    const distance = Math.hypot(pkg.x - camera.ox, 8 - camera.oy, pkg.z - camera.oz)
    const top = pkg.outline[pkg.outline.length - 1]?.[0] ?? 0
    const foot = pkg.outline[0]?.[1] ?? 0
    const reach = (top * 1.3 + foot * 6) ** 2
    return { pkg, index, parts: pkg.parts, pitch: (TURN_PIXELS * 2 * distance * camera.tanHalf) / height, box: screenBox(pkg, camera, width, height), reach, contactReach: (foot * 4.5) ** 2 }
  })
  const sample = threadSample()
  const colour = new Float32Array(3)
  const hitIds = new Int32Array(width * height)

  /** The unit direction of the camera's ray through (sx, sy) in pixels, left in `ray` (no allocation per pixel). */
  const ray = new Float64Array(3)
  const aim = (sx: number, sy: number) => {
    const u = ((sx / width) * 2 - 1) * camera.tanHalf * aspect
    const v = (1 - (sy / height) * 2) * camera.tanHalf
    const dx = camera.fx + u * camera.rx + v * camera.ux
    const dy = camera.fy + u * camera.ry + v * camera.uy
    const dz = camera.fz + u * camera.rz + v * camera.uz
    const dl = Math.sqrt(dx * dx + dy * dy + dz * dz)
    ray[0] = dx / dl
    ray[1] = dy / dl
    ray[2] = dz / dl
  }

  /** Lights the ray through (sx, sy) in pixels and leaves its colour in `colour`; returns what it hit (-1: the backdrop). */
  const trace = (sx: number, sy: number): number => {
    aim(sx, sy)
    const dx = ray[0]!
    const dy = ray[1]!
    const dz = ray[2]!
    let nearest = Infinity
    let hitPart: Part | undefined
    let hitPackage: Prepared | undefined
    let hitId = -1
    for (const entry of prepared) {
      const box = entry.box
      if (sx < box[0] || sx > box[2] || sy < box[1] || sy > box[3]) continue
      const ox = camera.ox - entry.pkg.x
      const oz = camera.oz - entry.pkg.z
      for (let index = 0; index < entry.parts.length; index += 1) {
        const part = entry.parts[index]!
        const t = part.kind === 'side' ? hitSide(part, ox, camera.oy, oz, dx, dy, dz) : hitRing(part, ox, camera.oy, oz, dx, dy, dz)
        if (t < nearest) {
          nearest = t
          hitPart = part
          hitPackage = entry
          hitId = entry.index * 64 + index
        }
      }
    }
    if (!hitPart || !hitPackage) {
      backdropAt(sx, sy)
      return -1
    }
    const px = camera.ox + nearest * dx
    const py = camera.oy + nearest * dy
    const pz = camera.oz + nearest * dz
    let shadow = 0
    for (const other of prepared) if (other !== hitPackage) shadow = Math.max(shadow, keyShadow(other.pkg, px, py, pz))
    shadePart(hitPart, hitPackage, px, py, pz, -dx, -dy, -dz, shadow)
    return hitId
  }

  const shadeBackdrop = (sx: number, sy: number, dx: number, dy: number, dz: number) => {
    const falloff = backdropFalloff(sx / width, sy / height)
    let light = 1
    if (dy < 0) {
      const t = -camera.oy / dy
      const fx = camera.ox + t * dx
      const fz = camera.oz + t * dz
      let shadow = 0
      for (const entry of prepared) {
        // Beyond its reach a package neither shades nor darkens the table: most of the frame skips the sums.
        if ((fx - entry.pkg.x) ** 2 + (fz - entry.pkg.z) ** 2 > entry.reach) continue
        shadow = Math.max(shadow, keyShadow(entry.pkg, fx, 0, fz))
        if ((fx - entry.pkg.x) ** 2 + (fz - entry.pkg.z) ** 2 < entry.contactReach) light *= contact(entry.pkg, fx, fz)
      }
      light *= 1 - 0.62 * shadow
    }
    colour[0] = (backdrop.centre[0] + (backdrop.edge[0] - backdrop.centre[0]) * falloff) * light
    colour[1] = (backdrop.centre[1] + (backdrop.edge[1] - backdrop.centre[1]) * falloff) * light
    colour[2] = (backdrop.centre[2] + (backdrop.edge[2] - backdrop.centre[2]) * falloff) * light
    for (const { pkg } of prepared) if (pkg.glow) addHalo(pkg, pkg.glow, dx, dy, dz)
  }

  /** The light a luminous thread sheds on the dark around it: falls off with the ray's distance from the package's axis. */
  const addHalo = (pkg: Package, glow: Rgb, dx: number, dy: number, dz: number) => {
    const top = pkg.outline[pkg.outline.length - 1]?.[0] ?? 0
    // Closest approach of the ray to the upright axis, as a horizontal distance at the axis's middle height.
    const t = Math.max(0, ((pkg.x - camera.ox) * dx + (top / 2 - camera.oy) * dy + (pkg.z - camera.oz) * dz))
    const distance = Math.sqrt((camera.ox + t * dx - pkg.x) ** 2 + ((camera.oy + t * dy - top / 2) * 0.55) ** 2 + (camera.oz + t * dz - pkg.z) ** 2)
    const radius = radiusAt(pkg.outline, top / 2)
    const halo = 0.35 * Math.exp(-Math.max(0, distance - radius) / (radius * 0.55))
    colour[0] = colour[0]! + glow[0] * halo
    colour[1] = colour[1]! + glow[1] * halo
    colour[2] = colour[2]! + glow[2] * halo
  }

  const shadePart = (part: Part, entry: Prepared, px: number, py: number, pz: number, vx: number, vy: number, vz: number, shadow: number) => {
    const lx = px - entry.pkg.x
    const lz = pz - entry.pkg.z
    const rho = Math.sqrt(lx * lx + lz * lz) || 1e-9
    const radialX = lx / rho
    const radialZ = lz / rho
    const k = part.kind === 'side' ? (part.r1 - part.r0) / (part.y1 - part.y0) : 0
    const inverse = 1 / Math.sqrt(1 + k * k)
    const side = part.kind === 'side'
    const nx = side ? radialX * inverse : 0
    const ny = side ? -k * inverse : 1
    const nz = side ? radialZ * inverse : 0
    // Near the table less light gets in.
    const foot = 0.72 + 0.28 * smoothstep(0, 2.2, py)
    const material: Material = part.material
    if (material.kind === 'thread' && part.kind === 'side') {
      shadeWinding(material, entry, part.y0, inverse, k, px, py, pz, rho, radialX, radialZ, nx, ny, nz, vx, vy, vz, shadow, foot)
    } else if (material.kind === 'hole') {
      // The inside of the tube: lit a little near its rim, dark further in.
      const rim = part.kind === 'ring' ? (rho / part.outer) ** 6 : 0
      const tone = 0.04 + 0.5 * rim
      colour[0] = material.albedo[0] * tone
      colour[1] = material.albedo[1] * tone
      colour[2] = material.albedo[2] * tone
    } else if (material.kind === 'solid') {
      shadeSolid(material, lighting, px, py, pz, nx, ny, nz, vx, vy, vz, shadow, foot)
    }
  }

  const shadeWinding = (material: Extract<Material, { kind: 'thread' }>, entry: Prepared, y0: number, inverse: number, k: number, px: number, py: number, pz: number, rho: number, radialX: number, radialZ: number, nx: number, ny: number, nz: number, vx: number, vy: number, vz: number, shadow: number, foot: number) => {
    const pitch = entry.pitch * material.width
    // Around (u, seam at the back) and up the slant (v) of the body, in cm.
    const u = (Math.atan2(px - entry.pkg.x, pz - entry.pkg.z) + entry.pkg.turn) * rho
    const v = ((py - y0) / inverse)
    const baseCos = Math.cos(material.angle)
    const baseSin = Math.sin(material.angle)
    let sin = baseSin
    if (material.crossed) {
      const diamond = pitch * DIAMOND_TURNS
      const layer = Math.floor((v * baseCos - u * baseSin) / diamond) + Math.floor((v * baseCos + u * baseSin) / diamond)
      if (layer & 1) sin = -baseSin
    }
    const cos = baseCos
    // Circumference (c) and slant (s) directions of the surface.
    const cx = radialZ
    const cz = -radialX
    const sx = k * radialX * inverse
    const sy = inverse
    const sz = k * radialZ * inverse
    const along = (u * cos + v * sin) / pitch
    // The traverse is never quite even: each turn wanders a little from its neighbours' line.
    const across = (v * cos - u * sin) / pitch + 0.18 * cosTurns(along * 0.011 + v * 0.13) + 0.12 * cosTurns(along * 0.027 - v * 0.31 + entry.index * 0.37)
    const turn = Math.floor(across)
    sample.nx = nx
    sample.ny = ny
    sample.nz = nz
    sample.tx = cos * cx + sin * sx
    sample.ty = sin * sy
    sample.tz = cos * cz + sin * sz
    sample.bx = -sin * cx + cos * sx
    sample.by = cos * sy
    sample.bz = -sin * cz + cos * sz
    sample.vx = vx
    sample.vy = vy
    sample.vz = vz
    // Seen edge-on, turns crowd closer than a pixel: their grooves fade to the average instead of beating into moiré.
    const facing = nx * vx + ny * vy + nz * vz
    sample.across = (across - turn) * 2 - 1
    sample.relief = smoothstep(0.1, 0.45, facing)
    sample.along = along
    sample.key = turn + entry.index * 100003 + (sin < 0 ? 50000 : 0)
    sample.exposure = foot
    sample.shadow = shadow
    shadeThread(sample, material.sheen, material.albedo, lighting, colour, 0)
  }

  const shadeSolid = (material: Extract<Material, { kind: 'solid' }>, lighting: Lighting, px: number, py: number, pz: number, nx: number, ny: number, nz: number, vx: number, vy: number, vz: number, shadow: number, foot: number) => {
    const grain = material.grain ? 0.9 + 0.2 * valueNoise(px * 18 + pz * 7, py * 5, 7) * material.grain : 1
    let diffuse = lighting.ambient * (0.6 + 0.4 * ny)
    let specular = 0
    for (const light of lighting.lights) {
      const lit = (light.casts ? 1 - shadow : 1) * light.intensity
      diffuse += Math.max(0, nx * light.x + ny * light.y + nz * light.z) * lit
      const hx = light.x + vx
      const hy = light.y + vy
      const hz = light.z + vz
      const nh = Math.max(0, (nx * hx + ny * hy + nz * hz) / Math.sqrt(hx * hx + hy * hy + hz * hz))
      // nh^n as exp(-n(1 - nh)): the same glossy lobe without a Math.pow per pixel.
      specular += lit * Math.exp(-(8 + 120 * material.gloss) * (1 - nh)) * material.gloss * light.softness
    }
    colour[0] = (material.albedo[0] * diffuse * grain + specular * 0.6) * foot
    colour[1] = (material.albedo[1] * diffuse * grain + specular * 0.6) * foot
    colour[2] = (material.albedo[2] * diffuse * grain + specular * 0.6) * foot
  }

  // The sweep, its shadows and a glow's halo change slowly across the frame: they are lit on a
  // coarse grid and filled in between, which saves most of the render's time.
  const columns = Math.ceil(width / GRID) + 2
  const rows = Math.ceil(height / GRID) + 2
  const grid = new Float32Array(columns * rows * 3)
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const sx = column * GRID
      const sy = row * GRID
      aim(sx, sy)
      shadeBackdrop(sx, sy, ray[0]!, ray[1]!, ray[2]!)
      grid.set(colour, (row * columns + column) * 3)
    }
  }
  const backdropAt = (sx: number, sy: number) => {
    const gx = sx / GRID
    const gy = sy / GRID
    const column = Math.floor(gx)
    const row = Math.floor(gy)
    const fx = gx - column
    const fy = gy - row
    const at = (row * columns + column) * 3
    const below = at + columns * 3
    for (let channel = 0; channel < 3; channel += 1) {
      const upper = grid[at + channel]! + (grid[at + 3 + channel]! - grid[at + channel]!) * fx
      const lower = grid[below + channel]! + (grid[below + 3 + channel]! - grid[below + channel]!) * fx
      colour[channel] = upper + (lower - upper) * fy
    }
  }
  const inAnyBox = (sx: number, sy: number) => {
    for (const { box } of prepared) if (sx >= box[0] && sx <= box[2] && sy >= box[1] && sy <= box[3]) return true
    return false
  }

  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (inAnyBox(x + 0.5, y + 0.5)) hitIds[y * width + x] = trace(x + 0.5, y + 0.5)
      else {
        hitIds[y * width + x] = -1
        backdropAt(x + 0.5, y + 0.5)
      }
      const index = (y * width + x) * 3
      pixels[index] = colour[0]!
      pixels[index + 1] = colour[1]!
      pixels[index + 2] = colour[2]!
    }
  }
  // Where the ray hit something other than its neighbour's, four rays share the pixel: a smooth outline.
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const id = hitIds[y * width + x]
      if (id === hitIds[y * width + x + 1] && id === hitIds[y * width + x - 1] && id === hitIds[(y + 1) * width + x] && id === hitIds[(y - 1) * width + x]) continue
      let red = 0
      let green = 0
      let blue = 0
      for (let sub = 0; sub < 8; sub += 2) {
        trace(x + SUBPIXELS[sub]!, y + SUBPIXELS[sub + 1]!)
        red += colour[0]!
        green += colour[1]!
        blue += colour[2]!
      }
      const index = (y * width + x) * 3
      pixels[index] = red / 4
      pixels[index + 1] = green / 4
      pixels[index + 2] = blue / 4
    }
  }
}

/** Pixels between two points of the backdrop's grid. */
const GRID = 4

/** A rotated grid of four: smooth along horizontal, vertical and slanting outlines alike. */
const SUBPIXELS = [0.375, 0.125, 0.875, 0.375, 0.625, 0.875, 0.125, 0.625]
