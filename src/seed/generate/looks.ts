import { createRandom, shade } from './random'
import { metallicGradient } from './svg'

/**
 * How a product is photographed in the demo, so that the catalogue reads like
 * a thread maker's studio pictures rather than one cone in many colours.
 */
export type ProductLook = 'cone' | 'spools' | 'holographic' | 'flat-reel' | 'skein' | 'glow-skein' | 'couched-motif' | 'bullion-coils'

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'

/** A soft floor shadow under an object standing at y. */
const shadow = (x: number, y: number, rx: number) => `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 0.12}" fill="#000" opacity="0.5"/>`

/** A cone of wound thread: fine windings over a metallic body. */
export function cone(x: number, y: number, w: number, h: number, colour: string, id: string, fill = `url(#${id})`): string {
  const top = w * 0.32
  const windings = Array.from({ length: Math.round(h / 4) }, (_, i) => {
    const t = i / (h / 4)
    const half = top / 2 + ((w - top) / 2) * t
    const yy = y + t * h
    return `<line x1="${x - half}" y1="${yy}" x2="${x + half}" y2="${yy + 1.5}" stroke="${shade(colour, (i % 3) * 0.12 - 0.1)}" stroke-opacity="0.55" stroke-width="1.2"/>`
  }).join('')
  return `<defs>${metallicGradient(id, colour)}</defs>
    ${shadow(x, y + h + 8, w * 0.6)}
    <path d="M${x - top / 2} ${y} L${x + top / 2} ${y} L${x + w / 2} ${y + h} L${x - w / 2} ${y + h} Z" fill="${fill}"/>
    ${windings}
    <ellipse cx="${x}" cy="${y}" rx="${top / 2}" ry="${top * 0.12}" fill="${shade(colour, -0.4)}"/>
    <ellipse cx="${x}" cy="${y}" rx="${top * 0.16}" ry="${top * 0.05}" fill="#0b0a0d"/>`
}

/** A twisted hank: many strands looped and twisted once, tied with a paper band. */
function skein(size: number, palette: string[], seed: string, glow: boolean): string {
  const random = createRandom(`skein:${seed}`)
  const colour = colourAt(palette, 0)
  const strands = Array.from({ length: 70 }, (_, i) => {
    const spread = (i / 70 - 0.5) * size * 0.12
    const tone = shade(colour, random.between(-0.35, 0.55))
    const y1 = size * 0.5 + spread
    return `<path d="M${size * 0.16} ${size * 0.5 + spread * 0.3} C ${size * 0.3} ${size * 0.22 + spread}, ${size * 0.45} ${size * 0.3 - spread}, ${size * 0.5} ${y1} S ${size * 0.7} ${size * 0.78 + spread}, ${size * 0.84} ${size * 0.5 - spread * 0.3}" stroke="${tone}" stroke-width="${random.between(1.5, 3.2).toFixed(1)}" fill="none" stroke-opacity="0.85"/>
      <path d="M${size * 0.16} ${size * 0.5 + spread * 0.3} C ${size * 0.3} ${size * 0.78 - spread}, ${size * 0.45} ${size * 0.7 + spread}, ${size * 0.5} ${y1} S ${size * 0.7} ${size * 0.22 - spread}, ${size * 0.84} ${size * 0.5 - spread * 0.3}" stroke="${shade(tone, -0.15)}" stroke-width="${random.between(1.5, 3.2).toFixed(1)}" fill="none" stroke-opacity="0.8"/>`
  }).join('')
  const halo = glow ? `<defs><radialGradient id="glow"><stop offset="0" stop-color="${shade(colour, 0.3)}" stop-opacity="0.55"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs><ellipse cx="${size / 2}" cy="${size / 2}" rx="${size * 0.45}" ry="${size * 0.3}" fill="url(#glow)"/>` : ''
  return `${halo}${shadow(size / 2, size * 0.8, size * 0.34)}${strands}
    <rect x="${size * 0.47}" y="${size * 0.4}" width="${size * 0.06}" height="${size * 0.2}" rx="4" fill="#efe6d2"/>
    <text x="${size / 2}" y="${size * 0.515}" font-family="serif" font-size="${size * 0.025}" text-anchor="middle" fill="#5a4a2a" transform="rotate(-90 ${size / 2} ${size * 0.5})">KINSEN</text>`
}

/** Coils of bullion purl, cut and loose, as an embroiderer lays them out before work. */
function bullionCoils(size: number, palette: string[], seed: string): string {
  const random = createRandom(`coil:${seed}`)
  return Array.from({ length: 9 }, (_, i) => {
    const colour = colourAt(palette, i)
    const x = random.between(size * 0.15, size * 0.65)
    const y = random.between(size * 0.25, size * 0.72)
    const length = random.between(size * 0.18, size * 0.3)
    const angle = random.between(-35, 35)
    const turns = Math.round(length / 6)
    const coil = Array.from({ length: turns }, (_, t) => `<ellipse cx="${t * 6}" cy="0" rx="3.4" ry="9" fill="none" stroke="url(#bc${i})" stroke-width="2.6"/>`).join('')
    return `<defs>${metallicGradient(`bc${i}`, colour, true)}</defs><g transform="translate(${x} ${y}) rotate(${angle.toFixed(1)})"><ellipse cx="${length / 2}" cy="16" rx="${length / 2}" ry="4" fill="#000" opacity="0.45"/>${coil}</g>`
  }).join('')
}

export function strands(size: number, palette: string[], seed: string): string {
  const random = createRandom(seed)
  return Array.from({ length: 90 }, (_, i) => {
    const colour = shade(colourAt(palette, i), random.between(-0.3, 0.5))
    const y0 = random.between(size * 0.2, size * 0.8)
    const y1 = random.between(size * 0.2, size * 0.8)
    return `<path d="M-20 ${y0} C ${size * 0.3} ${y0 - 180 + random.between(0, 360)}, ${size * 0.7} ${y1 - 180 + random.between(0, 360)}, ${size + 20} ${y1}" stroke="${colour}" stroke-width="${random.between(1.5, 5).toFixed(1)}" fill="none" stroke-opacity="${random.between(0.45, 0.95).toFixed(2)}"/>`
  }).join('')
}

/** Looks rendered as photographs of wound thread (render/scenes.ts): a cone (holographic film is wound on one too), spools, a reel of lamé. */
type WoundLook = Extract<ProductLook, 'cone' | 'spools' | 'holographic' | 'flat-reel'>

const WOUND_LOOKS: readonly ProductLook[] = ['cone', 'spools', 'holographic', 'flat-reel']

export const isWoundLook = (look: ProductLook): look is WoundLook => WOUND_LOOKS.includes(look)

/** Looks drawn as illustrations (lookSvg); the couched motif is rendered too (render/couched.ts). */
export type DrawnLook = Exclude<ProductLook, WoundLook | 'couched-motif'>

/** The picture's body (over a studio backdrop the caller draws) for a look drawn as an illustration. */
export function lookSvg(look: DrawnLook, { size, palette, seed }: { size: number; palette: string[]; seed: string }): string {
  switch (look) {
    case 'skein':
      return skein(size, palette, seed, false)
    case 'glow-skein':
      return skein(size, palette, seed, true)
    case 'bullion-coils':
      return bullionCoils(size, palette, seed)
  }
}
