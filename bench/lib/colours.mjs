// The colour finder's latency (/colours?hex=…) on the largest catalogue (4 item
// codes per product: 20,000 at 5,000 products). Each colour ranks every shade
// held in memory; a save of an item code expires that list, and the next
// request reads what changed since from the database, so both are measured.
import { adminJson, middleDocument, signIn } from './app-server.mjs'
import { json, median, request } from './http.mjs'

const SAMPLES = Number(process.env.BENCH_GROWTH_SAMPLES ?? 11)

/** Colours spread over the wheel, the same on every run. */
const colours = (count) => Array.from({ length: count }, (_, index) => ((index * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6))

const percentile = (values, share) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]

export async function measureColourFinder(port) {
  const host = `localhost:${port}`
  const token = await signIn(port, host)
  const codes = await adminJson(port, host, '/api/item-codes?limit=1&depth=0')
  const code = await middleDocument(port, host, 'products').then(async (product) => {
    const found = await adminJson(port, host, `/api/item-codes?limit=1&depth=0&where[product][equals]=${product.id}`)
    return found.body.docs[0]
  })
  const ask = async (hex) => {
    const response = await request({ port, host, path: `/colours?hex=${hex}` })
    if (response.status !== 200 || !response.body.includes('colour-results-title')) throw new Error(`/colours?hex=${hex} answered ${response.status} without its results section`)
    return response.ms
  }
  await ask('c9a227') // the list is read once
  const warm = []
  for (const hex of colours(SAMPLES * 3)) warm.push(await ask(hex))
  const afterSave = []
  for (const hex of colours(SAMPLES)) {
    const saved = await json({ port, host, path: `/api/item-codes/${code.id}`, method: 'PATCH', headers: { authorization: `JWT ${token}` }, body: '{}' })
    if (saved.status !== 200) throw new Error(`Saving item code ${code.id} failed: ${saved.status}`)
    afterSave.push(await ask(hex))
  }
  return {
    itemCodes: codes.body.totalDocs,
    rankMedianMs: Number(median(warm).toFixed(1)),
    rankP95Ms: Number(percentile(warm, 0.95).toFixed(1)),
    afterSaveMedianMs: Number(median(afterSave).toFixed(1)),
  }
}

/** The report's lines for these figures. */
export function colourFinderLines(figures) {
  if (!figures) return []
  return [
    `**Colour finder** on ${figures.itemCodes.toLocaleString('en')} item codes (/colours?hex=…): median ${figures.rankMedianMs} ms, p95 ${figures.rankP95Ms} ms with the shades in memory; ${figures.afterSaveMedianMs} ms median on the first request after an item code is saved (what changed since the last read is read).`,
    '',
  ]
}
