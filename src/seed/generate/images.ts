import QRCode from 'qrcode'
import sharp from 'sharp'
import type { Motif } from '../types'
import { motifSvg } from './motifs'
import type { ThreadFinish } from './finish'
import { type ProductLook, cone, isWoundLook, lookSvg, strands } from './looks'
import { createRandom, shade } from './random'
import { woundPicture } from './render/scenes'
import { couchedCloseUp, stitchedCloseUp } from './render/close-ups'
import { stitchedSwatch } from './render/swatch'
import { backdrop, renderJpeg } from './svg'

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'

/** The finish a look implies when the caller does not say (the demo's products are metallic unless their look says otherwise). */
const LOOK_FINISHES: Partial<Record<ProductLook, ThreadFinish>> = { holographic: 'holographic', 'glow-skein': 'glow', skein: 'pearlescent' }

const WOUND_PICTURES = { cone: 'cone', holographic: 'cone', spools: 'spools', 'flat-reel': 'reel' } as const

/**
 * Studio pictures of a product: 0 its own look (a cone, a lamé reel, a hank,
 * a couched motif…), 1 a second view (spools, or a cone for spooled
 * threads), 2 a close-up of the thread stitched in satin. Cones, spools,
 * reels, couching and satin are rendered as photographs of the thread, lit by
 * its finish; hanks and bullion coils are still drawn.
 */
export async function productImage({ look, motif, palette, variant, seed, size = 1200, finish }: { look: ProductLook; motif: Motif; palette: string[]; variant: number; seed: string; size?: number; finish?: ThreadFinish }): Promise<Buffer> {
  const threadFinish = finish ?? LOOK_FINISHES[look] ?? 'metallic'
  if (variant === 2) return stitchedCloseUp({ palette, motif, finish: threadFinish, seed, width: size, height: size })
  const shown: ProductLook = variant === 0 ? look : look === 'spools' ? 'cone' : 'spools'
  if (isWoundLook(shown)) return woundPicture({ picture: WOUND_PICTURES[shown], palette, finish: threadFinish, size })
  if (shown === 'couched-motif') return couchedCloseUp({ palette, finish: threadFinish, width: size, height: size })
  const ground = look === 'glow-skein' ? '#0c0e12' : '#1b1822'
  return renderJpeg(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${backdrop(size, size, ground)}${lookSvg(shown, { size, palette, seed })}</svg>`)
}

/**
 * The swatch of one item code: the shade stitched in satin as on a maker's sample card, lit by
 * its finish (metallic unless told). The code is not printed on it: every page that shows the
 * picture names the code beside it.
 */
export async function swatchImage({ hex, size = 600, finish = 'metallic' }: { hex: string; code: string; seed: string; size?: number; finish?: ThreadFinish }): Promise<Buffer> {
  return stitchedSwatch({ hex, finish, size })
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

/** A close-up of a project's embroidery: the motif's threads in satin stitch, lit by their finish. */
export async function closeUpImage({ palette, motif, seed, width = 1600, height = 1200, finish = 'metallic' }: { palette: string[]; motif: Motif; seed: string; width?: number; height?: number; finish?: ThreadFinish }): Promise<Buffer> {
  return stitchedCloseUp({ palette, motif, finish, seed, width, height })
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

/** A round gold mark with a letter on it, like the site's own icon: the demo company's logo. */
export async function logoImage({ letter, size = 512 }: { letter: string; size?: number }): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e6cf7a"/><stop offset=".5" stop-color="#c9a227"/><stop offset="1" stop-color="#8a6d12"/></linearGradient></defs>
    <circle cx="32" cy="32" r="30" fill="url(#g)"/><circle cx="32" cy="32" r="26" fill="none" stroke="#101014" stroke-opacity="0.35" stroke-width="1"/>
    <text x="32" y="43" font-family="DejaVu Serif, Georgia, serif" font-size="32" font-weight="700" text-anchor="middle" fill="#101014">${letter}</text></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/** A real, scannable QR code of the text. */
export async function qrImage({ text, size = 384 }: { text: string; size?: number }): Promise<Buffer> {
  const png = await QRCode.toBuffer(text, { type: 'png', width: size, margin: 2, errorCorrectionLevel: 'M' })
  return sharp(png).png().toBuffer()
}
