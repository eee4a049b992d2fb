import type { ThreadFinish } from '../finish'
import { hueColour, type Rgb } from './colour'
import { cosTurns, expNegative, hashUnit } from './noise'

/**
 * How a thread of a finish takes the light. Thread is a bundle of fine cylinders: it shines in a
 * streak across its length (Kajiya–Kay) and, within each turn, along a thin line where its round
 * section faces the light; that pair of highlights is what makes a wound cone or a satin stitch
 * read as thread rather than as a painted surface.
 */
export type Sheen = {
  /** Light the dye scatters evenly: most of a matte thread's look, little of a metal's. */
  diffuse: number
  /** Strength of the reflected streak. */
  specular: number
  /** How narrow the streak is along the thread (the wider the angle it is seen from, the softer the sheen). */
  alongSharpness: number
  /** How narrow the line of light is across each turn's round section. */
  acrossSharpness: number
  /** How much the reflection takes the thread's colour: 1 for metal film, 0 for a dyed fibre's white sheen. */
  tint: number
  /** How much of the studio around a thread mirrors in it: the even sheen of metal film away from the highlight. */
  reflect: number
  /** How round each turn is (how far its surface leans across it): firm metallic turns, soft and flattened cotton. */
  roundness: number
  /** How dark the groove between two turns is: deep between round metallic turns, shallow between soft, fluffy cotton. */
  grooves: number
  /** How clearly the thread's twist shows: its plies (or the film wrapped round its core) catch the light in slanting bars. */
  twist: number
  /** Twisted film catching the light segment by segment: the sparkle of a metallic thread. */
  glints: number
  /** Diffraction film: the reflection and the sparkles run through the rainbow. */
  rainbow: number
  /** Light the thread gives off itself (luminous pigment). */
  glow: number
}

export const SHEENS: Record<ThreadFinish, Sheen> = {
  metallic: { diffuse: 0.2, specular: 4, alongSharpness: 90, acrossSharpness: 2, tint: 0.985, reflect: 0.9, roundness: 0.8, grooves: 0.32, twist: 0.55, glints: 1, rainbow: 0, glow: 0 },
  holographic: { diffuse: 0.24, specular: 4.5, alongSharpness: 60, acrossSharpness: 6, tint: 0.55, reflect: 0.8, roundness: 0.8, grooves: 0.32, twist: 0.5, glints: 1.3, rainbow: 0.85, glow: 0 },
  pearlescent: { diffuse: 0.8, specular: 0.7, alongSharpness: 14, acrossSharpness: 2, tint: 0.15, reflect: 0.15, roundness: 0.6, grooves: 0.2, twist: 0.3, glints: 0, rainbow: 0.22, glow: 0 },
  plain: { diffuse: 0.95, specular: 0.12, alongSharpness: 6, acrossSharpness: 1, tint: 0, reflect: 0, roundness: 0.4, grooves: 0.12, twist: 0.3, glints: 0, rainbow: 0, glow: 0 },
  glow: { diffuse: 0.85, specular: 0.18, alongSharpness: 8, acrossSharpness: 1, tint: 0.1, reflect: 0, roundness: 0.4, grooves: 0.12, twist: 0.3, glints: 0, rainbow: 0, glow: 0.75 },
}

/**
 * A light by its direction (unit, towards the light) and strength; a wide one (softness near 0)
 * is a softbox seen in the thread. casts: other objects shadow it; shines: it draws a highlight
 * (a weak fill's would be lost under the key's, and costs as much to work out).
 */
export type Light = { x: number; y: number; z: number; intensity: number; softness: number; casts: boolean; shines: boolean }

/**
 * The studio: its lights, the even light all round, what a mirror sees of the room (brighter
 * on the key's side, so a metal body still darkens towards its far edge), and which way is up.
 */
export type Lighting = { lights: Light[]; ambient: number; environment: number; upX: number; upY: number; upZ: number }

/**
 * One point of thread to light. The renders fill one of these per pixel and reuse it (no
 * allocation in their inner loops): normal n of the wound body or stitch, tangent t along the
 * thread, b across it in the surface, v towards the camera.
 */
export type ThreadSample = {
  nx: number; ny: number; nz: number
  tx: number; ty: number; tz: number
  bx: number; by: number; bz: number
  vx: number; vy: number; vz: number
  /** -1..1 across a turn: 0 is its crown, ±1 the groove to the next turn. */
  across: number
  /** How much the turns' relief shows (1; towards 0 where they crowd closer than a pixel and would beat into moiré). */
  relief: number
  /** Distance along the thread, in thread widths, where its twist catches the light. */
  along: number
  /** Which turn or stitch: each is a little lighter or darker than its neighbour. */
  key: number
  /** Share of the lights that reaches the point (1: all; less in the shadow of a neighbour or at a stitch's end). */
  exposure: number
  /** Share of the key lights blocked by another object. */
  shadow: number
}

export const threadSample = (): ThreadSample => ({ nx: 0, ny: 0, nz: 1, tx: 1, ty: 0, tz: 0, bx: 0, by: 1, bz: 0, vx: 0, vy: 0, vz: 1, across: 0, relief: 1, along: 0, key: 0, exposure: 1, shadow: 0 })

/** Glint segments are this many thread widths long: the twist of the film around its core. */
const TWIST = 1.7

/** x^n for the small exponents of the lobes, rounded to whole numbers: multiplications instead of a slow Math.pow per pixel. */
function power(x: number, exponent: number): number {
  let result = 1
  for (let n = Math.max(1, Math.round(exponent)); n > 0; n -= 1) result *= x
  return result
}

/** Lights the sample and writes linear RGB at out[index..index+2]. */
export function shadeThread(s: ThreadSample, sheen: Sheen, albedo: Rgb, lighting: Lighting, out: Float32Array, index: number): void {
  // The turns as a smooth corrugation (one sine a turn, nothing finer than a pixel to alias):
  // the normal leans towards b on one flank of a turn and away on the other.
  // sin and cos of π·across, from the table: cos(2π·t) at t = across/2 (and a quarter turn back for the sine).
  const cosPhase = cosTurns(s.across / 2)
  const sinPhi = cosTurns(s.across / 2 - 0.25) * sheen.roundness * s.relief
  const cosPhi = Math.sqrt(1 - sinPhi * sinPhi)
  const nx = s.nx * cosPhi + s.bx * sinPhi
  const ny = s.ny * cosPhi + s.by * sinPhi
  const nz = s.nz * cosPhi + s.bz * sinPhi
  // Light hardly gets into the groove between two turns.
  const groove = (1 - sheen.grooves * s.relief * (1 - cosPhase)) * s.exposure
  const turn = 0.86 + 0.24 * hashUnit(s.key, 11)
  const twist = s.along / TWIST
  const segment = Math.floor(twist)
  const glint = hashUnit(s.key, segment, 3)
  // A glint is a point of light on the crown of a turn, brightest mid-twist: round, not a lit block.
  const crown = 0.5 + 0.5 * cosPhase
  const mid = twist - segment
  // The twist: bars slanting across the turn, a little over a thread's width apart.
  const bars = 1 + sheen.twist * s.relief * cosTurns(s.along / 1.3 + s.across * 0.5)
  const sparkle = bars + sheen.glints * (0.6 * (glint - 0.5) + (5 * Math.max(0, glint - 0.96)) / 0.04 * crown * crown * 4 * mid * (1 - mid))
  const up = nx * lighting.upX + ny * lighting.upY + nz * lighting.upZ
  let diffuse = lighting.ambient * (0.6 + 0.4 * up) * groove
  let specular = 0
  for (const light of lighting.lights) {
    // The body itself turning away from the light (the far side of a cone is dark whatever the fibre does).
    const facing = s.nx * light.x + s.ny * light.y + s.nz * light.z
    const lit = Math.min(1, Math.max(0, (facing + 0.15) / 0.35)) * (light.casts ? 1 - s.shadow : 1) * groove
    if (lit <= 0) continue
    diffuse += Math.max(0, nx * light.x + ny * light.y + nz * light.z) * light.intensity * lit
    if (!light.shines) continue
    let hx = light.x + s.vx
    let hy = light.y + s.vy
    let hz = light.z + s.vz
    const hl = Math.sqrt(hx * hx + hy * hy + hz * hz) || 1
    hx /= hl
    hy /= hl
    hz /= hl
    const th = s.tx * hx + s.ty * hy + s.tz * hz
    // sin(t, h)^n, as exp(-n/2 · cos²): the same lobe, and nothing to work out far from it.
    const falloff = 0.5 * (sheen.alongSharpness * light.softness + 1) * th * th
    if (falloff > 9) continue
    const along = expNegative(falloff)
    const sinTh = Math.sqrt(Math.max(0, 1 - th * th))
    // The half vector with its part along the thread removed: where it meets the round section, the turn shines.
    const across = sinTh > 1e-4 ? Math.max(0, (nx * (hx - th * s.tx) + ny * (hy - th * s.ty) + nz * (hz - th * s.tz)) / sinTh) : 0
    specular += light.intensity * lit * along * power(across, sheen.acrossSharpness * light.softness)
  }
  const key = lighting.lights[0]
  const towardsKey = key ? 0.5 + 0.5 * (s.nx * key.x + s.ny * key.y + s.nz * key.z) : 0.5
  // What the thread mirrors of the room, in its own colour; and the highlights, which diffraction film breaks into a rainbow.
  const mirror = sheen.reflect * lighting.environment * towardsKey * towardsKey * towardsKey * groove * turn
  const highlight = specular * sheen.specular * sparkle * turn
  diffuse *= sheen.diffuse * turn
  const sr = 1 + (albedo[0] - 1) * sheen.tint
  const sg = 1 + (albedo[1] - 1) * sheen.tint
  const sb = 1 + (albedo[2] - 1) * sheen.tint
  let hr = sr
  let hg = sg
  let hb = sb
  if (sheen.rainbow > 0 && highlight > 0) {
    // The hue turns smoothly with the angle to the light and along the thread; a sparkle flashes a colour of its own.
    const hue = glint > 0.96 ? hashUnit(s.key, segment, 8) : s.along * 0.006 + up * 0.9 + (s.tx + s.ty) * 0.35
    const [rr, rg, rb] = hueColour(hue)
    hr += (rr * 0.85 + 0.15 - hr) * sheen.rainbow
    hg += (rg * 0.85 + 0.15 - hg) * sheen.rainbow
    hb += (rb * 0.85 + 0.15 - hb) * sheen.rainbow
  }
  // Light mirrored between neighbouring turns before it leaves takes the metal's colour more than once:
  // shaded gold goes warm and deep, not olive.
  out[index] = albedo[0] * (diffuse + sheen.glow) + sr * Math.sqrt(sr) * 1.35 * mirror + hr * highlight
  out[index + 1] = albedo[1] * (diffuse + sheen.glow) + sg * Math.sqrt(sg) * 1.35 * mirror + hg * highlight
  out[index + 2] = albedo[2] * (diffuse + sheen.glow) + sb * Math.sqrt(sb) * 1.35 * mirror + hb * highlight
}
