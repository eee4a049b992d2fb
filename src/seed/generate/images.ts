import QRCode from 'qrcode'
import sharp from 'sharp'
import type { Motif } from '../types'
import { motifSvg } from './motifs'
import { createRandom, shade } from './random'
import { backdrop, metallicGradient, renderJpeg } from './svg'

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'

/** A cone of wound metallic thread: fine horizontal windings over a metallic body. */
function cone(x: number, y: number, w: number, h: number, colour: string, id: string): string {
  const top = w * 0.32
  const windings = Array.from({ length: Math.round(h / 4) }, (_, i) => {
    const t = i / (h / 4)
    const half = top / 2 + ((w - top) / 2) * t
    const yy = y + t * h
    return `<line x1="${x - half}" y1="${yy}" x2="${x + half}" y2="${yy + 1.5}" stroke="${shade(colour, (i % 3) * 0.12 - 0.1)}" stroke-opacity="0.55" stroke-width="1.2"/>`
  }).join('')
  return `<defs>${metallicGradient(id, colour)}</defs>
    <ellipse cx="${x}" cy="${y + h + 8}" rx="${w * 0.6}" ry="${w * 0.08}" fill="#000" opacity="0.45"/>
    <path d="M${x - top / 2} ${y} L${x + top / 2} ${y} L${x + w / 2} ${y + h} L${x - w / 2} ${y + h} Z" fill="url(#${id})"/>
    ${windings}
    <ellipse cx="${x}" cy="${y}" rx="${top / 2}" ry="${top * 0.12}" fill="${shade(colour, -0.4)}"/>
    <ellipse cx="${x}" cy="${y}" rx="${top * 0.16}" ry="${top * 0.05}" fill="#0b0a0d"/>`
}

function spool(x: number, y: number, w: number, h: number, colour: string, id: string): string {
  const flange = w * 0.62
  return `<defs>${metallicGradient(id, colour)}<linearGradient id="${id}w" x1="0" x2="1"><stop offset="0" stop-color="#3a2f22"/><stop offset="0.5" stop-color="#8c7455"/><stop offset="1" stop-color="#2b2218"/></linearGradient></defs>
    <ellipse cx="${x}" cy="${y + h + 10}" rx="${flange * 0.75}" ry="${flange * 0.1}" fill="#000" opacity="0.45"/>
    <rect x="${x - flange / 2}" y="${y}" width="${flange}" height="${h * 0.06}" rx="6" fill="url(#${id}w)"/>
    <rect x="${x - w / 2 + w * 0.1}" y="${y + h * 0.06}" width="${w * 0.8}" height="${h * 0.88}" fill="url(#${id})"/>
    ${Array.from({ length: Math.round(h / 5) }, (_, i) => `<line x1="${x - w * 0.4}" y1="${y + h * 0.06 + i * 5}" x2="${x + w * 0.4}" y2="${y + h * 0.06 + i * 5 + 2}" stroke="${shade(colour, 0.3)}" stroke-opacity="0.35"/>`).join('')}
    <rect x="${x - flange / 2}" y="${y + h * 0.94}" width="${flange}" height="${h * 0.06}" rx="6" fill="url(#${id}w)"/>`
}

function strands(size: number, palette: string[], seed: string): string {
  const random = createRandom(seed)
  return Array.from({ length: 90 }, (_, i) => {
    const colour = shade(colourAt(palette, i), random.between(-0.3, 0.5))
    const y0 = random.between(size * 0.2, size * 0.8)
    const y1 = random.between(size * 0.2, size * 0.8)
    return `<path d="M-20 ${y0} C ${size * 0.3} ${y0 - 180 + random.between(0, 360)}, ${size * 0.7} ${y1 - 180 + random.between(0, 360)}, ${size + 20} ${y1}" stroke="${colour}" stroke-width="${random.between(1.5, 5).toFixed(1)}" fill="none" stroke-opacity="${random.between(0.45, 0.95).toFixed(2)}"/>`
  }).join('')
}

/** Studio pictures of a product: 0 a large cone, 1 a row of spools, 2 a close-up of strands. */
export async function productImage({ palette, variant, seed, size = 1200 }: { palette: string[]; variant: number; seed: string; size?: number }): Promise<Buffer> {
  let body: string
  if (variant === 0) body = cone(size / 2, size * 0.18, size * 0.46, size * 0.62, colourAt(palette, 0), 'c0')
  else if (variant === 1) {
    const count = Math.min(4, Math.max(3, palette.length))
    body = Array.from({ length: count }, (_, i) => spool(size * ((i + 0.5) / count), size * 0.3, size / (count + 0.6), size * 0.42, colourAt(palette, i), `s${i}`)).join('')
  } else body = strands(size, palette, seed)
  return renderJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${backdrop(size, size, variant === 2 ? '#141018' : '#1b1822')}${body}</svg>`)
}

/** The swatch card of one item code: a wound sample of the shade with the code printed beneath. */
export async function swatchImage({ hex, code, size = 600 }: { hex: string; code: string; seed: string; size?: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" fill="#f4efe4"/>
    <defs>${metallicGradient('w', hex, true)}</defs>
    <rect x="${size * 0.12}" y="${size * 0.1}" width="${size * 0.76}" height="${size * 0.62}" rx="10" fill="url(#w)"/>
    ${Array.from({ length: Math.round((size * 0.62) / 4) }, (_, i) => `<line x1="${size * 0.12}" y1="${size * 0.1 + i * 4}" x2="${size * 0.88}" y2="${size * 0.1 + i * 4 + 2}" stroke="${shade(hex, i % 2 ? 0.35 : -0.25)}" stroke-opacity="0.4"/>`).join('')}
    <text x="${size / 2}" y="${size * 0.84}" font-family="sans-serif" font-size="${size * 0.07}" font-weight="700" text-anchor="middle" fill="#2a2620">${code}</text>
    <text x="${size / 2}" y="${size * 0.92}" font-family="sans-serif" font-size="${size * 0.04}" text-anchor="middle" fill="#7a7266">KINSEN · ${hex.toUpperCase()}</text>
  </svg>`
  return renderJpeg(svg, 86)
}

function fabric(width: number, height: number, tone: string): string {
  return `<defs><pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="${tone}"/><path d="M0 3h6M3 0v6" stroke="${shade(tone, 0.08)}" stroke-width="1"/></pattern>
    <radialGradient id="light" cx="0.4" cy="0.35" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#weave)"/><rect width="${width}" height="${height}" fill="url(#light)"/>`
}

const FABRICS = ['#5c1020', '#101a33', '#141414', '#2a1038', '#0f2a22', '#3b1d0c']

/** An embroidery piece in the motif, stitched in the palette on silk or velvet. */
export async function projectImage({ palette, motif, seed, width = 1600, height = 1200 }: { palette: string[]; motif: Motif; seed: string; width?: number; height?: number }): Promise<Buffer> {
  const tone = createRandom(`fabric:${seed}`).pick(FABRICS)
  return renderJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${fabric(width, height, tone)}${motifSvg(motif, seed, width, height, palette)}</svg>`)
}

/** An editorial banner: a cone of thread against a stitched panel. */
export async function newsImage({ palette, motif, seed, width = 1600, height = 900 }: { palette: string[]; motif: Motif; seed: string; width?: number; height?: number }): Promise<Buffer> {
  const tone = createRandom(`news:${seed}`).pick(FABRICS)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${fabric(width, height, tone)}
    <g opacity="0.9">${motifSvg(motif, seed, width, height, palette)}</g>
    <rect width="${width * 0.42}" height="${height}" fill="#0d0c10" opacity="0.72"/>
    ${cone(width * 0.21, height * 0.2, height * 0.36, height * 0.5, colourAt(palette, 0), 'nc')}</svg>`
  return renderJpeg(svg)
}

/** A full-width dark banner with flowing threads, dark on the left for white headline text. */
export async function heroImage({ palette, motif, seed, width = 1920, height = 1080 }: { palette: string[]; motif: Motif; seed: string; width?: number; height?: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${backdrop(width, height, '#120f14')}
    <g opacity="0.55" transform="translate(${width * 0.45} 0) scale(0.55 1)">${motifSvg(motif, seed, width, height, palette)}</g>
    ${strands(width, palette, seed).replace(/stroke-opacity="([\d.]+)"/g, (_, value: string) => `stroke-opacity="${(Number(value) * 0.6).toFixed(2)}"`)}
    <rect width="${width * 0.5}" height="${height}" fill="url(#fade)"/>
    <defs><linearGradient id="fade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0.8"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs></svg>`
  return renderJpeg(svg, 80)
}

/** A real, scannable QR code of the text. */
export async function qrImage({ text, size = 384 }: { text: string; size?: number }): Promise<Buffer> {
  const png = await QRCode.toBuffer(text, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' })
  return sharp(png).png().toBuffer()
}
