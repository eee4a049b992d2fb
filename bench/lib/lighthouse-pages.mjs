// Lighthouse on every benchmark page, as a buyer's phone loads it: through the nginx cache over
// HTTPS and HTTP/2 (a certificate made on this machine), in each language, with both profiles.
// Used by the full run and by `npm run bench -- --only=lighthouse`.
import path from 'node:path'
import { selfSignedCertificate } from '../../scripts/lib/self-signed-certificate.mjs'
import { BENCH_DATA } from './datasets.mjs'
import { auditRepeatedly, launchBrowser, LIGHTHOUSE_RUNS, PROFILES } from './lighthouse.mjs'
import { hostFor, LANGUAGES, SIMPLIFIED_PAGES } from './pages.mjs'

/** The proxy's HTTPS listener (writeProxyConfig's `tls`) on `port`, with the benchmark's own certificate. */
export function benchTls(port) {
  return { ...selfSignedCertificate(path.join(BENCH_DATA, 'tls')), listen: port }
}

/** The address of the English site as the audited pages see it (the app's SITE_URL). */
export const httpsSiteUrl = (port) => `https://localhost:${port}`

/** @returns {Promise<{ lighthouse: object[], lighthouseSlowerHost: object[] }>} */
export async function auditPages({ pages, httpsPort, log }) {
  const browser = await launchBrowser({ acceptSelfSignedCertificates: true })
  const results = {}
  try {
    // The mobile preset, then the same on a slower host (bench/lib/lighthouse.mjs, PROFILES).
    for (const [key, profile] of [['lighthouse', PROFILES.mobile], ['lighthouseSlowerHost', PROFILES.slowerHost]]) {
      log(`Lighthouse (${profile.label}, CPU ×${profile.cpuSlowdownMultiplier}), ${LIGHTHOUSE_RUNS} runs per page and language, over HTTPS and HTTP/2…`)
      results[key] = []
      for (const page of pages) {
        for (const language of SIMPLIFIED_PAGES.includes(page.label) ? [...LANGUAGES, 'cn'] : LANGUAGES) {
          const url = `https://${hostFor(language, httpsPort)}${page.path}`
          try {
            const figures = await auditRepeatedly(browser.port, url, LIGHTHOUSE_RUNS, profile)
            results[key].push({ label: page.label, path: page.path, language, ...figures })
            log(`  ${page.label} ${language}: ${Object.values(figures.scores).join('/')} (performance ${figures.spread.performance.min}–${figures.spread.performance.max}), TBT ${figures.tbtMs} ms, LCP ${figures.lcpMs} ms`)
          } catch (error) {
            results[key].push({ label: page.label, path: page.path, language, error: String(error.message ?? error).slice(0, 200) })
            log(`  ${page.label} ${language}: ${error.message}`)
          }
        }
      }
    }
  } finally {
    browser.close()
  }
  return results
}
