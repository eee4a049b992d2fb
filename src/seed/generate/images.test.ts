import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { ThreadFinish } from './finish'
import { productImage, swatchImage } from './images'

/**
 * The light in a part of a picture (fractions of its width and height): the brightest luminance,
 * the average and the spread (0..255), and the share of pixels with a clear colour (a channel 25
 * or more above another), which a rainbow sheen raises on a grey thread.
 */
async function light(picture: Buffer, crop: { left: number; top: number; width: number; height: number }) {
  const { width = 0, height = 0 } = await sharp(picture).metadata()
  const region = { left: Math.round(width * crop.left), top: Math.round(height * crop.top), width: Math.round(width * crop.width), height: Math.round(height * crop.height) }
  const data = await sharp(picture).extract(region).removeAlpha().raw().toBuffer()
  let [max, sum, squares, colourful] = [0, 0, 0, 0]
  for (let index = 0; index < data.length; index += 3) {
    const [red, green, blue] = [data[index]!, data[index + 1]!, data[index + 2]!]
    const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    max = Math.max(max, luminance)
    sum += luminance
    squares += luminance * luminance
    if (Math.max(red, green, blue) - Math.min(red, green, blue) > 25) colourful += 1
  }
  const count = data.length / 3
  const mean = sum / count
  return { max, mean, spread: Math.sqrt(squares / count - mean * mean), colourful: colourful / count }
}

/** Inside the swatch's leaf, and across the middle of the cone's wound body. */
const LEAF = { left: 0.4, top: 0.38, width: 0.2, height: 0.16 }
const CONE_BODY = { left: 0.36, top: 0.4, width: 0.28, height: 0.2 }

const swatch = (hex: string, finish: ThreadFinish) => swatchImage({ hex, code: 'KS-T1', seed: 'KS-T1', size: 300, finish })
const cone = (hex: string, finish: ThreadFinish) => productImage({ look: 'cone', motif: 'floral', palette: [hex], variant: 0, seed: 'test', size: 300, finish })

describe('demo renders of thread', () => {
  it('light a metallic thread with bright highlights and deep shade, a matte one of the same shade evenly', async () => {
    for (const [picture, crop] of [[swatch, LEAF], [cone, CONE_BODY]] as const) {
      const metallic = await light(await picture('#c9a227', 'metallic'), crop)
      const matte = await light(await picture('#c9a227', 'plain'), crop)
      expect(metallic.spread).toBeGreaterThan(matte.spread * 1.3)
      expect(metallic.max - metallic.mean).toBeGreaterThan((matte.max - matte.mean) * 1.4)
    }
  })

  it('break a holographic thread\'s highlights into a rainbow, where a metallic one of the same grey stays grey', async () => {
    for (const [picture, crop] of [[swatch, LEAF], [cone, CONE_BODY]] as const) {
      const holographic = await light(await picture('#c0c0c8', 'holographic'), crop)
      const metallic = await light(await picture('#c0c0c8', 'metallic'), crop)
      expect(metallic.colourful).toBeLessThan(0.02)
      expect(holographic.colourful).toBeGreaterThan(0.05)
    }
  })

  it('draw the same bytes from the same seed', async () => {
    const spools = () => productImage({ look: 'cone', motif: 'floral', palette: ['#c9a227', '#c0c0c8', '#8e1b2c'], variant: 1, seed: 'test', size: 240 })
    const closeUp = () => productImage({ look: 'cone', motif: 'floral', palette: ['#c9a227', '#1e6b45'], variant: 2, seed: 'test', size: 240 })
    expect((await spools()).equals(await spools())).toBe(true)
    expect((await closeUp()).equals(await closeUp())).toBe(true)
    expect((await swatch('#8e1b2c', 'metallic')).equals(await swatch('#8e1b2c', 'metallic'))).toBe(true)
  })

  // About the size of the illustrations they replace (up to 217 KB a product picture): the seed uploads dozens.
  it('keep a product picture under 240 KB and a swatch under 64 KB, at the seed\'s sizes', async () => {
    const palette = ['#c9a227', '#c0c0c8', '#b87333']
    for (const variant of [0, 1, 2]) {
      const picture = await productImage({ look: 'cone', motif: 'floral', palette, variant, seed: 'celestial-m-type-metallic', size: 1200, finish: 'metallic' })
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 })
      expect(picture.length).toBeLessThan(240 * 1024)
    }
    const card = await swatchImage({ hex: '#9fb7e8', code: 'KS-H200-RB1', seed: 'KS-H200-RB1', size: 600, finish: 'holographic' })
    expect(await sharp(card).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 })
    expect(card.length).toBeLessThan(64 * 1024)
  })
})
