import type { Lighting } from './sheen'
import type { Rgb } from './colour'

/**
 * The product studio the wound packages stand in: a camera a little above the table looking
 * down at them, a large softbox at the top left (the key, which casts the shadow), a weaker fill
 * from the right, a top light that draws the long sheen down a metallic body, and a seamless
 * paper sweep behind, lit brighter behind the subject and falling off to the corners.
 */
export type Camera = {
  ox: number; oy: number; oz: number
  fx: number; fy: number; fz: number
  rx: number; ry: number; rz: number
  ux: number; uy: number; uz: number
  /** Half the frame's height at unit distance. */
  tanHalf: number
}

export function lookAt(eye: [number, number, number], target: [number, number, number], fieldOfViewDegrees: number): Camera {
  let [fx, fy, fz] = [target[0] - eye[0], target[1] - eye[1], target[2] - eye[2]]
  const fl = Math.hypot(fx, fy, fz)
  fx /= fl
  fy /= fl
  fz /= fl
  // right = forward × up(0,1,0), then up = right × forward
  let [rx, rz] = [-fz, fx]
  const rl = Math.hypot(rx, rz)
  rx /= rl
  rz /= rl
  const ux = -rz * fy
  const uy = rz * fx - rx * fz
  const uz = rx * fy
  return { ox: eye[0], oy: eye[1], oz: eye[2], fx, fy, fz, rx, ry: 0, rz, ux, uy, uz, tanHalf: Math.tan((fieldOfViewDegrees * Math.PI) / 360) }
}

const unit = (x: number, y: number, z: number) => {
  const length = Math.hypot(x, y, z)
  return { x: x / length, y: y / length, z: z / length }
}

/** The key light's direction (towards the light): high at the top left, a little in front. */
export const KEY = unit(-0.62, 0.78, 0.52)

export const STUDIO_LIGHTING: Lighting = {
  lights: [
    { ...KEY, intensity: 1.5, softness: 1, casts: true, shines: true },
    { ...unit(0.9, 0.3, 0.35), intensity: 0.22, softness: 0.8, casts: false, shines: false },
    { ...unit(-0.1, 1, 0.3), intensity: 0.25, softness: 0.15, casts: false, shines: true },
  ],
  ambient: 0.22,
  environment: 0.4,
  upX: 0,
  upY: 1,
  upZ: 0,
}

/** The same studio with its lights turned low, for a luminous thread. */
export const DIM_LIGHTING: Lighting = { ...STUDIO_LIGHTING, lights: STUDIO_LIGHTING.lights.map((light) => ({ ...light, intensity: light.intensity * 0.3 })), ambient: 0.08, environment: 0.1 }

/** A backdrop: its tone where the light pool falls behind the subject, and at the frame's corners. */
export type Backdrop = { centre: Rgb; edge: Rgb }

/** A neutral grey paper for most threads; black velvet for luminous ones, whose glow needs the dark. */
export const PAPER: Backdrop = { centre: [0.5, 0.48, 0.45], edge: [0.13, 0.125, 0.12] }
export const DARK: Backdrop = { centre: [0.035, 0.04, 0.05], edge: [0.004, 0.005, 0.007] }

/** How far a point of the frame (0..1 across and down) is from the pool of light behind the subject (a little left of centre, towards the key): 0 in it, 1 at the corners. */
export function backdropFalloff(x: number, y: number): number {
  const dx = (x - 0.44) * 1.1
  const dy = (y - 0.4) * 0.95
  const falloff = Math.min(1, Math.sqrt(dx * dx + dy * dy) * 1.35)
  return falloff * falloff * (3 - 2 * falloff)
}
