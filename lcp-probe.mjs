import { audit, launchBrowser } from './bench/lib/lighthouse.mjs'
import lighthouse from 'lighthouse'
const urls = process.argv.slice(2)
const browser = await launchBrowser()
try {
  for (const url of urls) {
    const { lhr } = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = lhr.audits
    console.log('\n==', url, 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue))
    const el = a['largest-contentful-paint-element']?.details?.items ?? []
    console.log(JSON.stringify(el, null, 0).slice(0, 1500))
    for (const id of ['lcp-breakdown-insight', 'lcp-discovery-insight', 'render-blocking-insight', 'render-blocking-resources', 'font-display-insight', 'network-dependency-tree-insight']) {
      if (a[id]) console.log(id, a[id].displayValue ?? '', JSON.stringify(a[id].details ?? {}).slice(0, 1200))
    }
  }
} finally { browser.close() }
