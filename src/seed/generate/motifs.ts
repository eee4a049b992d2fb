import type { Motif } from '../types'
import { createRandom, shade, type Random } from './random'

/** Short parallel strokes along a path, the way satin stitches lie: reads as embroidery, not as a drawing. */
function satinLeaf(random: Random, cx: number, cy: number, length: number, width: number, angle: number, colour: string): string {
  const strokes: string[] = []
  const steps = Math.max(8, Math.round(length / 5))
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps
    const half = Math.sin(Math.PI * t) * width
    const along = -length / 2 + t * length
    const tone = shade(colour, random.between(-0.25, 0.45))
    strokes.push(`<line x1="${along.toFixed(1)}" y1="${(-half).toFixed(1)}" x2="${(along + length * 0.04).toFixed(1)}" y2="${half.toFixed(1)}" stroke="${tone}" stroke-width="2.2" stroke-linecap="round"/>`)
  }
  return `<g transform="translate(${cx.toFixed(1)} ${cy.toFixed(1)}) rotate(${angle.toFixed(1)})">${strokes.join('')}</g>`
}

function runningStitch(points: [number, number][], colour: string, dash = '9 5'): string {
  const d = points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ')
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2.4" stroke-dasharray="${dash}" stroke-linecap="round"/>`
}

function floral(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  const flowers = random.int(3, 5)
  for (let f = 0; f < flowers; f += 1) {
    const cx = random.between(w * 0.15, w * 0.85)
    const cy = random.between(h * 0.2, h * 0.8)
    const size = random.between(h * 0.09, h * 0.16)
    const colour = random.pick(palette)
    const petals = random.int(5, 8)
    for (let p = 0; p < petals; p += 1) {
      const angle = (360 / petals) * p + random.between(-6, 6)
      const rad = (angle * Math.PI) / 180
      parts.push(satinLeaf(random, cx + Math.cos(rad) * size * 0.55, cy + Math.sin(rad) * size * 0.55, size, size * 0.32, angle, colour))
    }
    parts.push(`<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(size * 0.18).toFixed(1)}" fill="${shade(random.pick(palette), 0.3)}"/>`)
    const stem: [number, number][] = Array.from({ length: 12 }, (_, i) => [cx - i * size * 0.15, cy + size * 0.6 + i * size * 0.12 + Math.sin(i) * 6])
    parts.push(runningStitch(stem, shade(colour, -0.1)))
  }
  return parts.join('')
}

function geometric(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  const size = random.between(90, 140)
  for (let y = -size; y < h + size; y += size) {
    for (let x = -size; x < w + size; x += size) {
      const offset = (Math.round(y / size) % 2) * (size / 2)
      const colour = random.pick(palette)
      const cx = x + offset
      parts.push(`<path d="M${cx} ${y - size * 0.45} L${cx + size * 0.45} ${y} L${cx} ${y + size * 0.45} L${cx - size * 0.45} ${y} Z" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="3" stroke-dasharray="7 4"/>`)
      parts.push(satinLeaf(random, cx, y, size * 0.32, size * 0.1, 45, colour))
    }
  }
  return parts.join('')
}

function wave(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  const rows = random.int(9, 14)
  for (let row = 0; row < rows; row += 1) {
    const baseY = (h / rows) * row + random.between(0, 20)
    const amplitude = random.between(18, 48)
    const period = random.between(220, 380)
    const phase = random.between(0, Math.PI * 2)
    const points: [number, number][] = []
    for (let x = -20; x <= w + 20; x += 14) points.push([x, baseY + Math.sin(x / period * Math.PI * 2 + phase) * amplitude])
    parts.push(runningStitch(points, shade(palette[row % palette.length]!, random.between(-0.2, 0.4)), '12 4'))
  }
  return parts.join('')
}

function crane(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  for (let bird = 0; bird < random.int(2, 3); bird += 1) {
    const cx = random.between(w * 0.25, w * 0.75)
    const cy = random.between(h * 0.3, h * 0.7)
    const s = random.between(h * 0.12, h * 0.2)
    const colour = random.pick(palette)
    for (let feather = 0; feather < 7; feather += 1) {
      parts.push(satinLeaf(random, cx - s * 0.2 - feather * s * 0.16, cy - s * 0.35 - feather * s * 0.08, s * 0.9, s * 0.12, -28 - feather * 7, colour))
      parts.push(satinLeaf(random, cx + s * 0.2 + feather * s * 0.16, cy - s * 0.35 - feather * s * 0.08, s * 0.9, s * 0.12, 28 + feather * 7, colour))
    }
    parts.push(satinLeaf(random, cx, cy, s * 1.1, s * 0.22, 90, shade(colour, 0.3)))
    const neck: [number, number][] = Array.from({ length: 14 }, (_, i) => [cx + Math.sin(i / 3) * s * 0.15, cy - s * 0.5 - i * s * 0.06])
    parts.push(runningStitch(neck, shade(colour, 0.4), '6 3'))
    parts.push(`<circle cx="${(cx + Math.sin(13 / 3) * s * 0.15).toFixed(1)}" cy="${(cy - s * 1.3).toFixed(1)}" r="${(s * 0.06).toFixed(1)}" fill="#b3262d"/>`)
  }
  return parts.join('')
}

function paisley(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  for (let index = 0; index < random.int(4, 6); index += 1) {
    const cx = random.between(w * 0.1, w * 0.9)
    const cy = random.between(h * 0.15, h * 0.85)
    const s = random.between(h * 0.1, h * 0.18)
    const colour = random.pick(palette)
    const points: [number, number][] = []
    for (let t = 0; t <= 64; t += 1) {
      const a = (t / 64) * Math.PI * 2
      const r = s * (0.6 + 0.4 * Math.cos(a)) * (1 + 0.35 * Math.sin(a / 2))
      points.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r * 0.75])
    }
    parts.push(runningStitch(points, shade(colour, 0.3), '8 3'))
    for (let ring = 1; ring <= 3; ring += 1) parts.push(satinLeaf(random, cx + s * 0.15, cy, s * (0.9 - ring * 0.2), s * 0.08, random.between(-30, 30), colour))
  }
  return parts.join('')
}

function lattice(random: Random, w: number, h: number, palette: string[]): string {
  const parts: string[] = []
  const gap = random.between(60, 90)
  for (let x = -h; x < w; x += gap) parts.push(runningStitch([[x, 0], [x + h, h]], shade(random.pick(palette), 0.2), '10 4'))
  for (let x = 0; x < w + h; x += gap) parts.push(runningStitch([[x, 0], [x - h, h]], shade(random.pick(palette), -0.05), '10 4'))
  for (let index = 0; index < 40; index += 1) parts.push(`<circle cx="${random.between(0, w).toFixed(1)}" cy="${random.between(0, h).toFixed(1)}" r="${random.between(3, 6).toFixed(1)}" fill="${shade(random.pick(palette), 0.5)}"/>`)
  return parts.join('')
}

const MOTIFS: Record<Motif, (random: Random, w: number, h: number, palette: string[]) => string> = { floral, geometric, wave, crane, paisley, lattice }

export function motifSvg(motif: Motif, seed: string, width: number, height: number, palette: string[]): string {
  return MOTIFS[motif](createRandom(`${motif}:${seed}`), width, height, palette)
}
