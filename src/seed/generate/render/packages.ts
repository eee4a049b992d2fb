import type { Rgb } from './colour'
import type { Sheen } from './sheen'

/**
 * Wound packages as surfaces of revolution about an upright axis: the sides are frustums
 * (a cylinder is one with equal radii), the tops flat rings facing up. The camera looks down
 * on them, so undersides are never drawn.
 */
export type Material =
  /**
   * Thread wound at an angle to the horizontal (radians); crossed: wound back and forth, so two
   * layers cross in diamonds; width: of a turn, against a round thread's (a flat film is wider).
   */
  | { kind: 'thread'; albedo: Rgb; sheen: Sheen; angle: number; crossed: boolean; width: number }
  /** Paper or plastic: gloss 0 is a matte card core, near 1 a moulded flange; grain draws paper's fibres. */
  | { kind: 'solid'; albedo: Rgb; gloss: number; grain: number }
  /** The open end of the core: the dark inside of the tube. */
  | { kind: 'hole'; albedo: Rgb }

export type Part =
  | { kind: 'side'; y0: number; y1: number; r0: number; r1: number; material: Material }
  | { kind: 'ring'; y: number; inner: number; outer: number; material: Material }

/**
 * A package standing on the table at (x, z); its outline [height, radius] from the bottom up
 * casts its shadow. turn: how far round it stands (radians), so that two packages side by side
 * do not show the same pattern of windings.
 */
export type Package = { x: number; z: number; turn: number; parts: Part[]; outline: [number, number][]; glow?: Rgb }

const PAPER: Rgb = [0.42, 0.27, 0.13]
const IVORY: Rgb = [0.6, 0.58, 0.53]
const HOLE: Rgb = [0.05, 0.035, 0.02]

/** Cross-wound thread lays at about 9° on a cone; precision-wound spools lie almost flat. */
const CONE_WINDING = (9 * Math.PI) / 180
const SPOOL_WINDING = (2.5 * Math.PI) / 180

/**
 * An industrial cone (in cm): a kraft-paper core, rolled at its foot and open at its tip, with
 * the thread cross-wound on it in a tapered body with sloping shoulders. 17 cm tall.
 */
export function cone(albedo: Rgb, sheen: Sheen, x = 0, z = 0, turn = 0): Package {
  const core = (y: number) => 3.3 - 0.125 * y
  const body = 1.75
  const thread: Material = { kind: 'thread', albedo, sheen, angle: CONE_WINDING, crossed: true, width: 1 }
  const paper: Material = { kind: 'solid', albedo: PAPER, gloss: 0.08, grain: 1 }
  return {
    x,
    z,
    turn,
    parts: [
      { kind: 'side', y0: 0, y1: 0.28, r0: 3.48, r1: 3.42, material: paper },
      { kind: 'ring', y: 0.28, inner: core(0.28), outer: 3.42, material: paper },
      { kind: 'side', y0: 0.28, y1: 1.0, r0: core(0.28), r1: core(1.0), material: paper },
      { kind: 'side', y0: 1.0, y1: 1.6, r0: core(1.0) + 0.4, r1: core(1.6) + body, material: thread },
      { kind: 'side', y0: 1.6, y1: 13.6, r0: core(1.6) + body, r1: core(13.6) + body, material: thread },
      { kind: 'side', y0: 13.6, y1: 14.7, r0: core(13.6) + body, r1: core(14.7), material: thread },
      { kind: 'side', y0: 14.7, y1: 17, r0: core(14.7), r1: core(17), material: paper },
      { kind: 'ring', y: 17, inner: core(17) - 0.22, outer: core(17), material: paper },
      { kind: 'ring', y: 17, inner: 0, outer: core(17) - 0.22, material: { kind: 'hole', albedo: HOLE } },
    ],
    outline: [[0, 3.48], [1.6, core(1.6) + body], [13.6, core(13.6) + body], [14.7, core(14.7)], [17, core(17)]],
  }
}

/**
 * A spool (in cm): an ivory plastic tube with a wide foot flange and a narrower head, the thread
 * wound nearly flat between them, the head's centre open. 6.5 cm tall.
 */
export function spool(albedo: Rgb, sheen: Sheen, x = 0, z = 0, turn = 0, plastic: Rgb = IVORY): Package {
  const thread: Material = { kind: 'thread', albedo, sheen, angle: SPOOL_WINDING, crossed: true, width: 1 }
  const flange: Material = { kind: 'solid', albedo: plastic, gloss: 0.55, grain: 0 }
  return {
    x,
    z,
    turn,
    parts: [
      { kind: 'side', y0: 0, y1: 0.4, r0: 2.5, r1: 2.5, material: flange },
      { kind: 'ring', y: 0.4, inner: 2.05, outer: 2.5, material: flange },
      { kind: 'side', y0: 0.4, y1: 6.05, r0: 2.05, r1: 2.05, material: thread },
      { kind: 'side', y0: 6.05, y1: 6.5, r0: 2.28, r1: 2.24, material: flange },
      { kind: 'ring', y: 6.5, inner: 0.62, outer: 2.24, material: flange },
      { kind: 'ring', y: 6.5, inner: 0, outer: 0.62, material: { kind: 'hole', albedo: [plastic[0] * 0.08, plastic[1] * 0.08, plastic[2] * 0.08] } },
    ],
    outline: [[0, 2.5], [0.4, 2.05], [6.05, 2.28], [6.5, 2.24]],
  }
}

const GUNMETAL: Rgb = [0.05, 0.052, 0.058]

/**
 * A reel of flat lamé (in cm): slit metallised film wound flat and parallel between two wide
 * gunmetal flanges, its turns broad, flat and mirror-bright. 6 cm tall, 11 across.
 */
export function reel(albedo: Rgb, sheen: Sheen, x = 0, z = 0, turn = 0): Package {
  // Flat film: no round section to shade, hardly a groove, a sharper mirror streak.
  const film: Sheen = { ...sheen, roundness: 0.12, grooves: 0.12, twist: 0, alongSharpness: sheen.alongSharpness * 1.6, acrossSharpness: 1 }
  const thread: Material = { kind: 'thread', albedo, sheen: film, angle: 0.002, crossed: false, width: 2.6 }
  const flange: Material = { kind: 'solid', albedo: GUNMETAL, gloss: 0.7, grain: 0 }
  return {
    x,
    z,
    turn,
    parts: [
      { kind: 'side', y0: 0, y1: 0.45, r0: 5.6, r1: 5.6, material: flange },
      { kind: 'ring', y: 0.45, inner: 4.7, outer: 5.6, material: flange },
      { kind: 'side', y0: 0.45, y1: 5.55, r0: 4.7, r1: 4.7, material: thread },
      { kind: 'side', y0: 5.55, y1: 6, r0: 5.6, r1: 5.6, material: flange },
      { kind: 'ring', y: 6, inner: 1.3, outer: 5.6, material: flange },
      { kind: 'ring', y: 6, inner: 0, outer: 1.3, material: { kind: 'hole', albedo: [0.02, 0.02, 0.022] } },
    ],
    outline: [[0, 5.6], [6, 5.6]],
  }
}
