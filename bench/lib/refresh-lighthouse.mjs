// `npm run bench -- --only=lighthouse`: Lighthouse alone (both profiles, every page and language,
// through the nginx cache over HTTPS and HTTP/2, as the full run does) on the largest catalogue,
// put into the last full run's results and the README, saying when it was measured. For a change
// to what a page loads, without the hour of the rest.
import { ensureChromium } from '../../scripts/lib/chromium.mjs'
import { auditPages, benchTls, httpsSiteUrl } from './lighthouse-pages.mjs'
import { LIGHTHOUSE_RUNS } from './lighthouse.mjs'
import { refreshSection } from './refresh-section.mjs'

export async function refreshLighthouse({ products, ports, log }) {
  ensureChromium()
  await refreshSection({
    products,
    ports,
    log,
    siteUrl: httpsSiteUrl(ports.https),
    tls: benchTls(ports.https),
    measure: async ({ results, pages, dataset }) => {
      Object.assign(results, await auditPages({ pages, httpsPort: ports.https, log }))
      results.lighthouseRuns = LIGHTHOUSE_RUNS
      results.lighthouseMeasured = { at: new Date().toISOString(), products: dataset.products }
    },
  })
}
