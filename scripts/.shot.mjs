import { chromium } from 'playwright-core'
const [,, out, ...targets] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] })
for (const t of targets) {
  const [url, width, name, full] = t.split('|')
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: full === 'full' })
  await page.close()
}
await browser.close()
