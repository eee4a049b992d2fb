// npm run seed:large -- [--products 5000]: a catalogue of thousands of rows for
// benchmarks, written into an empty site (point DATA_DIR or DATABASE_URL at a
// database of its own; npm run seed:large starts DATA_DIR's embedded PostgreSQL). Per product: 4 item codes; per 2 products: one gallery
// item and one news item. Images are generated once and shared.
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { getPayload, type Payload } from 'payload'
import { applyMigrations } from '../src/infrastructure/migrate'
import config from '../src/payload.config'
import { isEmptySite } from '../src/seed/empty-site'
import { ensureAdmin } from '../src/users/ensure-admin'
import { DEFER_MEDIA_REFRESH } from '../src/media/usage-hooks'
import { refreshAllMediaVisibility } from '../src/media/usage'
import { env } from '../src/config/env.server'

const { values } = parseArgs({ options: { products: { type: 'string', default: '5000' } } })
const productCount = Number(values.products)
if (!Number.isInteger(productCount) || productCount < 1) throw new Error('--products must be a positive whole number')

const SHADES = ['#C9A227', '#B8B8C0', '#B87333', '#E0BFB8', '#8C6A2F', '#5B7DB1', '#7A4E9C', '#2F6B4F']

/**
 * A shade colour per item code, spread over hue, saturation and lightness (and
 * the same on every run), so the colour finder ranks 20,000 distinct colours
 * as a real catalogue would, rather than eight repeated ones.
 */
function shadeHex(productIndex: number, code: number): string {
  const step = productIndex * 4 + code
  const hue = (step * 137.508) % 360
  const saturation = 0.25 + ((step * 7) % 11) / 20
  const lightness = 0.25 + ((step * 5) % 13) / 24
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const [r, g, b] = [[chroma, x, 0], [x, chroma, 0], [0, chroma, x], [0, x, chroma], [x, 0, chroma], [chroma, 0, x]][Math.floor(hue / 60) % 6]!
  const channel = (value: number) => Math.round((value + lightness - chroma / 2) * 255).toString(16).padStart(2, '0')
  return `#${channel(r!)}${channel(g!)}${channel(b!)}`.toUpperCase()
}

/**
 * A believable availability per item code (issue 52), the same on every run: most in stock; the
 * fourth code of every fifth product made to order in 4 to 8 weeks; the third of every seventeenth
 * limited; the second of every tenth discontinued (its first code pinned as the replacement, once
 * written); and every 250th product wholly discontinued, so the lists have products to leave out.
 */
function availability(productIndex: number, code: number): Record<string, unknown> {
  const discontinued = { availability: 'discontinued', discontinuedOn: '2026-06-30T12:00:00.000Z' }
  if (productIndex % 250 === 7) return discontinued
  if (code === 2 && productIndex % 10 === 3) return discontinued
  if (code === 4 && productIndex % 5 === 0) return { availability: 'made-to-order', leadTimeWeeks: 4 + (productIndex % 5), minimumOrder: 12, minimumOrderUnit: 'cones' }
  if (code === 3 && productIndex % 17 === 0) return { availability: 'limited', availabilityNote: 'Up to 60 cones an order' }
  return { availability: 'in-stock' }
}

async function sharedImages(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const [index, colour] of SHADES.entries()) {
    const data = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer()
    const doc = await payload.create({ collection: 'media', data: { alt: `Shade ${index + 1}` }, file: { data, name: `large-${index}.jpg`, mimetype: 'image/jpeg', size: data.length } })
    ids.push(doc.id as number)
  }
  return ids
}

const payload = await getPayload({ config })
await applyMigrations(payload)
await ensureAdmin(payload, env())
if (!(await isEmptySite(payload))) {
  console.error('seed:large writes only into an empty site: point DATA_DIR (or DATABASE_URL) at a database of its own.')
  process.exit(1)
}
const started = Date.now()
const images = await sharedImages(payload)
const categories: number[] = []
for (let index = 0; index < 8; index += 1) {
  const doc = await payload.create({ collection: 'categories', data: { name: `Series ${index + 1}`, displayOrder: index + 1 } })
  await payload.update({ collection: 'categories', id: doc.id, locale: 'zh-Hant', data: { name: `系列 ${index + 1}` } })
  categories.push(doc.id as number)
}
const galleryCategories: number[] = []
for (let index = 0; index < 6; index += 1) {
  const doc = await payload.create({ collection: 'gallery-categories', data: { name: `Collection ${index + 1}`, displayOrder: index + 1 } })
  galleryCategories.push(doc.id as number)
}
/** Every file's public flag and count of users is recomputed once, after the last product (see DEFER_MEDIA_REFRESH). */
const BULK = { [DEFER_MEDIA_REFRESH]: true }

/** One product with its item codes, and its gallery and news item on every second product. */
async function seedProduct(index: number): Promise<void> {
  const number = String(index + 1).padStart(5, '0')
  const product = await payload.create({
    collection: 'products',
    context: BULK,
    data: {
      name: `Metallic Thread ${number}`,
      slug: `metallic-thread-${number}`,
      description: `Fine metallic embroidery thread, series ${number}.`,
      detailedDescription: `Series ${number}: a smooth metallic thread for machine and hand embroidery.`,
      status: index % 20 === 19 ? 'Inactive' : 'Active',
      displayOrder: index + 1,
      categories: [categories[index % categories.length]!, categories[(index * 7 + 3) % categories.length]!],
      image: images[index % images.length],
      images: [images[(index + 1) % images.length]!],
    } as never,
  })
  await payload.update({ collection: 'products', id: product.id, locale: 'zh-Hant', context: BULK, data: { name: `金屬線 ${number}` } })
  const codes = await Promise.all(
    [1, 2, 3, 4].map((code) =>
      payload.create({
        collection: 'item-codes',
        context: BULK,
        data: {
          product: product.id,
          itemCode: `LG-${number}-${code}`,
          shadeHex: shadeHex(index, code),
          composition: '70% Polyester, 30% Metallised Film',
          threadType: 'Metallic embroidery thread',
          denier: '150D',
          length: '5,000 m per cone',
          netWeight: '110 g',
          grossWeight: '140 g',
          countryOfOrigin: 'Japan',
          otherInformation: '10 cones per box',
          bleaching: 'Do not bleach',
          ironing: 'Low heat',
          washingTemperature: 'Up to 40 °C',
          otherTechnicalInfo: 'Needle 75/11',
          ...availability(index, code),
        } as never,
      }),
    ),
  )
  const [first, second] = codes
  if (first && second && availability(index, 2).availability === 'discontinued' && availability(index, 1).availability !== 'discontinued') {
    await payload.update({ collection: 'item-codes', id: second.id, context: BULK, data: { replacement: first.id } })
  }
  if (index % 2 === 0) {
    await payload.create({
      collection: 'gallery-items',
      context: BULK,
      data: {
        name: `Project ${number}`,
        slug: `project-${number}`,
        description: `Embroidery project ${number}.`,
        status: 'Active',
        displayOrder: index + 1,
        primaryImage: images[index % images.length],
        categories: [galleryCategories[index % galleryCategories.length]!],
        relatedProducts: [product.id],
        detailedDescription: 'Satin stitch in gold and silver metallic thread.',
        projectDetails: `Year: ${2000 + (index % 26)}`,
      } as never,
    })
    await payload.create({
      collection: 'news-items',
      context: BULK,
      data: {
        title: `Update ${number}`,
        slug: `update-${number}`,
        description: `News about series ${number} and its shades.`,
        articleBody: `Series ${number} is now available in eight metallic shades.`,
        status: 'Active',
        publishedAt: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString(),
        primaryImage: images[index % images.length],
      } as never,
    })
  }
}

/*
 * Products are written by a few workers at once: each save spends most of its
 * time in Payload's hooks and the database's round trips, so 5,000 products
 * take minutes instead of the better part of an hour (PostgreSQL gives each
 * save a connection of its own).
 */
const WORKERS = Math.max(1, Number(process.env.SEED_WORKERS ?? 6))
let nextIndex = 0
let written = 0
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    while (nextIndex < productCount) {
      const index = nextIndex++
      await seedProduct(index)
      written += 1
      if (written % 500 === 0) console.log(`${written} products…`)
    }
  }),
)
await refreshAllMediaVisibility(payload)
const counts = Object.fromEntries(
  await Promise.all(
    (['products', 'item-codes', 'gallery-items', 'news-items'] as const).map(async (collection) => [collection, (await payload.count({ collection })).totalDocs]),
  ),
)
console.log(JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000), ...counts }))
await payload.destroy()
process.exit(0)
