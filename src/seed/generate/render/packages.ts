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

/** The dimensions (in cm) of a package wound between two flanges: a foot, the wound core, a head with its open bore. */
type Flanges = { footTop: number; footRadius: number; core: number; headFrom: number; top: number; headRadius: [number, number]; bore: number }

/** The parts of a flanged package (a spool, a reel), from its foot up: the thread wound between the flanges, the bore dark. */
function flangedParts(f: Flanges, flange: Material, thread: Material, boreAlbedo: Rgb): Part[] {
  return [
    { kind: 'side', y0: 0, y1: f.footTop, r0: f.footRadius, r1: f.footRadius, material: flange },
    { kind: 'ring', y: f.footTop, inner: f.core, outer: f.footRadius, material: flange },
    { kind: 'side', y0: f.footTop, y1: f.headFrom, r0: f.core, r1: f.core, material: thread },
    { kind: 'side', y0: f.headFrom, y1: f.top, r0: f.headRadius[0], r1: f.headRadius[1], material: flange },
    { kind: 'ring', y: f.top, inner: f.bore, outer: f.headRadius[1], material: flange },
    { kind: 'ring', y: f.top, inner: 0, outer: f.bore, material: { kind: 'hole', albedo: boreAlbedo } },
  ]
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
    parts: flangedParts({ footTop: 0.4, footRadius: 2.5, core: 2.05, headFrom: 6.05, top: 6.5, headRadius: [2.28, 2.24], bore: 0.62 }, flange, thread, [plastic[0] * 0.08, plastic[1] * 0.08, plastic[2] * 0.08]),
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
    parts: flangedParts({ footTop: 0.45, footRadius: 5.6, core: 4.7, headFrom: 5.55, top: 6, headRadius: [5.6, 5.6], bore: 1.3 }, flange, thread, [0.02, 0.02, 0.022]),
    outline: [[0, 5.6], [6, 5.6]],
  }
}
