/**
 * Deterministic noise for the renders: the same integer coordinates always give the same value,
 * so a seed draws the same thread, fibre by fibre, on every run.
 */
export function hashUnit(a: number, b: number, c = 0): number {
  let h = Math.imul(a | 0, 374761393) ^ Math.imul(b | 0, 668265263) ^ Math.imul(c | 0, 2147483647)
  h = Math.imul(h ^ (h >>> 13), 1274126177)
  h ^= h >>> 16
  return (h >>> 0) / 4294967296
}

const smooth = (t: number) => t * t * (3 - 2 * t)

/** Smooth value noise (0..1) on a unit grid: slubs in a thread, fibres in paper, the unevenness of a weave. */
export function valueNoise(x: number, y: number, seed = 0): number {
  const ix = Math.floor(x)
  const iy = Math.floor(y)
  const fx = smooth(x - ix)
  const fy = smooth(y - iy)
  const top = hashUnit(ix, iy, seed) + (hashUnit(ix + 1, iy, seed) - hashUnit(ix, iy, seed)) * fx
  const bottom = hashUnit(ix, iy + 1, seed) + (hashUnit(ix + 1, iy + 1, seed) - hashUnit(ix, iy + 1, seed)) * fx
  return top + (bottom - top) * fy
}

export const smoothstep = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)))
  return t * t * (3 - 2 * t)
}

/**
 * cos(2π·turns) from a table: the renders take several cosines per pixel (a thread's section,
 * its twist), and Math.cos at full precision is more than a picture needs.
 */
const COS_STEPS = 4096
const COSINES = Float32Array.from({ length: COS_STEPS + 1 }, (_, step) => Math.cos((2 * Math.PI * step) / COS_STEPS))

export function cosTurns(turns: number): number {
  const position = (turns - Math.floor(turns)) * COS_STEPS
  const step = position | 0
  return COSINES[step]! + (COSINES[step + 1]! - COSINES[step]!) * (position - step)
}

/** e^-x for x ≥ 0, from a table (0 beyond 12): the highlight lobes' falloff. */
const EXP_STEPS = 4096
const EXP_RANGE = 12
const EXPONENTIALS = Float32Array.from({ length: EXP_STEPS + 2 }, (_, step) => Math.exp(-(step * EXP_RANGE) / EXP_STEPS))

export function expNegative(x: number): number {
  if (x >= EXP_RANGE) return 0
  const position = (Math.max(0, x) / EXP_RANGE) * EXP_STEPS
  const step = position | 0
  return EXPONENTIALS[step]! + (EXPONENTIALS[step + 1]! - EXPONENTIALS[step]!) * (position - step)
}
