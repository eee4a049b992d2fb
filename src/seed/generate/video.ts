import sharp from 'sharp'
import { ArrayBufferTarget, Muxer } from 'webm-muxer'
import { createRandom, shade } from './random'

/**
 * Lossy WebP wraps a raw VP8 key frame in a RIFF container; lifting that chunk
 * out of each frame gives a VP8 WebM without ffmpeg (none is available here).
 */
function vp8Frame(webp: Buffer): Uint8Array {
  let offset = 12
  while (offset + 8 <= webp.length) {
    const id = webp.toString('ascii', offset, offset + 4)
    const size = webp.readUInt32LE(offset + 4)
    if (id === 'VP8 ') return new Uint8Array(webp.subarray(offset + 8, offset + 8 + size))
    offset += 8 + size + (size % 2)
  }
  throw new Error('The WebP frame holds no lossy VP8 chunk')
}

function frameSvg(width: number, height: number, palette: string[], seed: string, t: number): string {
  const random = createRandom(seed)
  const lines = Array.from({ length: 36 }, (_, index) => {
    const colour = shade(palette[index % palette.length] ?? '#c9a227', random.between(-0.2, 0.5))
    const base = random.between(0, height)
    const amplitude = random.between(10, 60)
    const speed = random.between(0.6, 1.6)
    const points = Array.from({ length: 17 }, (_, step) => {
      const x = (width / 16) * step
      const y = base + Math.sin(step / 2.5 + t * speed * Math.PI * 2 + index) * amplitude
      return `${step === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`
    }).join(' ')
    return `<path d="${points}" stroke="${colour}" stroke-width="${random.between(1, 3.5).toFixed(1)}" fill="none" stroke-opacity="0.8"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#121016"/>${lines}</svg>`
}

/** A few seconds of slowly moving metallic threads, as a WebM (VP8) file. */
export async function shortVideo({ palette, seed, seconds = 4, width = 640, height = 360, fps = 12 }: { palette: string[]; seed: string; seconds?: number; width?: number; height?: number; fps?: number }): Promise<Buffer> {
  const target = new ArrayBufferTarget()
  const muxer = new Muxer({ target, video: { codec: 'V_VP8', width, height, frameRate: fps } })
  const frames = seconds * fps
  for (let index = 0; index < frames; index += 1) {
    const webp = await sharp(Buffer.from(frameSvg(width, height, palette, seed, index / frames))).flatten({ background: '#121016' }).webp({ quality: 70, lossless: false, alphaQuality: 100 }).toBuffer()
    muxer.addVideoChunkRaw(vp8Frame(webp), 'key', Math.round((index * 1_000_000) / fps))
  }
  muxer.finalize()
  return Buffer.from(target.buffer)
}
