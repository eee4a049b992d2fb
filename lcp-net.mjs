import { launchBrowser } from './bench/lib/lighthouse.mjs'
import lighthouse from 'lighthouse'
const browser = await launchBrowser()
try {
  for (const url of process.argv.slice(2)) {
    const { lhr } = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    console.log('\n==', url, 'LCP', Math.round(lhr.audits['largest-contentful-paint'].numericValue))
    for (const r of lhr.audits['network-requests'].details.items) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.resourceType, r.priority, Math.round(r.transferSize/1024)+'KB', r.url.slice(0,110))
  }
} finally { browser.close() }
