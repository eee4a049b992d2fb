import type { ThreadFinish } from '../finish'
import { linearFromHex, type Rgb } from './colour'
import { cone, reel, spool, type Package } from './packages'
import { createRaster, rasterJpeg } from './raster'
import { SHEENS } from './sheen'
import { DARK, DIM_LIGHTING, lookAt, PAPER, STUDIO_LIGHTING, type Camera } from './studio'
import { renderWound } from './wound'

/** The studio pictures of wound thread the demo makes: one cone, a row of spools in the palette's shades, or a reel of flat lamé. */
export type WoundPicture = 'cone' | 'spools' | 'reel'

const colourAt = (palette: string[], index: number) => palette[index % palette.length] ?? '#c9a227'

/** A luminous thread lights the dark around it in its own colour. */
const glowOf = (albedo: Rgb, finish: ThreadFinish): Rgb | undefined => (finish === 'glow' ? [albedo[0] * 0.5, albedo[1] * 0.5, albedo[2] * 0.5] : undefined)

function coneScene(palette: string[], finish: ThreadFinish): { packages: Package[]; camera: Camera } {
  const albedo = linearFromHex(colourAt(palette, 0))
  return { packages: [{ ...cone(albedo, SHEENS[finish]), glow: glowOf(albedo, finish) }], camera: lookAt([0, 24, 62], [0, 8.2, 0], 24) }
}

/** Three or four spools on a shallow arc, the middle ones nearer the camera, each turned its own way. */
function spoolsScene(palette: string[], finish: ThreadFinish): { packages: Package[]; camera: Camera } {
  const count = Math.min(4, Math.max(3, palette.length))
  const packages = Array.from({ length: count }, (_, index) => {
    const offset = index - (count - 1) / 2
    const albedo = linearFromHex(colourAt(palette, index))
    return { ...spool(albedo, SHEENS[finish], offset * 5.9, -offset * offset * 1.6 + 1, index * 2.1), glow: glowOf(albedo, finish) }
  })
  const width = count * 5.9
  return { packages, camera: lookAt([0, 19, 58], [0, 3.4, -0.4], 8.5 + width * 0.6) }
}

/** A reel seen from higher up than the cones: its broad flange and open centre are what make it a reel. */
function reelScene(palette: string[], finish: ThreadFinish): { packages: Package[]; camera: Camera } {
  const albedo = linearFromHex(colourAt(palette, 0))
  return { packages: [{ ...reel(albedo, SHEENS[finish]), glow: glowOf(albedo, finish) }], camera: lookAt([0, 30, 48], [0, 2.4, 0], 22) }
}

const SCENES: Record<WoundPicture, (palette: string[], finish: ThreadFinish) => { packages: Package[]; camera: Camera }> = { cone: coneScene, spools: spoolsScene, reel: reelScene }

export async function woundPicture({ picture, palette, finish, size }: { picture: WoundPicture; palette: string[]; finish: ThreadFinish; size: number }): Promise<Buffer> {
  const raster = createRaster(size, size)
  const scene = SCENES[picture](palette, finish)
    // A luminous thread is shown as it is sold: glowing in a darkened studio.
  renderWound(raster, { ...scene, ...(finish === 'glow' ? { backdrop: DARK, lighting: DIM_LIGHTING } : { backdrop: PAPER, lighting: STUDIO_LIGHTING }) })
  return rasterJpeg(raster)
}
