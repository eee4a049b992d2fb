import sharp from 'sharp'
import { shade } from './random'

/** A metallic gradient: dark edge, bright highlight, back to mid tone, like light on a wound thread. */
export function metallicGradient(id: string, colour: string, vertical = false): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0']
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">
    <stop offset="0" stop-color="${shade(colour, -0.55)}"/>
    <stop offset="0.28" stop-color="${shade(colour, -0.1)}"/>
    <stop offset="0.45" stop-color="${shade(colour, 0.55)}"/>
    <stop offset="0.55" stop-color="${shade(colour, 0.2)}"/>
    <stop offset="0.8" stop-color="${shade(colour, -0.3)}"/>
    <stop offset="1" stop-color="${shade(colour, -0.6)}"/>
  </linearGradient>`
}

export function backdrop(width: number, height: number, tone = '#15131a'): string {
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8">
    <stop offset="0" stop-color="${shade(tone, 0.18)}"/><stop offset="1" stop-color="${shade(tone, -0.5)}"/>
  </radialGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`
}

export async function renderJpeg(svg: string, quality = 84): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#000000' }).jpeg({ quality, mozjpeg: true }).toBuffer()
}
