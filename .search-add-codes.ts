// Temporary (not committed): adds item codes with shade colours through the database adapter (no hooks) up to a total.
import { getPayload } from 'payload'
import config from './src/payload.config'
const target = Number(process.argv[2] ?? 20000)
const payload = await getPayload({ config })
const products = await payload.find({ collection: 'products', pagination: false, depth: 0, select: {} })
let total = (await payload.count({ collection: 'item-codes' })).totalDocs
let step = 0
while (total < target) {
  const product = products.docs[step % products.docs.length]!
  const hue = (step * 137.508) % 360
  const s = 0.25 + ((step * 7) % 11) / 20, l = 0.25 + ((step * 5) % 13) / 24
  const c = (1 - Math.abs(2 * l - 1)) * s, x = c * (1 - Math.abs(((hue / 60) % 2) - 1))
  const [r, g, b] = [[c, x, 0], [x, c, 0], [0, c, x], [0, x, c], [x, 0, c], [c, 0, x]][Math.floor(hue / 60) % 6]!
  const ch = (v: number) => Math.round((v + l - c / 2) * 255).toString(16).padStart(2, '0')
  await payload.db.create({ collection: 'item-codes', data: { product: product.id, itemCode: `EX-${String(step).padStart(5, '0')}-${product.id}`, shadeHex: `#${ch(r!)}${ch(g!)}${ch(b!)}`.toUpperCase() } })
  step += 1
  total += 1
}
console.log(JSON.stringify({ itemCodes: total }))
process.exit(0)
