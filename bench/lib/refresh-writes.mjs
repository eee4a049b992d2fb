// `npm run bench -- --only=writes`: measures the write paths alone (behind the
// nginx cache, as the full run does) and puts them into the last full run's
// results and the README, saying when and on how many products they were
// measured. For a change to one write path, without an hour of the rest.
import { refreshSection } from './refresh-section.mjs'
import { measureWrites } from './writes.mjs'

export async function refreshWrites({ products, ports, seconds, log }) {
  await refreshSection({
    products,
    ports,
    log,
    siteUrl: `http://localhost:${ports.proxy}`,
    appEnv: { PUBLIC_WRITE_LIMITS: 'false' },
    measure: async ({ results, documents, siteHost, dataset }) => {
      log(`Write paths on ${dataset.products} products…`)
      results.writes = await measureWrites({ port: ports.proxy, host: siteHost, newsId: documents['news-items'].id, productSlug: documents.products.slug, seconds, run: Date.now().toString(36) })
      results.writeSeconds = seconds
      results.writesMeasured = { at: new Date().toISOString(), products: dataset.products }
    },
  })
}
